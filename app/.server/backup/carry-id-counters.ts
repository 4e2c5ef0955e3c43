import SQLite from 'better-sqlite3';

export interface CarriedCounters {
  /** Orders placed after the backup; null when the replaced database could not be read. */
  droppedOrders: string[] | null;
}

const tableExists = (database: SQLite.Database, schema: 'main' | 'replaced', name: string) =>
  Boolean(database.prepare(`SELECT 1 FROM ${schema}.sqlite_master WHERE type = 'table' AND name = ?`).get(name));

/**
 * Moves every AUTOINCREMENT counter of the restored database up to the replaced one's, so no id the
 * replaced database handed out (in an e-mail, a log line) names a new order.
 */
export function carryIdCounters(restoredFile: string, replacedFile: string): CarriedCounters {
  const database = new SQLite(restoredFile, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 10000');
    try {
      database.prepare('ATTACH DATABASE ? AS replaced').run(replacedFile);
      database.prepare('SELECT count(*) FROM replaced.sqlite_master').get();
    } catch {
      return { droppedOrders: null };
    }
    const droppedOrders =
      tableExists(database, 'main', 'orders') && tableExists(database, 'replaced', 'orders')
        ? database
            .prepare(
              'SELECT number FROM replaced.orders WHERE number NOT IN (SELECT number FROM main.orders) ORDER BY id',
            )
            .pluck()
            .all()
            .map(String)
        : [];
    if (tableExists(database, 'main', 'sqlite_sequence') && tableExists(database, 'replaced', 'sqlite_sequence')) {
      database.transaction(() => {
        const counters = database.prepare('SELECT name, seq FROM replaced.sqlite_sequence').all() as {
          name: string;
          seq: number;
        }[];
        const current = database.prepare('SELECT seq FROM main.sqlite_sequence WHERE name = ?').pluck();
        const raise = database.prepare('UPDATE main.sqlite_sequence SET seq = ? WHERE name = ? AND seq < ?');
        const add = database.prepare('INSERT INTO main.sqlite_sequence (name, seq) VALUES (?, ?)');
        for (const { name, seq } of counters) {
          if (!tableExists(database, 'main', name)) continue;
          if (current.get(name) === undefined) add.run(name, seq);
          else raise.run(seq, name, seq);
        }
      })();
    }
    database.prepare('DETACH DATABASE replaced').run();
    return { droppedOrders };
  } finally {
    database.close();
  }
}
