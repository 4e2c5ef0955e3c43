import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ingestImage, type ImageDeps } from './ingest';
import { listImageSources, saveImageSource } from './records';

const ARTWORK_EXTENSIONS = new Set(['.webp', '.jpg', '.jpeg', '.png', '.avif']);

/**
 * The site's own artwork through the upload pipeline, so pages show it as variants like any upload.
 * Quick to repeat: an unchanged file is skipped after hashing.
 */
export async function ingestStaticArtwork(deps: ImageDeps, publicDir: string, folder = 'images'): Promise<number> {
  const root = path.join(publicDir, folder);
  const files = await listFiles(root).catch(() => []);
  const known = await listImageSources(deps.db);
  let ingested = 0;
  for (const file of files) {
    if (!ARTWORK_EXTENSIONS.has(path.extname(file).toLowerCase())) continue;
    const webPath = `/${folder}/${path.relative(root, file).split(path.sep).join('/')}`;
    const fileSha256 = crypto
      .createHash('sha256')
      .update(await fs.readFile(file))
      .digest('hex');
    if (known.get(webPath) === fileSha256) continue;
    const result = await ingestImage(deps, { path: file, name: path.basename(file) });
    if (!result.ok) {
      console.warn(`Images: ${webPath} was not ingested: ${result.message}`);
      continue;
    }
    await saveImageSource(deps.db, { path: webPath, fileSha256, imageHash: result.image.hash });
    ingested += 1;
  }
  return ingested;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return listFiles(full);
        return Promise.resolve(entry.isFile() ? [full] : []);
      }),
  );
  return nested.flat();
}
