import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { imageFilesFor, type ImageFiles } from '~/.server/images/image-files';
import { localDiskStore } from '~/.server/storage/local-disk-store';
import { originalKey, variantKey } from '~/.server/images/image-keys';
import { ingestImage } from '~/.server/images/ingest';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '~/.server/images/limits';
import { ensureVariant } from '~/.server/images/variants';
import { IMAGE_WIDTHS, type ImageFormat } from '~/lib/images';
import { gradientPng, hasGpsTag, hugePngHeader, jpegWithGps, writeText } from '../support/image-fixtures';
import { createTestDb, engines, type TestDb } from '../support/test-db';

describe.each(engines)('image pipeline on %s', (engine) => {
  let t: TestDb;
  let dir: string;
  let files: ImageFiles;
  beforeEach(async () => {
    t = await createTestDb(engine);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-'));
    files = imageFilesFor({ files: localDiskStore(path.join(dir, 'files')) });
  });
  afterEach(async () => {
    await t.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const deps = () => ({ db: t.db, files });
  const storedFiles = () =>
    fs.existsSync(path.join(dir, 'files')) ? fs.readdirSync(path.join(dir, 'files'), { recursive: true }) : [];

  it('turns a phone JPEG upright and keeps none of its metadata: no EXIF, no GPS, in the original or any variant', async () => {
    const upload = path.join(dir, 'IMG_0042.jpg');
    await jpegWithGps(upload, 600, 400);
    const sent = await sharp(upload).metadata();
    expect(hasGpsTag(sent.exif)).toBe(true);
    expect(sent.orientation).toBe(6);

    const result = await ingestImage(deps(), { path: upload, name: 'IMG_0042.jpg' });
    if (!result.ok) throw new Error(result.message);
    // Orientation 6: the picture is 400 wide and 600 high once upright.
    expect(result.image).toMatchObject({ width: 400, height: 600 });
    expect(result.image.hash).toMatch(/^[0-9a-f]{64}$/);

    const stored = [await files.read(originalKey(result.image.hash))];
    for (const format of ['avif', 'webp', 'jpg'] as ImageFormat[]) {
      for (const width of [320, 640] as const) {
        expect(await ensureVariant(files, result.image.hash, width, format)).toBe(true);
        stored.push(await files.read(variantKey(result.image.hash, width, format)));
      }
    }
    for (const bytes of stored) {
      const metadata = await sharp(bytes!).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(hasGpsTag(bytes!)).toBe(false);
      expect(metadata.orientation ?? 1).toBe(1);
      expect(metadata.width! < metadata.height!).toBe(true);
    }
    const jpg320 = await sharp((await files.read(variantKey(result.image.hash, 320, 'jpg')))!).metadata();
    expect([jpg320.format, jpg320.width, jpg320.height]).toEqual(['jpeg', 320, 480]);
    // 640 is wider than the picture: that variant is the picture at its own width, never upscaled.
    const avif640 = await sharp((await files.read(variantKey(result.image.hash, 640, 'avif')))!).metadata();
    expect([avif640.format, avif640.compression, avif640.width, avif640.height]).toEqual(['heif', 'av1', 400, 600]);
  });

  it('refuses a PNG that claims 20,000 × 20,000 pixels at once, from its header, and keeps nothing', async () => {
    const upload = path.join(dir, 'poster.png');
    hugePngHeader(upload);
    expect(fs.statSync(upload).size).toBeLessThan(100_000);
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const result = await ingestImage(deps(), { path: upload, name: 'poster.png' });
    // Decoding it would take 1.2 GB and many seconds; reading its header takes neither.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    expect(result).toEqual({ ok: false, message: IMAGE_MESSAGES.tooManyPixels('poster.png', 20_000, 20_000) });
    expect(result.ok || result.message).toContain('20,000 × 20,000 pixels; images may have at most 40 megapixels');
    expect(storedFiles()).toEqual([]);
    expect(await t.db.selectFrom('images').selectAll().execute()).toEqual([]);
  });

  it('refuses a text file named .jpg, an empty file, a file over 10 MB and an SVG, each with its message', async () => {
    const cases: [string, string, string][] = [
      [
        writeText(dir, 'photo.jpg', 'this is not a picture, only words\n'),
        'photo.jpg',
        IMAGE_MESSAGES.notAnImage('photo.jpg'),
      ],
      [writeText(dir, 'empty.png', ''), 'empty.png', IMAGE_MESSAGES.empty('empty.png')],
      [
        writeText(dir, 'vector.png', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
        'vector.png',
        IMAGE_MESSAGES.notAnImage('vector.png'),
      ],
    ];
    const big = path.join(dir, 'big.jpg');
    fs.writeFileSync(big, Buffer.alloc(MAX_IMAGE_BYTES + 1, 0xff));
    cases.push([big, 'C:\\Users\\me\\big.jpg', IMAGE_MESSAGES.tooLarge('big.jpg')]);
    for (const [file, name, message] of cases) {
      expect(await ingestImage(deps(), { path: file, name })).toEqual({ ok: false, message });
    }
    expect(IMAGE_MESSAGES.notAnImage('photo.jpg')).toBe(
      '“photo.jpg” is not an image we can use. Please choose a JPEG, PNG, WebP or AVIF image.',
    );
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a JPEG cut short with a message, not an exception', async () => {
    const whole = path.join(dir, 'whole.jpg');
    await gradientPng(path.join(dir, 'g.png'), 800, 600);
    await sharp(path.join(dir, 'g.png')).jpeg().toFile(whole);
    const cut = path.join(dir, 'cut.jpg');
    const bytes = fs.readFileSync(whole);
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect(await ingestImage(deps(), { path: cut, name: 'cut.jpg' })).toEqual({
      ok: false,
      message: IMAGE_MESSAGES.unreadable('cut.jpg'),
    });
  });

  it('stores the same picture once, however often it is sent and whatever its metadata', async () => {
    const first = path.join(dir, 'a.jpg');
    await jpegWithGps(first);
    const second = path.join(dir, 'b.jpg');
    fs.copyFileSync(first, second);
    const one = await ingestImage(deps(), { path: first, name: 'a.jpg' });
    const two = await ingestImage(deps(), { path: second, name: 'b.jpg' });
    if (!one.ok || !two.ok) throw new Error('refused');
    expect(two.image).toEqual(one.image);
    expect([one.isNew, two.isNew]).toEqual([true, false]);
    expect(await t.db.selectFrom('images').select('hash').execute()).toEqual([{ hash: one.image.hash }]);
    expect(storedFiles().filter((f) => String(f).endsWith('original.webp'))).toHaveLength(1);
  });

  it('makes a variant once under concurrent requests; an unknown hash has none', async () => {
    const upload = path.join(dir, 'art.png');
    await gradientPng(upload, 1000, 1250);
    const result = await ingestImage(deps(), { path: upload, name: 'art.png' });
    if (!result.ok) throw new Error(result.message);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => ensureVariant(files, result.image.hash, 960, 'webp')),
    );
    expect(answers).toEqual([true, true, true, true, true, true]);
    const variant = await sharp((await files.read(variantKey(result.image.hash, 960, 'webp')))!).metadata();
    expect([variant.format, variant.width, variant.height]).toEqual(['webp', 960, 1200]);
    expect(await ensureVariant(files, 'f'.repeat(64), 320, 'jpg')).toBe(false);
    expect(IMAGE_WIDTHS).toEqual([320, 640, 960, 1280, 1920]);
  });
});
