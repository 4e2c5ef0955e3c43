/**
 * The production server the bench measures: `node server.mjs` on 127.0.0.1 with the build, a
 * fresh data folder, and either a SQLite file in it or a fresh schema of a PostgreSQL database.
 * Its log goes to a file (as on a real host), not through a pipe the bench would have to read.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, type Db } from '../../app/.server/db/connection';

export type Engine = 'sqlite' | 'postgres';

export interface BenchDatabase {
  engine: Engine;
  dataDir: string;
  /** The server's environment for this database. */
  env: Record<string, string>;
  /** A connection of the bench's own (seeding, a signed-in session). */
  open(): Db;
  /** Removes the data folder and, on PostgreSQL, the database (TEST_DATABASE_URL's role needs CREATEDB). */
  drop(): Promise<void>;
}

export async function createBenchDatabase(engine: Engine, postgresUrl?: string): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${engine}-`));
  if (engine === 'sqlite') {
    return {
      engine,
      dataDir,
      env: {},
      open: () => createDb({ sqliteFile: path.join(dataDir, 'studio.sqlite') }).db,
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  if (!postgresUrl) throw new Error('PostgreSQL needs TEST_DATABASE_URL');
  const name = `bench_${Date.now().toString(36)}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    engine,
    dataDir,
    env: { DATABASE_URL: url.toString() },
    open: () => createDb({ databaseUrl: url.toString() }).db,
    drop: async () => {
      await onServer(`DROP DATABASE ${name} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface BenchServer {
  origin: string;
  pid: number;
  /** One of the session secrets the server signs with (the bench signs a session cookie with it). */
  secret: string;
  stop(): Promise<void>;
}

/**
 * The header the bench's requests name their client in. The server trusts it as the platform's
 * client-address header (TRUST_PROXY_HEADER), so each request the bench makes counts as its own
 * visitor in the per-client limits: the limits are lifted for the bench's client only, without a
 * switch in the app that turns them off.
 */
export const BENCH_CLIENT_HEADER = 'X-Bench-Client';

/**
 * On a fresh database the server makes the sample collections' template files once it listens;
 * `fresh` waits for that too, so the measuring starts on a server with nothing left to do.
 */
export async function startBenchServer(
  database: BenchDatabase,
  port: number,
  { fresh = false } = {},
): Promise<BenchServer> {
  const secret = crypto.randomBytes(32).toString('hex');
  const origin = `http://127.0.0.1:${port}`;
  const log = fs.openSync(path.join(database.dataDir, 'server.log'), 'a');
  const child: ChildProcess = spawn(process.execPath, ['server.mjs'], {
    env: {
      ...withoutAppSettings(process.env),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: origin,
      DATA_DIR: database.dataDir,
      SESSION_SECRET: secret,
      TRUST_PROXY_HEADER: BENCH_CLIENT_HEADER,
      ...database.env,
    },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const logFile = path.join(database.dataDir, 'server.log');
  await waitUntilHealthy(origin, exited, logFile);
  if (fresh) await waitForLine(logFile, /Downloads: made the template files/);
  return {
    origin,
    pid: child.pid!,
    secret,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.closeSync(log);
    },
  };
}

/** The app's settings of the shell running the bench would change what is measured. */
function withoutAppSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const clean = { ...env };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SUPABASE_URL']) {
    delete clean[name];
  }
  return clean;
}

async function waitUntilHealthy(origin: string, exited: Promise<void>, logFile: string): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && !gone) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
}

async function waitForLine(logFile: string, pattern: RegExp): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (!pattern.test(fs.readFileSync(logFile, 'utf8'))) {
    if (Date.now() > deadline) throw new Error(`The server never logged ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
