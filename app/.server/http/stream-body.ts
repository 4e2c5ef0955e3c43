import type { ServerResponse } from 'node:http';

type Flushable = ServerResponse & { flush?: () => void };

/**
 * How long a gzip or deflate stream must stay quiet before what it holds is flushed: their flush
 * (Node's Z_FULL_FLUSH, which the compression middleware uses) also empties the dictionary and
 * costs about a kilobyte, so it is kept for a real wait (a deferred loader), not React's pauses of
 * a few milliseconds between parts of one render.
 */
export const GZIP_FLUSH_AFTER_MS = 25;

/**
 * Writes a streamed body to Node's response. The compression middleware (server.mjs) gives the
 * response a `flush()` that ends a compressed block; flushing after every chunk, as
 * @remix-run/node's writeReadableStreamToWritable does, made served gzip pages 2–12× bigger than
 * the same HTML compressed whole. Here chunks are written as they come and flushed only when the
 * stream pauses: a brotli stream (whose flush keeps its state and costs a few bytes) on the next
 * macrotask after a burst, a gzip stream after GZIP_FLUSH_AFTER_MS without a chunk. The shell of a
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

/** Calls `res.flush()` once the writes stop for a moment (see writeStreamedBody). */
function pauseFlusher(res: Flushable) {
  let immediate: NodeJS.Immediate | undefined;
  let timeout: NodeJS.Timeout | undefined;
  const flush = () => {
    immediate = timeout = undefined;
    if (!res.destroyed) res.flush?.();
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
      if (encoding === 'br') {
        immediate ??= setImmediate(flush);
      } else {
        if (timeout) clearTimeout(timeout);
        timeout = setTimeout(flush, GZIP_FLUSH_AFTER_MS);
      }
    },
    cancel,
  };
}
