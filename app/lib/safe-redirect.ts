/**
 * A local path to go to (after signing in, after a cart change); anything else becomes `fallback`.
 * Refuses absolute URLs, protocol-relative `//host` and the `/\host` that browsers read as one.
 */
export function safeRedirect(to: unknown, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback;
  return to;
}
