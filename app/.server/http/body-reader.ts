import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface CappedBody {
  bytes: Buffer;
  complete: boolean;
}

/** Stops at `maxBytes` whatever the request declares: a chunked body declares no length, and a declared one may lie. */
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

const CLOSE_GRACE_MS = 5_000;

const closingConnections = new WeakSet<Socket>();

/** A request on a connection being closed could never get its answer, so it must not be served (and write) at all. */
export function arrivedOnClosingConnection(req: IncomingMessage): boolean {
  return closingConnections.has(req.socket);
}

/** Half-closed first, outright a few seconds later: a reset at once would make the client drop the answer. */
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
  // Node would reset the connection after `Connection: close`: it is ended gently instead.
  socket.destroySoon = end;
  if (res.writableFinished) end();
  else res.once('finish', end);
}

export function wholeFieldsOf(cut: Buffer): Buffer {
  const lastSeparator = cut.lastIndexOf('&'.charCodeAt(0));
  return cut.subarray(0, Math.max(lastSeparator, 0));
}

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`The body is longer than ${maxBytes} bytes`);
  }
}

export const isBodyTooLarge = (error: unknown): error is BodyTooLargeError =>
  error instanceof BodyTooLargeError || (error as { name?: unknown } | null)?.name === 'BodyTooLargeError';

export interface CappedStream {
  body: ReadableStream<Uint8Array>;
  readToEnd(): boolean;
}

/** Read only as fast as the route asks, so memory stays flat however large the body. */
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
