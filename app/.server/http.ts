/** Small helpers for reading requests in loaders and actions. */

/** A positive whole number from a search or route parameter, or null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}

export function notFound(message = 'Not Found'): Response {
  return new Response(message, { status: 404, statusText: 'Not Found' });
}

/** True when the request says its body is larger than `maxBytes` (refuse it before reading). */
export function declaresMoreThan(request: Request, maxBytes: number): boolean {
  return Number(request.headers.get('Content-Length') ?? 0) > maxBytes;
}
