import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { LEFTOVER_AGE_MS } from '../sweep/leftover-temp-files';

/**
 * A new worker reads in ~30 ms what took 2–5 s to rasterise. Names hash the artwork, how it is drawn
 * and RASTERISER, so a changed template or drawing code never meets an old raster. Never fails a render.
 */
export const ART_DISK_BYTES = 512 * 1024 * 1024;
const TEMP_PREFIX = '.writing-';
/** Change the first word when how artwork is rasterised changes. */
const RASTERISER = [
  'art-1',
  `resvg ${(createRequire(import.meta.url)('@resvg/resvg-js/package.json') as { version: string }).version}`,
  `sharp ${sharp.versions.sharp} vips ${sharp.versions.vips}`,
].join(' ');

export function artFileName(art: string, how: string, extension: 'png' | 'jpg'): string {
  const hash = createHash('sha1').update(`${RASTERISER}\n${how}\n`).update(art).digest('hex');
  return `${hash}.${extension}`;
}

/** None: no disk cache. */
const folder = () => process.env.ART_CACHE_DIR || undefined;

/** A read marks it recently used. */
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

/** Also what a worker killed mid-write left, once an hour old: another may be writing its file right now. */
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
