import SQLite from 'better-sqlite3';

export interface CarriedCounters {
  /**
   * Numbers of the orders the replaced database had and the restored one does not (placed after
   * the backup); null when the replaced database could not be read (it was damaged).
   */
  droppedOrders: string[] | null;
}

const tableExists = (database: SQLite.Database, schema: 'main' | 'replaced', name: string) =>
  Boolean(database.prepare(`SELECT 1 FROM ${schema}.sqlite_master WHERE type = 'table' AND name = ?`).get(name));

/**
 * After a restore no row id the replaced database handed out is handed out again: every
 * AUTOINCREMENT counter of the restored database (`restoredFile`, before it is put in place) is
 * moved up to the replaced one's (`replacedFile`, the `.before-restore` copy). Otherwise the next
 * order would get the id of an order lost with the replaced database, and anything still naming
 * that id (a link in an e-mail, a log line, a support thread) would name the new order.
 * Also tells which orders the restore drops, so the studio can reach those customers. A replaced
 * database that cannot be read (the reason for many a restore) changes nothing here: links carry
 * their order's own key (../orders/link-keys.ts), so a reused id opens nothing still.
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
