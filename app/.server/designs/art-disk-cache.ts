import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { LEFTOVER_AGE_MS } from '../sweep/leftover-temp-files';

/**
 * Rasterised artwork kept on disk, in ART_CACHE_DIR (DATA_DIR/cache/art unless set): a new worker
 * process, after a restart or after the last one went idle, reads in about 30 ms what took 2–5 s
 * to rasterise (a collection's watercolours at 1800 px). Files are named by a hash of the artwork,
 * how it is drawn and the rasteriser (RASTERISER), so a changed template or a new version of the
 * drawing code never meets an old raster; each is written whole (a
 * temporary file, then renamed), so a reader never sees half of one, whichever instance wrote it.
 * At most ART_DISK_BYTES in all: past it, the least recently read go. A cache never fails a
 * render: a file that cannot be read or written is drawn again.
 */
export const ART_DISK_BYTES = 512 * 1024 * 1024;
const TEMP_PREFIX = '.writing-';
/** Change the first word when how artwork is rasterised changes (../designs/render-image.ts, render-pdf.ts). */
const RASTERISER = [
  'art-1',
  `resvg ${(createRequire(import.meta.url)('@resvg/resvg-js/package.json') as { version: string }).version}`,
  `sharp ${sharp.versions.sharp} vips ${sharp.versions.vips}`,
].join(' ');

/** The kept file's name for `art` drawn as `how` (its size, paper…), ending in `extension`. */
export function artFileName(art: string, how: string, extension: 'png' | 'jpg'): string {
  const hash = createHash('sha1').update(`${RASTERISER}\n${how}\n`).update(art).digest('hex');
  return `${hash}.${extension}`;
}

/** The folder, as the worker processes are given it (../worker-pool/worker-pool.ts); none, no disk cache. */
const folder = () => process.env.ART_CACHE_DIR || undefined;

/** The kept bytes of `name`, or undefined. A read marks it recently used. */
export async function readKeptArt(name: string): Promise<Buffer | undefined> {
  const dir = folder();
  if (!dir) return undefined;
  const file = path.join(dir, name);
  try {
    const bytes = await fs.readFile(file);
    const now = new Date();
    await fs.utimes(file, now, now).catch(() => {});
    return bytes;
  } catch {
    return undefined;
  }
}

/** Keeps `bytes` as `name`, then trims the folder to its bound. */
export async function keepArt(name: string, bytes: Buffer, maxBytes = ART_DISK_BYTES): Promise<void> {
  const dir = folder();
  if (!dir) return;
  const temp = path.join(dir, `${TEMP_PREFIX}${randomUUID()}`);
  try {
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(temp, bytes);
    await fs.rename(temp, path.join(dir, name));
    await trim(dir, maxBytes);
  } catch {
    await fs.rm(temp, { force: true }).catch(() => {});
  }
}

/**
 * Removes the least recently read files until the folder holds at most `maxBytes`, and what a
 * worker killed mid-write left (an hour old: another may be writing its file right now).
 */
async function trim(dir: string, maxBytes: number) {
  const files = [];
  const now = Date.now();
  for (const name of await fs.readdir(dir)) {
    const stat = await fs.stat(path.join(dir, name)).catch(() => undefined);
    if (!stat?.isFile()) continue;
    if (!name.startsWith(TEMP_PREFIX)) files.push({ name, size: stat.size, used: stat.mtimeMs });
    else if (now - stat.mtimeMs >= LEFTOVER_AGE_MS) await fs.rm(path.join(dir, name), { force: true });
  }
  let total = files.reduce((sum, file) => sum + file.size, 0);
  files.sort((a, b) => a.used - b.used);
  for (const file of files) {
    if (total <= maxBytes) break;
    await fs.rm(path.join(dir, file.name), { force: true });
    total -= file.size;
  }
}
