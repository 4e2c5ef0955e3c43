import yauzl from 'yauzl';

export interface ZipEntry {
  bytes: Buffer;
  /** 0: stored, 8: deflated. */
  compressionMethod: number;
}

/** Every entry of a ZIP file, by name, read with yauzl (an independent reader, not the writer's library). */
export function readZip(file: string): Promise<Map<string, ZipEntry>> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, ZipEntry>();
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, { bytes: Buffer.concat(chunks), compressionMethod: entry.compressionMethod });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
