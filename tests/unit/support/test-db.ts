import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, type Db, type Engine } from '~/.server/db/connection';
import type { Database } from '~/.server/db/schema';
import { migrateToLatest } from '~/.server/db/migrate';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDb {
  db: Db;
  engine: Engine;
  /** This database's PostgreSQL connection string (undefined on SQLite): a server started on it gets it as DATABASE_URL. */
  databaseUrl: string | undefined;
  /** Applies the migrations through `handle` (default: db); returns what it applied. */
  migrate(handle?: Db): Promise<string[]>;
  /** Opens a second handle on the same database (a second server instance). */
  reopen(): Db;
  destroy(): Promise<void>;
}

const MIGRATIONS_DIR = path.resolve('app/.server/db/migrations');
/** The migrations' files, hashed: a template made from other migrations (another branch, a new one) is not used. */
const migrationsKey = crypto
  .createHash('sha256')
  .update(
    fs
      .readdirSync(MIGRATIONS_DIR)
      .sort()
      .map((name) => `${name}\n${fs.readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8')}`)
      .join('\n'),
  )
  .digest('hex')
  .slice(0, 12);

let sqliteTemplate: Promise<string> | undefined;

/** A migrated SQLite file, made once per test process: each test database starts as a copy of it. */
function migratedSqliteFile(): Promise<string> {
  return (sqliteTemplate ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-template-'));
    const file = path.join(dir, 'template.sqlite');
    const { db } = createDb({ sqliteFile: file });
    await migrateToLatest(db);
    await db.destroy(); // the last connection closing folds the WAL into the file
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    return file;
  })());
}

/** The server's URL with another database's name. */
function urlOf(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database. Connections a test left open (its own role's) are ended first; then a
 * plain DROP DATABASE, which itself waits for an autovacuum worker on it to go (WITH (FORCE) would
 * try to end that worker too, and a role that is not a superuser may not). Tried again a few
 * times, for a connection that was just closing.
 */
async function dropDatabase(name: string): Promise<void> {
  await onServer(async (client) => {
    for (let attempt = 1; ; attempt++) {
      await client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and usename = current_user and pid <> pg_backend_pid()',
        [name],
      );
      try {
        await client.query(`drop database if exists ${name}`);
        return;
      } catch (error) {
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  });
}

let postgresTemplate: Promise<string> | undefined;

/**
 * A migrated PostgreSQL database to copy (CREATE DATABASE … TEMPLATE), made once for these
 * migrations by whichever test process comes first (the others wait on an advisory lock) and kept
 * between runs. TEST_DATABASE_URL's role needs CREATEDB.
 */
function migratedPostgresTemplate(): Promise<string> {
  return (postgresTemplate ??= onServer(async (client) => {
    const name = `studio_template_${migrationsKey}`;
    await client.query('select pg_advisory_lock(7243011)');
    try {
      await dropDatabasesOfEndedRuns(client);
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (!rowCount) {
        const building = `${name}_building`;
        await dropDatabase(building);
        await client.query(`create database ${building}`);
        const { db } = createDb({ databaseUrl: urlOf(building) });
        await migrateToLatest(db);
        await db.destroy();
        // Renamed once whole: a run killed mid-migration leaves no half-made template.
        await client.query(`alter database ${building} rename to ${name}`);
      }
    } finally {
      await client.query('select pg_advisory_unlock(7243011)');
    }
    return name;
  }));
}

/**
 * Which run a test database belongs to: the process that runs vitest (its global setup,
 * test-db-setup.ts, names it before any test process starts; a test process started otherwise
 * names itself). Its databases are named after it, so the run drops its own when it ends and a
 * later run drops those of a run that was killed.
 */
const owner = () => (process.env.TEST_DB_OWNER ??= String(process.pid));
const ownedBy = (pid: string) => `studio_test_${pid}_`;

/**
 * A new database copied from `template`; answers its name. FILE_COPY copies the template's files
 * as they are, where PostgreSQL 15's default (WAL_LOG) writes every page of them through the WAL
 * as well: a third less of the server's CPU per test database here (0.20 against 0.30 CPU-s for a
 * create and a drop). Its commits do not wait for the WAL to reach the disk: a test database is
 * dropped when its test ends, so what a crash could lose of it never matters, and the wait was
 * most of a short write's time (the unit tests on both engines: 170 → 145 s alone). A test can ask
 * for commits that wait (createTestDb's `durable`).
 */
async function newDatabase(template: string): Promise<string> {
  const name = `${ownedBy(owner())}${crypto.randomBytes(6).toString('hex')}`;
  await onServer(async (client) => {
    await client.query(`create database ${name} template ${template} strategy file_copy`);
    await client.query(`alter database ${name} set synchronous_commit = off`);
  });
  return name;
}

/**
 * The next migrated database, made while the test before it ran: CREATE DATABASE takes about
 * 0.2 s here, nearly all of it waiting for the disk, which a test would otherwise spend idle.
 */
let madeAhead: Promise<string> | undefined;
async function migratedDatabase(): Promise<string> {
  const template = await migratedPostgresTemplate();
  const next = madeAhead ?? newDatabase(template);
  madeAhead = newDatabase(template);
  // Awaited by the next test; a failure here is its failure, not an unhandled rejection.
  madeAhead.catch(() => {});
  return next;
}

/** Drops every test database of `pid`'s run. */
export async function dropDatabasesOfRun(pid: string): Promise<void> {
  const names = await onServer(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [ownedBy(pid)],
    );
    return rows.map((row) => row.datname);
  });
  for (const name of names) await dropDatabase(name);
}

/** Drops the test databases of runs whose process has ended (killed before its own drops). */
async function dropDatabasesOfEndedRuns(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    "select datname from pg_database where datname ~ '^studio_test_[0-9]+_'",
  );
  const pids = new Set(rows.map((row) => /^studio_test_(\d+)_/.exec(row.datname)![1]!));
  for (const pid of pids) {
    try {
      process.kill(Number(pid), 0);
    } catch {
      await dropDatabasesOfRun(pid);
    }
  }
}

