/** Small helpers for answering and reading requests in loaders and actions. */

export function notFound(message = 'Not Found'): Response {
  return new Response(message, { status: 404, statusText: 'Not Found' });
}

/** True when the request says its body is larger than `maxBytes` (refuse it before reading). */
export function declaresMoreThan(request: Request, maxBytes: number): boolean {
  return Number(request.headers.get('Content-Length') ?? 0) > maxBytes;
}

/**
 * The request body as text, read up to `maxBytes`; null when it is longer (413). A declared
 * Content-Length over the limit is refused before reading; a chunked body, which declares none,
 * is counted as it arrives and cut off at the limit (the stream is cancelled, which closes the
 * connection, so an endless upload costs nothing).
 */
export async function readBodyUpTo(request: Request, maxBytes: number): Promise<string | null> {
  if (declaresMoreThan(request, maxBytes)) return null;
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
