import { keptQuery } from './page-params';

/** Anonymous means none of these, even empty; other cookies (a CDN's, analytics) change no page. */

/** tests/unit/page-cache/page-cache-rules.test.ts checks the list against the sources. */
export const APP_COOKIES = new Set(['__session', 'flash', 'cart', 'checkout', 'brief', 'site_access']);

export function cacheKeyFor(method: string, url: URL, headers: Headers): string | null {
  if (method !== 'GET' || carriesAppCookie(headers.get('Cookie'))) return null;
  const query = keptQuery(url);
  if (query === null) return null;
  return query ? `${url.pathname}?${query}` : url.pathname;
}

export function carriesAppCookie(header: string | null): boolean {
  if (!header) return false;
  return header.split(';').some((pair) => APP_COOKIES.has(pair.split('=', 1)[0]!.trim()));
}
