/** Longer paths are not ours: no page of the shop has one. */
export const MAX_REDIRECT_LENGTH = 2000;

/**
 * A local path to go to (after signing in, after a cart change); anything else becomes `fallback`.
 * Refuses absolute URLs, protocol-relative `//host`, the `/\host` that browsers read as one,
 * and paths too long to be the shop's.
 */
export function safeRedirect(to: unknown, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback;
  return to.length > MAX_REDIRECT_LENGTH ? fallback : to;
}
