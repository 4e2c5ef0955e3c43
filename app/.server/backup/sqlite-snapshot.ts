import fs from 'node:fs';
import SQLite from 'better-sqlite3';

/**
 * `VACUUM INTO` copies one read transaction while writers carry on. The backup API restarts on
 * every write from another process, and a file copy could catch a half-written page.
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
 * In WAL mode every connection holds a shared lock, so an exclusive-mode open with busy timeout 0
 * fails exactly while another is open. The OS lock goes with a crashed process: no stale lock file.
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
