import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { compressibleType } from './compressible';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A compressed copy would save less than a packet. */
const MIN_BYTES = 256;

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Build time: writes `.br` and `.gz` beside each compressible file, when smaller. */
export async function precompressFolder(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = (await listFiles(dir)).filter((file) => compressibleType(file));
  await Promise.all(
    files.map(async (file) => {
      const bytes = await fs.readFile(file);
      if (bytes.byteLength < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        }),
        gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.byteLength >= bytes.byteLength || gz.byteLength >= bytes.byteLength) return;
      await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
      result.files += 1;
      result.bytes += bytes.byteLength;
      result.brotliBytes += br.byteLength;
      result.gzipBytes += gz.byteLength;
    }),
  );
  return result;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return listFiles(full);
        return Promise.resolve(entry.isFile() ? [full] : []);
      }),
  );
  return nested.flat();
}