/**
 * A fresh database: a new SQLite file, or a new PostgreSQL database that is dropped afterwards;
 * migrated (a copy of a migrated template, so no test pays for the migrations) unless
 * `migrate: false` asks for it without tables.
 */
export async function createTestDb(
  engine: Engine,
  {
    migrate = true,
    /**
     * PostgreSQL's commits wait for the disk, as in production (newDatabase: a test database's do
     * not): for a test of what VACUUM leaves, which marks a page all-visible only once its rows'
     * commits are on disk.
     */
    durable = false,
  } = {},
): Promise<TestDb> {
  const handles: Db[] = [];
  let open: () => Db;
  let drop: () => Promise<void>;
  let databaseUrl: string | undefined;
  if (engine === 'postgres') {
    const name = migrate ? await migratedDatabase() : await newDatabase('template0');
    if (durable) await onServer((client) => client.query(`alter database ${name} reset synchronous_commit`));
    databaseUrl = urlOf(name);
    open = () => createDb({ databaseUrl }).db;
    drop = () => dropDatabase(name);
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-test-'));
    const file = path.join(dir, 'test.sqlite');
    if (migrate) fs.copyFileSync(await migratedSqliteFile(), file);
    open = () => createDb({ sqliteFile: file }).db;
    drop = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const reopen = () => {
    const db = open();
    handles.push(db);
    return db;
  };
  const db = reopen();
  return {
    db,
    engine,
    databaseUrl,
    migrate: (handle: Db = db) => migrateToLatest(handle),
    reopen,
    destroy: async () => {
      for (const handle of handles) await handle.destroy();
      await drop();
    },
  };
}

/** How many rows `table` holds. */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
