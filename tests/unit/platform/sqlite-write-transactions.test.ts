import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from '~/.server/db/connection';

describe('a SQLite transaction another connection writes during', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-write-transactions-'));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps its edit: the other writer waits for it, instead of the edit failing as "database is locked"', async () => {
    const file = path.join(dir, 'studio.sqlite');
    const { db } = createDb({ sqliteFile: file });
    await sql`create table collections (id integer primary key, title text not null, version integer not null)`.execute(
      db,
    );
    await sql`create table page_views (path text not null)`.execute(db);
    await sql`insert into collections (id, title, version) values (1, 'Blush Peony Romance', 1)`.execute(db);
    // Another process on the same file: a server counting views while the studio's edit is under way.
    const other = new SQLite(file);
    other.pragma('busy_timeout = 50');
    let otherWrite: unknown = null;

    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ version: number }>`select version from collections where id = 1`.execute(trx);
      try {
        other.prepare('insert into page_views (path) values (?)').run('/collections/1');
      } catch (error) {
        otherWrite = error;
      }
      await sql`update collections set title = 'Marigold Evenings', version = ${rows[0]!.version + 1} where id = 1`.execute(
        trx,
      );
    });

    expect(other.prepare('select title, version from collections').get()).toEqual({
      title: 'Marigold Evenings',
      version: 2,
    });
    // The view had to wait for the edit (here past its short timeout; a server waits 5 s, and the edit takes milliseconds).
    expect(otherWrite).toMatchObject({ code: 'SQLITE_BUSY' });
    other.close();
    await db.destroy();
  });
});
