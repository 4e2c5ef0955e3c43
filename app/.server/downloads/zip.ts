import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { FileStore } from '../storage/file-store';
import type { OrderFile } from './order-files';

export const zipFileName = (orderNumber: string) => `${orderNumber}-designs.zip`;

/**
 * Each file is read only when the one before is in the archive, so memory stays flat. PDFs and JPGs
 * are stored, not deflated. Every file is checked first, so a missing one fails before any byte goes out.
 */
export async function orderZipStream(
  store: FileStore,
  files: Pick<OrderFile, 'storageKey' | 'zipPath'>[],
): Promise<Readable> {
  const present = await Promise.all(files.map((file) => store.has(file.storageKey)));
  const missing = files.filter((_, i) => !present[i]).map((file) => file.storageKey);
  if (missing.length) throw new Error(`Missing from the file store: ${missing.join(', ')}`);

  const archive = new ZipArchive({ store: true });
  // archiver's stream comes from readable-stream: hand out a core Node stream.
  const output = new PassThrough();
  const stopped = new AbortController();
  let finished = false;
  let reading: Readable | undefined;
  archive.on('end', () => (finished = true));
  archive.on('warning', (error) => output.destroy(error));
  archive.on('error', (error) => output.destroy(error));
  output.on('close', () => {
    stopped.abort();
    if (!finished) archive.abort();
    reading?.destroy();
  });
  archive.pipe(output);

  const addAll = async () => {
    for (const file of files) {
      const stored = await store.read(file.storageKey);
      if (!stored) throw new Error(`Missing from the file store: ${file.storageKey}`);
      if (stopped.signal.aborted) return void stored.body.destroy();
      const added = once(archive, 'entry', { signal: stopped.signal });
      reading = stored.body;
      archive.append(stored.body, { name: file.zipPath });
      await added;
    }
    await archive.finalize();
  };
  addAll().catch((error: unknown) => {
    if (!stopped.signal.aborted) output.destroy(error as Error);
  });
  return output;
}
