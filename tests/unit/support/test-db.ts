import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, type Db, type Engine } from '~/.server/db/connection';
import { migrateToLatest } from '~/.server/db/migrate';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDb {
  db: Db;
  engine: Engine;
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
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    open = () => createDb({ databaseUrl: url, pgSchema: schema }).db;
    drop = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    };
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
  if (migrate) await migrateToLatest(db);
  return {
    db,
    engine,
    reopen,
    destroy: async () => {
      for (const handle of handles) await handle.destroy();
      await drop();
    },
  };
}
