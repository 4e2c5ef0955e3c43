/** Small helpers for answering and reading requests in loaders and actions. */

export function notFound(message = 'Not Found'): Response {
  return new Response(message, { status: 404, statusText: 'Not Found' });
}

/** True when the request says its body is larger than `maxBytes` (refuse it before reading). */
export function declaresMoreThan(request: Request, maxBytes: number): boolean {
  return Number(request.headers.get('Content-Length') ?? 0) > maxBytes;
}

/**
 * The posted form, for actions whose forms are a few short fields. A post declaring more than
 * `maxBytes`, or a body that is no form at all (made by hand), is refused with a 413 or a 400
 * Response (thrown), never a 500.
 */
export async function readFormData(request: Request, maxBytes: number): Promise<FormData> {
  if (declaresMoreThan(request, maxBytes)) throw new Response('Payload Too Large', { status: 413 });
  try {
    return await request.formData();
  } catch {
    throw new Response('Bad Request', { status: 400 });
  }
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
