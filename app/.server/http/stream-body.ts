import type { ServerResponse } from 'node:http';
import zlib from 'node:zlib';

type Flushable = ServerResponse & { flush?: () => void };

/** Z_FULL_FLUSH costs about a kilobyte, so it waits for a real pause, not React's short ones. */
export const GZIP_FLUSH_AFTER_MS = 25;

/** Flushing after every chunk (as @remix-run/node does) made gzip pages 2–12× bigger; here only on a pause. */
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

/** Relies on compression 1.8.1 returning its stream from `on`; Z_SYNC_FLUSH keeps the dictionary. */
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
      if (!res.flush) return;
      const encoding = String(res.getHeader('Content-Encoding') ?? 'identity').toLowerCase();
      if (encoding === 'identity') return;
      if (encoding !== 'br') compressor ??= compressorOf(res);
      if (encoding === 'br' || compressor) {
        immediate ??= setImmediate(flush);
      } else {
        if (timeout) clearTimeout(timeout);
        timeout = setTimeout(flush, GZIP_FLUSH_AFTER_MS);
      }
    },
    cancel,
  };
}
