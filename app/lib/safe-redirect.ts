/** Longer paths are not ours: no page of the shop has one. */
export const MAX_REDIRECT_LENGTH = 2000;

/**
 * Printable ASCII without the space and the backslash. The shop's own paths always arrive
 * percent-encoded, so anything else is a trick: browsers drop tabs and newlines from a Location
 * (`/<TAB>/host` becomes `//host`), read `\` as `/`, and Node refuses to send a header holding a
 * newline or a character above U+00FF (a 500). Refusing them whole, never stripping them, means
 * the path we check is exactly the path the browser follows.
 */
const PLAIN_PATH = /^\/[!-[\]-~]*$/;

/** Any origin that is not a real site: a relative path resolved against it must stay on it. */
const BASE = new URL('https://safe-redirect.invalid');

/**
 * A local path to go to (after signing in, after a cart change), returned exactly as given;
 * anything else becomes `fallback`. The path must resolve to this same origin once parsed as a
 * browser parses it (so `//host`, `///host`, `https:host` and `javascript:` are out), and its
 * resolved path must not start with `//` (`/.//host` is harmless here, but would become an
 * off-site link wherever its normalised path is reused).
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
