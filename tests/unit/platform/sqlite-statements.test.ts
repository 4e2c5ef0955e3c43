import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite } from '~/.server/db/connection';

describe('SQLite statements kept compiled', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-statements-'));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('bind booleans as 0/1, answer alike when asked again, and follow a schema change', () => {
    const database = openSqlite(path.join(dir, 'kept.sqlite'));
    database.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, on_sale INTEGER)');
    const insert = 'INSERT INTO t (on_sale) VALUES (?)';
    database.prepare(insert).run(true);
    database.prepare(insert).run(false);
    const all = 'SELECT * FROM t ORDER BY id';
    expect(database.prepare(all).all()).toEqual([
      { id: 1, on_sale: 1 },
      { id: 2, on_sale: 0 },
    ]);
    database.exec("ALTER TABLE t ADD COLUMN name TEXT NOT NULL DEFAULT 'x'");
    expect(database.prepare(all).all()).toEqual([
      { id: 1, on_sale: 1, name: 'x' },
      { id: 2, on_sale: 0, name: 'x' },
    ]);
    database.close();
  });

  it('let a query run while the same one is still being iterated', () => {
    const database = openSqlite(path.join(dir, 'iterated.sqlite'));
    database.exec('CREATE TABLE t (id INTEGER PRIMARY KEY)');
    for (let i = 0; i < 3; i++) database.prepare('INSERT INTO t DEFAULT VALUES').run();
    const sql = 'SELECT id FROM t ORDER BY id';
    const seen: number[] = [];
    for (const row of database.prepare(sql).iterate() as Iterable<{ id: number }>) {
      seen.push(row.id, database.prepare(sql).all().length);
    }
    expect(seen).toEqual([1, 3, 2, 3, 3, 3]);
    database.close();
  });
});
