import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface CappedBody {
  /** At most `maxBytes` bytes: the whole body, or its beginning. */
  bytes: Buffer;
  /** False when the body was longer than `maxBytes` (the rest was not read). */
  complete: boolean;
}

/**
 * Reads a request body as it arrives and stops at `maxBytes`, whatever the request declares:
 * a chunked body declares no length, and a declared one may lie. Memory stays under
 * `maxBytes` plus one network chunk. Rejects when the client goes away mid-body.
 */
export function readCappedBody(req: IncomingMessage, maxBytes: number): Promise<CappedBody> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (complete: boolean) => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      resolve({ bytes: Buffer.concat(chunks).subarray(0, maxBytes), complete });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.byteLength;
      if (size > maxBytes) {
        req.pause();
        finish(false);
      }
    };
    const onEnd = () => finish(true);
    const onError = (error: Error) => reject(error);
    const onClose = () => {
      if (!req.complete) reject(new Error('The client closed the connection before the body ended'));
    };
    req.on('data', onData).once('end', onEnd).once('error', onError).once('close', onClose);
  });
}

/** How long a client gets to read a refusal before its connection is closed outright. */
const CLOSE_GRACE_MS = 5_000;

/**
 * Ends a request whose body was not read to its end, once its answer has gone out: reading stops
 * and the connection is half-closed, so the client reads the answer and the end of the stream.
 * Closing it outright at once would make the client's network stack drop that answer (the reset
 * arrives before the client has read it); it is closed outright a few seconds later.
 */
export function endAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete || req.destroyed) return;
  const socket = req.socket as Socket & { destroySoon?: () => void };
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    req.pause();
    socket.end();
    setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
  };
  // Node closes the connection outright after the last answer on it (a client that asked for
  // `Connection: close`), which is the reset above: it is ended gently instead.
  socket.destroySoon = end;
  if (res.writableFinished) end();
  else res.once('finish', end);
}

/**
 * The complete `name=value` pairs at the start of a cut-off url-encoded body: what a form can
 * still show of what was typed. The pair the cut fell in is dropped.
 */
export function wholeFieldsOf(cut: Buffer): Buffer {
  const lastSeparator = cut.lastIndexOf('&'.charCodeAt(0));
  return cut.subarray(0, Math.max(lastSeparator, 0));
}
