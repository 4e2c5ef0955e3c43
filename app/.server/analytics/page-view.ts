import { isBotAgent } from './is-bot';

/** A longer path is not counted: no visitor can fill the table with made-up long addresses. */
export const MAX_COUNTED_PATH_LENGTH = 200;

const PUBLIC_LAYOUT = 'routes/storefront/layout';

export interface MatchedRoute {
  route: { id: string; path?: string };
  params: Record<string, string | undefined>;
}

export interface PageAnswer {
  status: number;
  headers: Headers;
  matches: MatchedRoute[];
}

/** Only a browser's successful GET of a public, non-private page counts; nothing about the visitor is kept. */
export function pageViewPath(request: Request, answer: PageAnswer): string | null {
  if (!isCountedVisit(request, answer.status, answer.headers)) return null;
  return publicPagePath(answer.matches);
}

/** From the page alone, so the page cache can keep it with the page. */
export function publicPagePath(matches: MatchedRoute[]): string | null {
  if (!matches.some((match) => match.route.id === PUBLIC_LAYOUT)) return null;
  const path = canonicalPath(matches);
  return path.length <= MAX_COUNTED_PATH_LENGTH ? path : null;
}

const LINK_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

/** Only paths spelled as the site's own links count: a `.data` request comes from its scripts following them. */
export function dataRequestViewPath(request: Request, response: Pick<Response, 'status' | 'headers'>): string | null {
  if (!isCountedVisit(request, response.status, response.headers)) return null;
  const { pathname } = new URL(request.url);
  if (!pathname.endsWith('.data')) return null;
  const path = pathname === '/_root.data' ? '/' : pathname.slice(0, -'.data'.length);
  if (!LINK_PATH.test(path) || path.length > MAX_COUNTED_PATH_LENGTH) return null;
  return path === '/admin' || path.startsWith('/admin/') ? null : path;
}

export function isCountedVisit(request: Request, status: number, headers: Headers): boolean {
  if (request.method !== 'GET' || status !== 200) return false;
  const userAgent = request.headers.get('User-Agent');
  if (!userAgent || isBotAgent(userAgent) || isPrefetch(request.headers)) return false;
  return !/\bprivate\b/i.test(headers.get('Cache-Control') ?? '');
}

/** Chromium sends `Sec-Purpose: prefetch` (and older ones `Purpose: prefetch`) for pages it may never show. */
const isPrefetch = (headers: Headers) =>
  /prefetch/i.test(headers.get('Sec-Purpose') ?? '') || /prefetch/i.test(headers.get('Purpose') ?? '');

/** The page's path as its routes spell it, so one page is one row however its address was typed. */
export function canonicalPath(matches: MatchedRoute[]): string {
  const segments: string[] = [];
  for (const { route, params } of matches) {
    for (const segment of (route.path ?? '').split('/')) {
      if (!segment) continue;
      if (segment === '*') segments.push(params['*'] ?? '');
      else if (segment.startsWith(':')) segments.push(params[segment.slice(1).replace(/\?$/, '')] ?? '');
      else segments.push(segment);
    }
  }
  return `/${segments.filter(Boolean).join('/')}`;
}
