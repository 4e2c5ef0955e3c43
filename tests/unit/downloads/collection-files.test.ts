import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSampleContentOnce } from '~/.server/db/seed';
import { ensureCollectionFiles } from '~/.server/downloads/collection-files';
import { COLLECTION_TEMPLATES } from '~/.server/downloads/templates';
import type { FileStore } from '~/.server/storage/file-store';
import { localDiskStore } from '~/.server/storage/local-disk-store';
import { insertCollection } from '../support/fixtures';
import { createTestDb, engines, type TestDb } from '../support/test-db';

const publicDir = path.resolve('public');

describe.each(engines)('collection files on %s', (engine) => {
  let t: TestDb;
  let filesDir: string;
  let store: FileStore;
  /** A stored file's path on disk (the local store keeps a key as a path below its folder). */
  const diskPath = (key: string) => path.join(filesDir, ...key.split('/'));
  beforeEach(async () => {
    t = await createTestDb(engine);
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'collection-files-'));
    store = localDiskStore(filesDir);
  });
  afterEach(async () => {
    await t.destroy();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('makes the five templates of every sample collection as PDF and JPG, once', { timeout: 120_000 }, async () => {
    await loadSampleContentOnce(t.db);
    const collections = await t.db.selectFrom('collections').select(['id', 'slug']).execute();
    expect(collections.length).toBeGreaterThan(0);

    expect(await ensureCollectionFiles(t.db, store, publicDir)).toBe(collections.length);

    const rows = await t.db
      .selectFrom('collection_files')
      .selectAll()
      .orderBy('collection_id')
      .orderBy('sort_order')
      .execute();
    expect(rows).toHaveLength(collections.length * 10);
    for (const { id } of collections) {
      const own = rows.filter((r) => Number(r.collection_id) === Number(id));
      expect(own.map((r) => [r.template_name, r.format, r.file_name, r.storage_key])).toEqual(
        COLLECTION_TEMPLATES.flatMap((template) =>
          (['pdf', 'jpg'] as const).map((format) => [
            template.name,
            format,
            `${template.baseName}.${format}`,
            `collections/${Number(id)}/${template.baseName}.${format}`,
          ]),
        ),
      );
    }
    expect(COLLECTION_TEMPLATES.map((template) => template.name)).toEqual([
      'Invitation',
      'Save the Date',
      'RSVP Card',
      'Details Card',
      'Thank You Card',
    ]);

    for (const row of rows) {
      const bytes = fs.readFileSync(diskPath(row.storage_key));
      expect(bytes.length).toBe(Number(row.byte_size));
      if (row.format === 'pdf') {
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const pdf = await PDFDocument.load(bytes);
        expect(pdf.getPageCount()).toBe(1);
        expect(pdf.getTitle()).toContain(row.template_name);
      } else {
        const meta = await sharp(bytes).metadata();
        expect(meta).toMatchObject({ format: 'jpeg', width: 1080, height: 1512, density: 216 });
      }
    }
    // Nothing left behind from the write-then-rename.
    const leftovers = fs.readdirSync(filesDir, { recursive: true }).filter((name) => String(name).endsWith('.tmp'));
    expect(leftovers).toEqual([]);

    const before = fs.statSync(diskPath(rows[0]!.storage_key)).mtimeMs;
    expect(await ensureCollectionFiles(t.db, store, publicDir)).toBe(0);
    expect(await t.db.selectFrom('collection_files').select('id').execute()).toHaveLength(rows.length);
    expect(fs.statSync(diskPath(rows[0]!.storage_key)).mtimeMs).toBe(before);
  });

  it('fills only collections without files, and copes with artwork it cannot read', async () => {
    // The fixture's images name files that do not exist under public/.
    const id = await insertCollection(t.db, { title: 'Moonlit Garden & Co.' });
    const started = Date.now();
    expect(await ensureCollectionFiles(t.db, store, publicDir)).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    const files = await t.db
      .selectFrom('collection_files')
      .select(['storage_key', 'byte_size'])
      .where('collection_id', '=', id)
      .execute();
    expect(files).toHaveLength(10);

    const second = await insertCollection(t.db, { title: 'Second' });
    expect(await ensureCollectionFiles(t.db, store, publicDir)).toBe(1);
    expect(
      await t.db.selectFrom('collection_files').select('id').where('collection_id', '=', second).execute(),
    ).toHaveLength(10);
  });

  it('two makers at once (two server instances, or the start-up and a new collection) make each collection once', async () => {
    const ids = [
      await insertCollection(t.db, { title: 'First Light' }),
      await insertCollection(t.db, { title: 'Dusk' }),
    ];
    const puts = new Map<string, number>();
    const counting: FileStore = {
      ...store,
      putBytes: (key, bytes, options) => {
        puts.set(key, (puts.get(key) ?? 0) + 1);
        return store.putBytes(key, bytes, options);
      },
    };
    // On PostgreSQL a second instance has its own connection; on SQLite one process holds the file.
    const other = engine === 'postgres' ? t.reopen() : t.db;
    const made = await Promise.all([
      ensureCollectionFiles(t.db, counting, publicDir),
      ensureCollectionFiles(other, counting, publicDir),
    ]);
    expect(made[0] + made[1]).toBe(ids.length);
    expect(puts.size).toBe(ids.length * 10);
    expect([...puts.values()].every((n) => n === 1)).toBe(true);
    const rows = await t.db.selectFrom('collection_files').select(['storage_key', 'byte_size']).execute();
    expect(rows).toHaveLength(ids.length * 10);
    for (const row of rows) expect(fs.statSync(diskPath(row.storage_key)).size).toBe(Number(row.byte_size));
  });
});
