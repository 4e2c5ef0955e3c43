import path from 'node:path';
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { CompiledQuery, Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type Driver } from 'kysely';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';

export interface DbOptions {
  /** PostgreSQL connection string; when set, SQLite is not used. */
  databaseUrl?: string;
  sqliteFile?: string;
}

/** Statements kept compiled: a page runs the same few dozen queries on every request. */
const PREPARED_STATEMENTS = 500;

/**
 * better-sqlite3 cannot bind booleans: they are stored as 0/1, as SQLite itself does. Each SQL
 * text is compiled once and kept (SQLite recompiles a kept statement by itself after a schema
 * change); an iteration, which holds its statement until it ends, gets one of its own.
 */
function withBooleanParameters(database: SQLite.Database): SQLite.Database {
  const prepare = database.prepare.bind(database);
  const compiled = new LRUCache<string, SQLite.Statement>({ max: PREPARED_STATEMENTS });
  const toSqlite = (params: unknown[]) => params.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p));
  database.prepare = ((source: string) => {
    let statement = compiled.get(source);
    if (!statement) {
      statement = prepare(source);
      compiled.set(source, statement);
    }
    return new Proxy(statement, {
      get(target, property, receiver) {
        if (property === 'iterate') {
          const own = prepare(source);
          return (...params: unknown[]) => own.iterate(...toSqlite(params.flat()));
        }
        const original = Reflect.get(target, property, receiver);
        if (property === 'all' || property === 'run' || property === 'get') {
          return (...params: unknown[]) => original.apply(target, toSqlite(params.flat()));
        }
        return typeof original === 'function' ? original.bind(target) : original;
      },
    });
  }) as SQLite.Database['prepare'];
  return database;
}

export function openSqlite(file: string): SQLite.Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return withBooleanParameters(database);
}

export function createDb(options: DbOptions): { db: Db; engine: Engine } {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Unhandled, an idle connection the server closed (a restart, a failover) would end the process.
    pool.on('error', (error) => console.error(`Database: an idle connection was closed (${error.message})`));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: 'postgres' };
  }
  if (!options.sqliteFile) throw new Error('createDb needs databaseUrl or sqliteFile');
  const database = openSqlite(options.sqliteFile);
  return { db: new Kysely<Database>({ dialect: new KeepingErrorsSqliteDialect(database) }), engine: 'sqlite' };
}

/**
 * SQLite ends a transaction itself on some errors (SQLITE_FULL), and Kysely's ROLLBACK after it
 * would fail and hide the real error; so the rollback is skipped when no transaction is open.
 * A transaction takes the write lock as it begins (`begin immediate`): begun as a reader, its first
 * write failed at once as "database is locked" whenever another connection to the file had written
 * since it read (another process: `npm run admin`, a test counting views beside the server), with no
 * wait that could help, and the edit was lost. Now the other writer waits for it, up to `busy_timeout`.
 */
class KeepingErrorsSqliteDialect extends SqliteDialect {
  constructor(private readonly database: SQLite.Database) {
    super({ database });
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      if (this.database.inTransaction) await rollback(connection);
    };
    return driver;
  }
}

export function engineOf<DB>(db: Kysely<DB>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
