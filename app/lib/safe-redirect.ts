export const MAX_REDIRECT_LENGTH = 2000;

/**
 * The shop's paths always arrive percent-encoded, so anything else is a trick: browsers drop tabs and
 * newlines from a Location and read `\` as `/`. Refused whole, never stripped, so the path checked is
 * the path followed.
 */
const PLAIN_PATH = /^\/[!-[\]-~]*$/;

/** A relative path resolved against it must stay on it. */
const BASE = new URL('https://safe-redirect.invalid');

/**
 * Returned exactly as given when it resolves to this origin as a browser parses it, and its path does
 * not start with `//`; anything else becomes `fallback`.
 */
export function safeRedirect(to: unknown, fallback = '/'): string {
  if (typeof to !== 'string' || to.length > MAX_REDIRECT_LENGTH || !PLAIN_PATH.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  return url.origin === BASE.origin && !url.pathname.startsWith('//') ? to : fallback;
}
