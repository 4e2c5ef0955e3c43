/**
 * Which requests the page cache answers: an anonymous GET of a public page, as a document or as
 * its client-navigation data (`/about.data`, `/_root.data` for the home page).
 *
 * Public pages: the ones every visitor sees alike. Not /checkout, /account, /login, /success,
 * /downloads, /proofs, /pay (one person's), /cart (a post), the admin area, resource routes (the
 * names preview image has its own cache).
 *
 * Anonymous: the request carries none of the app's cookies — the session (signed in, or signing
 * in), the cart, a flash notice, the checkout's key and the words carried into its brief. Any of
 * them, even one that turns out empty, and the page is rendered for that visitor as before and
 * never kept. Other cookies (a CDN's, an analytics script's) change no page and are ignored.
 */
const PUBLIC_PAGES = [
  /^\/$/,
  /^\/collections$/,
  /^\/collections\/[1-9]\d{0,8}$/,
  /^\/portfolio$/,
  /^\/portfolio\/[1-9]\d{0,8}$/,
  /^\/(?:testimonials|about|contact|privacy|terms)$/,
];

/** The names of every cookie the app sets (tests/unit/page-cache-rules.test.ts checks the list against the sources). */
export const APP_COOKIES = new Set(['__session', 'flash', 'cart', 'checkout', 'brief']);

/**
 * Query parameters the public pages read, on the server or in their first render: a category
 * filter, a page number, a collection's chosen image and tab, and the routes a data request asks
 * for. A request with any other (the names preview's words, a made-up one) is rendered as before
 * and not kept, so nobody can fill the cache with made-up addresses of the same page.
 */
const KEPT_PARAMS = new Set(['category', 'page', 'image', 'tab', '_routes']);

/** Campaign and click ids that links from social posts and ads carry: no page reads them. */
const TRACKING_PARAM = /^(?:utm_[a-z_]{1,20}|fbclid|gclid|gbraid|wbraid|msclkid|igshid|mc_cid|mc_eid)$/;

const MAX_PARAMS = 4;
const MAX_VALUE_LENGTH = 200;

/** The cache key of a request (its page's path, `.data` or not, and its sorted parameters), or null when it is not cacheable. */
export function cacheKeyFor(method: string, url: URL, headers: Headers): string | null {
  if (method !== 'GET' || !isPublicPage(url.pathname) || carriesAppCookie(headers.get('Cookie'))) return null;
  const kept: [string, string][] = [];
  for (const [name, value] of url.searchParams) {
    if (TRACKING_PARAM.test(name)) continue;
    if (!KEPT_PARAMS.has(name) || value.length > MAX_VALUE_LENGTH) return null;
    kept.push([name, value]);
  }
  if (kept.length > MAX_PARAMS) return null;
  kept.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  const query = new URLSearchParams(kept).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** The page a path shows: `/about.data` is /about's data, `/_root.data` the home page's. */
function isPublicPage(pathname: string): boolean {
  const page = pathname === '/_root.data' ? '/' : pathname.endsWith('.data') ? pathname.slice(0, -5) : pathname;
  return PUBLIC_PAGES.some((pattern) => pattern.test(page));
}

function carriesAppCookie(header: string | null): boolean {
  if (!header) return false;
  return header.split(';').some((pair) => APP_COOKIES.has(pair.split('=', 1)[0]!.trim()));
}
