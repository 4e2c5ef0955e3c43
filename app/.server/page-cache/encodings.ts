import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { chosenEncoding } from '../static/precompressed-files';

/**
 * Pages without holes are compressed once at the best ratio; pages with holes have their fixed parts
 * deflated once (`spliced-gzip.ts`), or are compressed fast per serve for a client without gzip.
 */
export type Coding = 'br' | 'gzip' | 'identity';

const STORED: ReadonlySet<'br' | 'gzip'> = new Set(['br', 'gzip']);

export function codingFor(acceptEncoding: string | null): Coding {
  return chosenEncoding(acceptEncoding ?? undefined, STORED);
}

const GZIP_ONLY: ReadonlySet<'gzip'> = new Set(['gzip']);

/** A page with holes is served as spliced gzip whenever the client takes gzip at all. */
export const acceptsGzip = (acceptEncoding: string | null) =>
  chosenEncoding(acceptEncoding ?? undefined, GZIP_ONLY) === 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const brotliParams = (quality: number, size: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

export async function compressForStore(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([brotli(body, brotliParams(11, body.length)), gzip(body, { level: 9 })]);
  return { br, gzip: gz };
}

export function compressNow(body: Buffer, coding: Coding): Buffer {
  if (coding === 'br') return zlib.brotliCompressSync(body, brotliParams(4, body.length));
  if (coding === 'gzip') return zlib.gzipSync(body, { level: 6 });
  return body;
}
