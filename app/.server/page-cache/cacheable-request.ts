import { keptQuery } from './page-params';

/** Anonymous means none of these, even empty; other cookies (a CDN's, analytics) change no page. */

/** tests/unit/page-cache/page-cache-rules.test.ts checks the list against the sources. */
export const APP_COOKIES = new Set(['__session', 'flash', 'cart', 'checkout', 'brief', 'site_access']);

/** The key of an anonymous visitor's public page. */
export function cacheKeyFor(method: string, url: URL, headers: Headers): string | null {
  if (method !== 'GET' || carriesAppCookie(headers.get('Cookie'))) return null;
  return publicPageKey(url);
}

/** A public page's address, its query cut to what the page reads; null for any other address. */
export function publicPageKey(url: URL): string | null {
  const query = keptQuery(url);
  if (query === null) return null;
  return query ? `${url.pathname}?${query}` : url.pathname;
}

const cookieNames = (header: string | null) =>
  header ? header.split(';').map((pair) => pair.split('=', 1)[0]!.trim()) : [];

export const carriesAppCookie = (header: string | null) => cookieNames(header).some((name) => APP_COOKIES.has(name));

export const carriesCookie = (header: string | null, name: string) => cookieNames(header).includes(name);

/** The same request as an anonymous visitor's: what a page kept for everyone is rendered from. */
export function withoutCookies(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete('Cookie');
  return new Request(request.url, { method: request.method, headers, signal: request.signal });
}
