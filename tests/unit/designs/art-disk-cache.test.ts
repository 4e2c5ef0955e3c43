import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepArt, readKeptArt } from '~/.server/designs/art-disk-cache';
import { collectionTemplate } from '~/.server/designs/collection-templates';
import { sampleValues, type Template } from '~/.server/designs/template';
import { LEFTOVER_AGE_MS } from '~/.server/sweep/leftover-temp-files';
import { WorkerPool } from '~/.server/worker-pool/worker-pool';

/**
 * Rasterised artwork is kept on disk (ART_CACHE_DIR), so a new worker process draws with what an
 * earlier one rasterised instead of spending seconds on the same watercolours again.
 */
describe('rasterised artwork kept on disk', () => {
  let dir: string;
  let template: Template;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'art-cache-'));
    const invitation = (await collectionTemplate('blush-peony-romance', 'invitation'))!;
    // The shop's invitation with light artwork of its own: quick to draw, and no other test's raster.
    const { width, height } = invitation;
    template = {
      ...invitation,
      art: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f3e6dc"/><circle cx="${width / 2}" cy="${height / 3}" r="${width / 5}" fill="#c98b8b" opacity="${Math.random().toFixed(6)}"/></svg>`,
    };
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A preview drawn by a worker process of a new pool: nothing of an earlier worker in memory. */
  async function previewInNewWorker() {
    const pool = new WorkerPool({ size: 1 });
    pool.artCacheDir = dir;
    try {
      return await pool.run('preview', { template, values: sampleValues(template) }, { timeMs: 60_000 });
    } finally {
      await pool.close();
    }
  }
  const kept = (suffix: string) => fs.readdirSync(dir).filter((name) => name.endsWith(suffix));

  it('is written by the first worker and drawn with by the next; one cut short is drawn again', async () => {
    const first = Buffer.from(await previewInNewWorker());
    const [png] = kept('.png');
    expect(png).toMatch(/^[0-9a-f]{40}\.png$/);
    const file = path.join(dir, png!);
    const { width, height } = await sharp(file).metadata();

    // The kept raster swapped for plain green: a new worker's preview is green, so it read the file.
    const whole = fs.readFileSync(file);
    const green = { width: width!, height: height!, channels: 4 as const, background: '#00a000' };
    await sharp({ create: green }).png().toFile(file);
    const { dominant } = await sharp(Buffer.from(await previewInNewWorker())).stats();
    expect(dominant.g).toBeGreaterThan(120);
    expect(dominant.r).toBeLessThan(80);

    // Cut short, it is drawn again: the same preview as the first, byte for byte, and kept whole.
    fs.writeFileSync(file, whole.subarray(0, 100));
    expect(Buffer.from(await previewInNewWorker()).equals(first)).toBe(true);
    expect(fs.readFileSync(file).equals(whole)).toBe(true);
  }, 120_000);

  it('keeps the print artwork of the PDFs for the next worker, and draws it again when the kept JPEG is cut short', async () => {
    const piece = async () => {
      const pool = new WorkerPool({ size: 1 });
      pool.artCacheDir = dir;
      const job = { collectionId: 1, piece: 'invitation' as const, template, slug: 'a-and-b', options: { artDpi: 72 } };
      try {
        const words = { names: 'Aisha & Nikhil', eventDate: '2027-02-20', venue: 'The Leela Palace' };
        const files = await pool.run('order-piece', { ...job, words }, { timeMs: 60_000 });
        return Buffer.from(files.find((file) => file.format === 'pdf')!.bytes);
      } finally {
        await pool.close();
      }
    };
    const first = await piece();
    const [jpeg] = kept('.jpg');
    expect(jpeg).toBeDefined();
    const file = path.join(dir, jpeg!);
    const whole = fs.readFileSync(file);
    // PDFKit places a JPEG in the PDF as it is.
    expect(first.includes(whole)).toBe(true);

    // Another JPEG under the kept name is what the next worker's PDF carries.
    const { width, height } = await sharp(whole).metadata();
    const green = await sharp({ create: { width: width!, height: height!, channels: 3, background: '#00a000' } })
      .jpeg()
      .toBuffer();
    fs.writeFileSync(file, green);
    expect((await piece()).includes(green)).toBe(true);

    // Cut short, it is drawn again and kept whole.
    fs.writeFileSync(file, whole.subarray(0, whole.length - 10));
    expect((await piece()).includes(whole)).toBe(true);
    expect(fs.readFileSync(file).equals(whole)).toBe(true);
  }, 120_000);

  it('stays within its bound, the least recently read going first, and clears what a killed worker left', async () => {
    vi.stubEnv('ART_CACHE_DIR', dir);
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await keepArt('a.png', Buffer.alloc(400));
    await keepArt('b.png', Buffer.alloc(400));
    fs.utimesSync(path.join(dir, 'a.png'), at(30), at(30));
    fs.utimesSync(path.join(dir, 'b.png'), at(20), at(20));
    // Reading a marks it recently used: b is now the oldest.
    expect((await readKeptArt('a.png'))?.length).toBe(400);
    fs.writeFileSync(path.join(dir, '.writing-old'), 'x');
    fs.utimesSync(path.join(dir, '.writing-old'), at(LEFTOVER_AGE_MS / 60_000 + 1), at(LEFTOVER_AGE_MS / 60_000 + 1));
    fs.writeFileSync(path.join(dir, '.writing-now'), 'x');

    await keepArt('c.png', Buffer.alloc(400), 1000);
    expect(fs.readdirSync(dir).sort()).toEqual(['.writing-now', 'a.png', 'c.png']);
    expect(await readKeptArt('b.png')).toBeUndefined();

    // Without a folder there is no disk cache at all.
    vi.stubEnv('ART_CACHE_DIR', '');
    await keepArt('d.png', Buffer.alloc(10));
    expect(await readKeptArt('a.png')).toBeUndefined();
    expect(fs.existsSync(path.join(dir, 'd.png'))).toBe(false);
  });
});
