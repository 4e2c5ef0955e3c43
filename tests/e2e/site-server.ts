/**
 * Starting the production server the browser tests run against (global-setup.ts, fixtures.ts): on
 * 127.0.0.1, a free port, the given data folder, with the settings every test server shares.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const BUILD_DIR = process.env.BUILD_DIR ?? 'build';

/** What every test server runs with, whatever the developer's shell has set. */
function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    BUILD_DIR,
    SITE_URL: `http://127.0.0.1:${port}`,
    // Tests act as many clients: the rate limits count by this header (support.ts, asOwnClient).
    TRUST_PROXY_HEADER: 'X-E2E-Client',
    // The lowest print resolution: dozens of test orders each render 11 files, and the print
    // artwork is not what these tests look at (tests/unit checks the PDFs at 300).
    PRINT_DPI: process.env.E2E_PRINT_DPI ?? '72',
    // One admin per Playwright project and retry, so sign-ins through the form never wait for an
    // address's code throttle (sign-in.spec.ts).
    ADMIN_EMAILS: ['js', 'no-js']
      .flatMap((project) => [project, `${project}-retry1`, `${project}-retry2`])
      .map((name) => `admin-${name}@example.test`)
      .join(','),
  };
  // The secret is the one the first start generated into the data folder, which auth.ts reads to
  // sign cookies; the built-in test payment provider; mail to .eml files tests read.
  for (const name of ['SESSION_SECRET', 'DATABASE_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) {
    delete env[name];
  }
  return env;
}

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface SiteServer {
  baseURL: string;
  dataDir: string;
  /** Everything the server printed (for a failure's message). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `node server.mjs` on `dataDir` and resolves once it answers, or once its output matches
 * `readyWhen` as well when given.
 */
export async function startSiteServer(dataDir: string, readyWhen?: RegExp): Promise<SiteServer> {
  if (!fs.existsSync(path.join(BUILD_DIR, 'server/index.js'))) {
    throw new Error('No production build: run `npm run build` first (npm test does).');
  }
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['server.mjs'], {
    env: serverEnv(port, dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk;
    // E2E_SERVER_LOG=1 shows what the servers print (their errors always show).
    if (process.env.E2E_SERVER_LOG) process.stdout.write(chunk);
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk;
    process.stderr.write(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The test server stopped while starting:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The test server did not start within 120 s:\n${output}`);
    }
    const status = await fetch(`${baseURL}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200 && (!readyWhen || readyWhen.test(output))) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseURL,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killed);
    },
  };
}
