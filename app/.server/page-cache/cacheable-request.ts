import { keptQuery } from './page-params';

/**
 * Which requests the page cache answers: an anonymous GET of a public page, as a document or as
 * its client-navigation data (`/about.data`, `/_root.data` for the home page).
 *
 * Public pages: the ones every visitor sees alike (./page-params.ts lists them, with the parameters
 * each one keeps in its key). Not /checkout, /account, /login, /success, /downloads, /proofs, /pay
 * (one person's), /cart (a post), the admin area, resource routes (the names preview image has its
 * own cache).
 *
 * Anonymous: the request carries none of the app's cookies — the session (signed in, or signing
 * in), the cart, a flash notice, the checkout's key and the words carried into its brief. Any of
 * them, even one that turns out empty, and the page is rendered for that visitor as before and
 * never kept. Other cookies (a CDN's, an analytics script's) change no page and are ignored.
 */

/** The names of every cookie the app sets (tests/unit/page-cache/page-cache-rules.test.ts checks the list against the sources). */
export const APP_COOKIES = new Set(['__session', 'flash', 'cart', 'checkout', 'brief']);

/** The cache key of a request (its page's path, `.data` or not, and the parameters it keeps), or null when it is not cacheable. */
export function cacheKeyFor(method: string, url: URL, headers: Headers): string | null {
  if (method !== 'GET' || carriesAppCookie(headers.get('Cookie'))) return null;
  const query = keptQuery(url);
  if (query === null) return null;
  return query ? `${url.pathname}?${query}` : url.pathname;
}

function carriesAppCookie(header: string | null): boolean {
  if (!header) return false;
  return header.split(';').some((pair) => APP_COOKIES.has(pair.split('=', 1)[0]!.trim()));
}
