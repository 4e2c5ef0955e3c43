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

/** Connections being closed after an answer (see closeAfterAnswer). */
const closingConnections = new WeakSet<Socket>();

/**
 * True for a request that arrived on a connection the server is closing: a client that did not
 * wait for the refusal before sending its next request (pipelining, or a keep-alive reuse racing
 * the close). Its answer could never be sent, so it must not be served at all: served, it would
 * write (a sign-in code, an order) and the client would never learn of it.
 */
export function arrivedOnClosingConnection(req: IncomingMessage): boolean {
  return closingConnections.has(req.socket);
}

/**
 * Closes the connection of a request whose body will not be read to its end, once its answer has
 * gone out. Called before the answer is sent: the answer says `Connection: close`, so the client
 * sends its next request on a new connection (without it, a keep-alive client sends it on this one,
 * which is half-closed: the request is served and its answer lost). Reading stops and the
 * connection is half-closed, so the client reads the answer and the end of the stream. Closing it
 * outright at once would make the client's network stack drop that answer (the reset arrives
 * before the client has read it); it is closed outright a few seconds later.
 */
export function closeAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete || req.destroyed) return;
  const socket = req.socket as Socket & { destroySoon?: () => void };
  closingConnections.add(socket);
  res.setHeader('Connection', 'close');
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    req.pause();
    socket.end();
    setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
  };
  // Node closes the connection outright after an answer that says `Connection: close`, which is
  // the reset above: it is ended gently instead.
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

/** What an upload's body stream fails with once it passes its cap (see cappedBodyStream). */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`The body is longer than ${maxBytes} bytes`);
  }
}

export const isBodyTooLarge = (error: unknown): error is BodyTooLargeError =>
  error instanceof BodyTooLargeError || (error as { name?: unknown } | null)?.name === 'BodyTooLargeError';

export interface CappedStream {
  /** The body as its reader asks for it, chunk by chunk; it fails with BodyTooLargeError past `maxBytes`. */
  body: ReadableStream<Uint8Array>;
  /** True once the whole body was read (false when its reader stopped early, or it was too large). */
  readToEnd(): boolean;
}

/**
 * A request body for a route that reads it as a stream (an upload): nothing is read before the
 * route asks for it, and only as fast as it asks (one network chunk at a time), so memory stays
 * flat however large the body. Past `maxBytes` reading stops and the stream fails with
 * BodyTooLargeError; the front door then closes the connection once the answer is out.
 */
export function cappedBodyStream(req: IncomingMessage, maxBytes: number): CappedStream {
  let size = 0;
  let ended = false;
  // Not destroyed when its reader stops early: the connection still carries the answer.
  const chunks = req.iterator({ destroyOnReturn: false });
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) {
          ended = true;
          controller.close();
          return;
        }
        const chunk = next.value as Buffer;
        size += chunk.byteLength;
        if (size > maxBytes) {
          req.pause();
          controller.error(new BodyTooLargeError(maxBytes));
          return;
        }
        controller.enqueue(chunk);
      },
      cancel() {
        req.pause();
      },
    },
    { highWaterMark: 0 },
  );
  return { body, readToEnd: () => ended };
}
