import type { ServerResponse } from 'node:http';
import zlib from 'node:zlib';

type Flushable = ServerResponse & { flush?: () => void };

/**
 * How long a gzip or deflate stream must stay quiet before `res.flush()` when its compressor is
 * out of reach (see compressorOf): that flush (Node's Z_FULL_FLUSH) also empties the dictionary
 * and costs about a kilobyte, so it is kept for a real wait (a deferred loader), not React's
 * pauses of a few milliseconds between parts of one render.
 */
export const GZIP_FLUSH_AFTER_MS = 25;

/**
 * Writes a streamed body to Node's response. The compression middleware (server.mjs) gives the
 * response a `flush()` that ends a compressed block; flushing after every chunk, as
 * @remix-run/node's writeReadableStreamToWritable does, made served gzip pages 2–12× bigger than
 * the same HTML compressed whole. Here chunks are written as they come and flushed only when the
 * stream pauses, on the next macrotask after a burst, with a flush that keeps the compressor's
 * state (brotli's own; Z_SYNC_FLUSH for gzip), so a flush costs a few bytes. The shell of a
 * page with a deferred part still reaches the browser before that part is ready. Backpressure is
 * respected; when the client goes away the body is cancelled.
 */
export async function writeStreamedBody(body: ReadableStream<Uint8Array>, res: Flushable): Promise<void> {
  const reader = body.getReader();
  const flusher = pauseFlusher(res);
  let wakeUp: (() => void) | undefined;
  const resume = () => wakeUp?.();
  res.on('drain', resume);
  res.on('close', resume);
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) {
        await reader.cancel();
        return;
      }
      if (!res.write(value) && !res.destroyed) await new Promise<void>((resolve) => (wakeUp = resolve));
      wakeUp = undefined;
      flusher.wrote();
    }
    flusher.cancel();
    res.end();
  } catch (error) {
    flusher.cancel();
    res.destroy(error as Error);
    throw error;
  } finally {
    res.off('drain', resume);
    res.off('close', resume);
  }
}

/**
 * The compressor the compression middleware (1.8.1) writes the response through, or null: it hands
 * `drain` listeners to that stream and returns what the stream's `on` returns, the stream itself.
 * With it a gzip stream can be flushed with Z_SYNC_FLUSH, which ends a block but keeps the
 * dictionary (a few bytes), where `res.flush()` uses Z_FULL_FLUSH (about a kilobyte each).
 */
function compressorOf(res: Flushable): zlib.Gzip | zlib.Deflate | null {
  const noop = () => {};
  const returned: unknown = res.on('drain', noop);
  if (returned === res) {
    res.off('drain', noop);
    return null;
  }
  if (returned instanceof zlib.Gzip || returned instanceof zlib.Deflate) {
    returned.off('drain', noop);
    return returned;
  }
  return null;
}

/** Flushes what the compressor holds once the writes stop for a moment (see writeStreamedBody). */
function pauseFlusher(res: Flushable) {
  let immediate: NodeJS.Immediate | undefined;
  let timeout: NodeJS.Timeout | undefined;
  let compressor: zlib.Gzip | zlib.Deflate | null | undefined;
  const flush = () => {
    immediate = timeout = undefined;
    if (res.destroyed) return;
    if (compressor) compressor.flush(zlib.constants.Z_SYNC_FLUSH);
    else res.flush?.();
  };
  const cancel = () => {
    if (immediate) clearImmediate(immediate);
    if (timeout) clearTimeout(timeout);
    immediate = timeout = undefined;
  };
  return {
    wrote() {
      // Nothing to flush: not compressed here (no middleware, or a body that came compressed).
      if (!res.flush) return;
      const encoding = String(res.getHeader('Content-Encoding') ?? 'identity').toLowerCase();
      if (encoding === 'identity') return;
      if (encoding !== 'br') compressor ??= compressorOf(res);
      if (encoding === 'br' || compressor) {
        immediate ??= setImmediate(flush);
      } else {
        // A compressor out of reach: only a real wait is worth its full flush.
        if (timeout) clearTimeout(timeout);
        timeout = setTimeout(flush, GZIP_FLUSH_AFTER_MS);
      }
    },
    cancel,
  };
}
