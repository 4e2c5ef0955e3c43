import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { chosenEncoding } from '../static/precompressed-files';

/**
 * Compression of cached pages. A page without holes is compressed once, when it is kept, at the
 * best ratio (brotli 11, gzip 9), off the event loop (zlib's thread pool); every serve sends those
 * bytes as they are. A page with holes differs per serve, so it is filled and then compressed
 * fast (brotli 4, gzip 6: about a millisecond for a 60 KB page).
 */
export type Coding = 'br' | 'gzip' | 'identity';

const STORED: ReadonlySet<'br' | 'gzip'> = new Set(['br', 'gzip']);

/**
 * The coding to send, as the request's Accept-Encoding allows: negotiated as for the build's
 * precompressed files (brotli first on a tie, identity when neither is taken).
 */
export function codingFor(acceptEncoding: string | null): Coding {
  return chosenEncoding(acceptEncoding ?? undefined, STORED);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const brotliParams = (quality: number, size: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** Both stored codings of a page, made once in the background. */
export async function compressForStore(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([brotli(body, brotliParams(11, body.length)), gzip(body, { level: 9 })]);
  return { br, gzip: gz };
}

/** One coding, now (a page filled for this serve, or one whose stored codings are not made yet). */
export function compressNow(body: Buffer, coding: Coding): Buffer {
  if (coding === 'br') return zlib.brotliCompressSync(body, brotliParams(4, body.length));
  if (coding === 'gzip') return zlib.gzipSync(body, { level: 6 });
  return body;
}
