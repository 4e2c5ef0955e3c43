import fs from 'node:fs';
import SQLite from 'better-sqlite3';

/**
 * A consistent copy of the live database at `target`, taken while the server keeps writing:
 * `VACUUM INTO` reads the database in one read transaction (in WAL mode, writers carry on
 * meanwhile, and what they commit after it began is not in the copy), so the copy is the
 * database as of one moment, committed WAL frames included. SQLite's backup API would restart
 * its copy each time another process writes, and may never finish under a steady load; a file
 * copy could catch a page half-written and misses the WAL.
 */
export function snapshotDatabase(source: string, target: string): void {
  const database = new SQLite(source, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 10000');
    database.prepare('VACUUM INTO ?').run(target);
  } finally {
    database.close();
  }
}

/** Rows per table of a database file (opened read-only), after checking its integrity. */
export function inspectSnapshot(file: string): { rows: Record<string, number>; problem: string | null } {
  const database = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const check = database.pragma('quick_check', { simple: true });
    const tables = database
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .pluck()
      .all() as string[];
    const rows: Record<string, number> = {};
    for (const table of tables) {
      rows[table] = database
        .prepare(`SELECT count(*) FROM "${table.replace(/"/g, '""')}"`)
        .pluck()
        .get() as number;
    }
    return { rows, problem: check === 'ok' ? null : String(check) };
  } finally {
    database.close();
  }
}

/**
 * Whether a server (or any other process) has the database open. In WAL mode every connection
 * holds a shared lock on the database file from its first read until it closes; a connection in
 * exclusive locking mode needs an exclusive lock on it to begin, so it fails at once (busy
 * timeout 0) exactly while another connection is open. The lock is the operating system's: it
 * goes with the process, so a server that crashed holds nothing and leaves no stale lock file.
 * No database file: nobody uses it; a file that is not a database (the reason to restore,
 * perhaps) is no server's either: none could have started on it.
 */
export function databaseInUse(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  const database = new SQLite(file, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 0');
    database.pragma('locking_mode = EXCLUSIVE');
    database.exec('BEGIN EXCLUSIVE');
    database.exec('COMMIT');
    return false;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'SQLITE_BUSY') return true;
    if (code === 'SQLITE_NOTADB') return false;
    throw error;
  } finally {
    database.close();
  }
}
