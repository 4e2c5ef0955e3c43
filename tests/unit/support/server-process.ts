import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { preparedDataFolder } from './prepared-data';

/** Listens on `port` of 127.0.0.1 for a moment: the port it got (0: any), or null when it is taken. */
async function tryPort(port: number): Promise<number | null> {
  const server = net.createServer();
  const bound = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (!bound) return null;
  const { port: got } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return got;
}

/** A free TCP port on 127.0.0.1: any the system gives, or the first free one in `range`. */
export async function freePort(range?: [from: number, to: number]): Promise<number> {
  if (!range) return (await tryPort(0))!;
  for (let port = range[0]; port <= range[1]; port++) {
    const got = await tryPort(port);
    if (got) return got;
  }
  throw new Error(`No free port on 127.0.0.1 between ${range[0]} and ${range[1]}`);
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** Resolves when the output matches (rejects after timeoutMs). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/**
 * Starts `node server.mjs` on 127.0.0.1 with a fresh data folder; a PORT and DATA_DIR in `env`
 * start it on those instead (to start the same server again). `prepared` starts it on a copy of
 * the prepared data folder (./prepared-data.ts, SQLite), so it does none of a first start's work:
 * for the tests that are not about that work.
 */
export async function startServer(
  env: Record<string, string>,
  { prepared = false }: { prepared?: boolean } = {},
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'studio-server-'));
  if (prepared) fs.cpSync(await preparedDataFolder(), dataDir, { recursive: true });
  const clean = { ...process.env };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'VITEST']) {
    delete clean[name];
  }
  const child = spawn(process.execPath, ['server.mjs'], {
    env: {
      ...clean,
      NO_COLOR: '1',
      FORCE_COLOR: '0',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    // Without colour codes, whatever the terminal asked for.
    output += stripVTControlCharacters(chunk.toString());
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output)) return;
        listeners.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`Timed out waiting for ${pattern} in:\n${output}`));
      }, timeoutMs);
      listeners.add(check);
      void exited.then(() => setTimeout(check, 0));
      check();
    });
  return { child, port, dataDir, output: () => output, waitFor, exited };
}

/** SIGKILLs a server a test left running (a failed assertion before its stop), and waits for it to go. */
export async function killIfRunning(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

export type Answer =
  | { status: number }
  /** The connection failed before any answer came: refused, or reset before the request got in. */
  | { refused: string }
  /** The answer had begun and was cut off: a request in flight was dropped. */
  | { cutOff: string };

/** A GET on a new connection, and how it ended. */
export function get(port: number, pathname: string): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: pathname, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ cutOff: error.code ?? 'error' }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ refused: error.code ?? 'error' }));
  });
}

/** How many descriptors the process holds open on `file` (Linux; null elsewhere). */
export function openHandlesOn(pid: number, file: string): number | null {
  const dir = `/proc/${pid}/fd`;
  if (!fs.existsSync(dir)) return null;
  return fs.readdirSync(dir).filter((fd) => {
    try {
      return fs.readlinkSync(path.join(dir, fd)) === file;
    } catch {
      return false;
    }
  }).length;
}

export const countMatches = (text: string, pattern: RegExp) => text.match(new RegExp(pattern, 'g'))?.length ?? 0;

/** The resident memory of a process, in bytes (Linux). */
export function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/** Clock ticks a second in /proc's CPU times (USER_HZ: 100 on every Linux Node runs on). */
const TICKS = 100;

/**
 * The CPU seconds the render worker processes of a server (its children running worker-main.js)
 * have spent so far (Linux): a worker drawing a piece spends them, one waiting does not.
 */
export function workerCpuSeconds(serverPid: number): number {
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/u.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid … utime stime: the fields after the command's closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) !== serverPid) continue;
      if (!fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('worker-main')) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while it was read.
    }
  }
  return ticks / TICKS;
}
