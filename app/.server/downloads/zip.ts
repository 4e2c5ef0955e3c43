import fs from 'node:fs/promises';
import { PassThrough, type Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { OrderFile } from './order-files';
import { storedFilePath } from './storage';

export const zipFileName = (orderNumber: string) => `${orderNumber}-designs.zip`;

/**
 * The ZIP of an order's files as a stream: archiver reads one file at a time and the ZIP is
 * produced as the client reads it, so memory stays flat however many collections were bought.
 * PDFs and JPGs are already compressed, so entries are stored, not deflated again.
 *
 * Every file is checked before the first byte goes out: a missing file fails the request with a
 * clear error instead of cutting a download short. If the client goes away, the archive stops.
 */
export async function orderZipStream(
  filesDir: string,
  files: Pick<OrderFile, 'storageKey' | 'zipPath'>[],
): Promise<Readable> {
  const entries = await Promise.all(
    files.map(async (file) => {
      const path = storedFilePath(filesDir, file.storageKey);
      await fs.access(path, fs.constants.R_OK);
      return { path, name: file.zipPath };
    }),
  );
  const archive = new ZipArchive({ store: true });
  // archiver's stream comes from the readable-stream package: hand out a core Node stream.
  const output = new PassThrough();
  let finished = false;
  archive.on('end', () => (finished = true));
  archive.on('warning', (error) => output.destroy(error));
  archive.on('error', (error) => output.destroy(error));
  output.on('close', () => {
    if (!finished) archive.abort();
  });
  archive.pipe(output);
  for (const entry of entries) archive.file(entry.path, { name: entry.name });
  archive.finalize().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
