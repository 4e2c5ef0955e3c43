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
  /** The PostgreSQL schema this database is (undefined on SQLite): a server started on it gets it as search_path. */
  pgSchema: string | undefined;
  /** Applies the migrations through `handle` (default: db); returns what it applied. */
  migrate(handle?: Db): Promise<string[]>;
  /** Opens a second handle on the same database (a second server instance). */
  reopen(): Db;
  destroy(): Promise<void>;
}

/**
 * A fresh, empty database: a new SQLite file, or a new PostgreSQL schema that is dropped
 * afterwards. Pass `migrate: false` to get it without tables.
 */
export async function createTestDb(engine: Engine, { migrate = true } = {}): Promise<TestDb> {
  const handles: Db[] = [];
  let open: () => Db;
  let drop: () => Promise<void>;
  let exclusive: <T>(work: () => Promise<T>) => Promise<T> = (work) => work();
  let pgSchema: string | undefined;
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
    pgSchema = schema;
    exclusive = migrationLock;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    open = () => createDb({ databaseUrl: url, pgSchema: schema }).db;
    drop = () =>
      exclusive(async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
      });
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-test-'));
    const file = path.join(dir, 'test.sqlite');
    open = () => createDb({ sqliteFile: file }).db;
    drop = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const reopen = () => {
    const db = open();
    handles.push(db);
    return db;
  };
  const db = reopen();
  const runMigrations = (handle: Db = db) => exclusive(() => migrateToLatest(handle));
  if (migrate) await runMigrations();
  return {
    db,
    engine,
    pgSchema,
    migrate: runMigrations,
    reopen,
    destroy: async () => {
      for (const handle of handles) await handle.destroy();
      await drop();
    },
  };
}

/**
 * Runs `work` holding the lock that migrating and dropping test schemas take in turn on
 * TEST_DATABASE_URL: Kysely's migrator reads the catalog of every schema, and a schema dropped by
 * a parallel test at that moment makes it fail. A server started on a test schema migrates too.
 */
export async function migrationLock<T>(work: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await lock.connect();
  await lock.query('select pg_advisory_lock(7243011)');
  try {
    return await work();
  } finally {
    await lock.query('select pg_advisory_unlock(7243011)');
    await lock.end();
  }
}

/** How many rows `table` holds. */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
