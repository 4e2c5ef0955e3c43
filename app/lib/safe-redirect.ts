export const MAX_REDIRECT_LENGTH = 2000;

/** The shop's paths arrive percent-encoded, so anything else is a trick; refused whole, never stripped. */
const PLAIN_PATH = /^\/[!-[\]-~]*$/;

/** A relative path resolved against it must stay on it. */
const BASE = new URL('https://safe-redirect.invalid');

/** Only paths that resolve to this origin as a browser parses them, and not to `//…`; else `fallback`. */
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
