import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { FileStore } from '../storage/file-store';
import type { OrderFile } from './order-files';

export const zipFileName = (orderNumber: string) => `${orderNumber}-designs.zip`;

/**
 * The ZIP of an order's files as a stream: each file is read from the store only when the one
 * before it is in the archive, and the ZIP is produced as the client reads it, so memory stays
 * flat however many collections were bought (and only one download from the store is open at a
 * time). PDFs and JPGs are already compressed, so entries are stored, not deflated again.
 *
 * Every file is checked before the first byte goes out: a missing file fails the request with a
 * clear error instead of cutting a download short. If the client goes away, the archive stops.
 */
export async function orderZipStream(
  store: FileStore,
  files: Pick<OrderFile, 'storageKey' | 'zipPath'>[],
): Promise<Readable> {
  const present = await Promise.all(files.map((file) => store.has(file.storageKey)));
  const missing = files.filter((_, i) => !present[i]).map((file) => file.storageKey);
  if (missing.length) throw new Error(`Missing from the file store: ${missing.join(', ')}`);

  const archive = new ZipArchive({ store: true });
  // archiver's stream comes from the readable-stream package: hand out a core Node stream.
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
