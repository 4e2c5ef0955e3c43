import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { imageFilesFor } from '~/.server/images/image-files';
import { ingestImage } from '~/.server/images/ingest';
import { ingestStaticArtwork } from '~/.server/images/static-artwork';
import { resolveImages } from '~/.server/images/views';
import { IMMUTABLE_CACHE } from '~/.server/images/image-responses';
import type { Services } from '~/.server/boot/services';
import { loader } from '~/routes/images/image';
import { gradientPng } from '../support/image-fixtures';
import { testContext, testServices } from '../support/services';
import { createTestDb, engines, type TestDb } from '../support/test-db';

describe.each(engines)('serving images on %s', (engine) => {
  let t: TestDb;
  let services: Services;
  let dir: string;
  beforeEach(async () => {
    t = await createTestDb(engine);
    services = testServices(t);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-serving-'));
  });
  afterEach(async () => {
    await t.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(services.config.DATA_DIR, { recursive: true, force: true });
  });
  const deps = () => ({ db: t.db, files: imageFilesFor(services) });

  async function ingested(width = 700, height = 875) {
    const upload = path.join(dir, `art-${width}.png`);
    await gradientPng(upload, width, height);
    const result = await ingestImage(deps(), { path: upload, name: 'art.png' });
    if (!result.ok) throw new Error(result.message);
    return result.image;
  }

  const get = async (hash: string, file: string): Promise<Response> => {
    const request = new Request(`http://127.0.0.1/images/${hash}/${file}`);
    try {
      return await loader({ request, params: { hash, file }, context: testContext(services) });
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  };

  it('streams each variant with its type, its length, nosniff and a year of immutable caching', async () => {
    const image = await ingested();
    for (const [file, type, format, width] of [
      ['320.avif', 'image/avif', 'heif', 320],
      ['640.webp', 'image/webp', 'webp', 640],
      ['960.jpg', 'image/jpeg', 'jpeg', 700],
    ] as const) {
      const response = await get(image.hash, file);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe(type);
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('Cache-Control')).toBe(IMMUTABLE_CACHE);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get('Content-Length')).toBe(String(bytes.length));
      const metadata = await sharp(bytes).metadata();
      expect([metadata.format, metadata.width]).toEqual([format, width]);
    }
    // The second request is the stored file, byte for byte.
    const again = await get(image.hash, '640.webp');
    expect(again.status).toBe(200);
  });

  it('answers 404, never a 500, to anything that is not a known image, width and format', async () => {
    const image = await ingested(400, 500);
    const unknown = 'a'.repeat(64);
    const cases: [string, string][] = [
      [unknown, '320.jpg'],
      [image.hash, '321.jpg'],
      [image.hash, '0320.jpg'],
      [image.hash, '320.gif'],
      [image.hash, '320.JPG'],
      [image.hash, '320.jpg.map'],
      [image.hash, 'original.webp'],
      [image.hash.toUpperCase(), '320.jpg'],
      [image.hash.slice(1), '320.jpg'],
      ['..', '320.jpg'],
      ['../../etc', 'passwd'],
      [`${image.hash}%00`, '320.jpg'],
      [image.hash, '99999.webp'],
      [image.hash, ''],
    ];
    for (const [hash, file] of cases) {
      const response = await get(hash, file);
      expect([hash, file, response.status]).toEqual([hash, file, 404]);
      expect(response.headers.get('Cache-Control')).toBeNull();
    }
  });

  it('resolves refs: a hash and an ingested artwork path to the image, a URL to itself, an unknown hash to nothing', async () => {
    const image = await ingested(500, 400);
    const publicDir = path.join(dir, 'public');
    fs.mkdirSync(path.join(publicDir, 'images', 'home'), { recursive: true });
    await gradientPng(path.join(publicDir, 'images', 'home', 'hero.png'), 1600, 1000);
    fs.writeFileSync(path.join(publicDir, 'images', 'home', 'notes.txt'), 'not artwork');

    expect(await ingestStaticArtwork(deps(), publicDir)).toBe(1);
    // A second start: nothing changed, nothing ingested.
    expect(await ingestStaticArtwork(deps(), publicDir)).toBe(0);

    const picture = await resolveImages(t.db, [
      image.hash,
      '/images/home/hero.png',
      '/images/elsewhere.webp',
      'https://example.com/a.jpg',
      'b'.repeat(64),
      null,
    ]);
    expect(picture(image.hash)).toEqual({ hash: image.hash, width: 500, height: 400 });
    expect(picture('/images/home/hero.png')).toMatchObject({ width: 1600, height: 1000 });
    expect(picture('/images/elsewhere.webp')).toEqual({ url: '/images/elsewhere.webp' });
    expect(picture('https://example.com/a.jpg')).toEqual({ url: 'https://example.com/a.jpg' });
    expect(picture('b'.repeat(64))).toBeNull();
    expect(picture(null)).toBeNull();
    expect(picture('')).toBeNull();

    // The artwork file changes (regenerated): the next start takes the new one, and the path follows it.
    await gradientPng(path.join(publicDir, 'images', 'home', 'hero.png'), 1200, 800);
    expect(await ingestStaticArtwork(deps(), publicDir)).toBe(1);
    expect((await resolveImages(t.db, ['/images/home/hero.png']))('/images/home/hero.png')).toMatchObject({
      width: 1200,
      height: 800,
    });
  });

  it(
    'takes the sample artwork of public/images through the pipeline, and a second start takes a moment',
    { timeout: 120_000 },
    async () => {
      const publicDir = path.resolve('public');
      const count = fs
        .readdirSync(path.join(publicDir, 'images'), { recursive: true })
        .filter((f) => /\.webp$/.test(String(f))).length;
      expect(await ingestStaticArtwork(deps(), publicDir)).toBe(count);
      const started = performance.now();
      expect(await ingestStaticArtwork(deps(), publicDir)).toBe(0);
      expect(performance.now() - started).toBeLessThan(1_000);
      const hero = (await resolveImages(t.db, ['/images/home/hero.webp']))('/images/home/hero.webp');
      expect(hero).toMatchObject({ width: 1920, height: 1200 });
    },
  );
});
