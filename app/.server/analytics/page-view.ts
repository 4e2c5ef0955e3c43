import { isbot } from 'isbot';

/** A longer path is not counted: no visitor can fill the table with made-up long addresses. */
export const MAX_COUNTED_PATH_LENGTH = 200;

/** The public layout's route: the site's public pages are the pages under it (the admin has its own). */
const PUBLIC_LAYOUT = 'routes/_site';

/** What the router matched for a page, root first (Remix's staticHandlerContext.matches). */
export interface MatchedRoute {
  route: { id: string; path?: string };
  params: Record<string, string | undefined>;
}

/** A page Remix is about to send: its status, its headers and the routes that made it. */
export interface PageAnswer {
  status: number;
  headers: Headers;
  matches: MatchedRoute[];
}

/**
 * The path a page view is counted under, or null when this answer is not a view to count.
 * Counted: a successful (200) GET of a public page, asked for by a browser. Not counted:
 * - HEAD and posts, redirects, 404s and errors — an unknown address is a 404, so only real pages
 *   ever get a row;
 * - bots (isbot), requests without a User-Agent, and a browser's speculative prefetch;
 * - pages outside the public layout (the admin area) and pages marked private
 *   (`Cache-Control: private`: account, orders, checkout, success, downloads, sign-in);
 * - resource routes; data requests (`.data`) are counted apart (dataRequestViewPath).
 * Nothing about the visitor is kept: no cookie is read or set, only the path and the day.
 */
export function pageViewPath(request: Request, answer: PageAnswer): string | null {
  if (!isCountedVisit(request, answer.status, answer.headers)) return null;
  return publicPagePath(answer.matches);
}

/**
 * The part of pageViewPath that depends on the page alone, not on who asked: the path a view of
 * it is counted under, or null when it is not a public page (or its path is too long). The page
 * cache keeps it with a page, and counts a cached page's views with isCountedVisit.
 */
export function publicPagePath(matches: MatchedRoute[]): string | null {
  if (!matches.some((match) => match.route.id === PUBLIC_LAYOUT)) return null;
  const path = canonicalPath(matches);
  return path.length <= MAX_COUNTED_PATH_LENGTH ? path : null;
}

/** A path as the site's own links spell it: lower case, no trailing slash, no escapes. */
const LINK_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

/**
 * The same for a data request: with JavaScript on, moving to another page fetches only its data
 * (`/about.data`), so that request is the view. Counted like a page (a browser's successful GET
 * of a public, non-private page; prefetches and bots left out), under the path the site's own
 * links use: a data request comes from the site's scripts following its links, so a path spelled
 * any other way (capitals, escapes) is not a visit and is not counted. The admin area is never a
 * view. A revalidation after a form post also fetches the page's data; it is counted, as the
 * same post without JavaScript counts the page it redirects to.
 */
export function dataRequestViewPath(request: Request, response: Pick<Response, 'status' | 'headers'>): string | null {
  if (!isCountedVisit(request, response.status, response.headers)) return null;
  const { pathname } = new URL(request.url);
  if (!pathname.endsWith('.data')) return null;
  const path = pathname === '/_root.data' ? '/' : pathname.slice(0, -'.data'.length);
  if (!LINK_PATH.test(path) || path.length > MAX_COUNTED_PATH_LENGTH) return null;
  return path === '/admin' || path.startsWith('/admin/') ? null : path;
}

/** A successful GET by a person's browser of a page that is not private. */
export function isCountedVisit(request: Request, status: number, headers: Headers): boolean {
  if (request.method !== 'GET' || status !== 200) return false;
  const userAgent = request.headers.get('User-Agent');
  if (!userAgent || isbot(userAgent) || isPrefetch(request.headers)) return false;
  return !/\bprivate\b/i.test(headers.get('Cache-Control') ?? '');
}

/** Chromium sends `Sec-Purpose: prefetch` (and older ones `Purpose: prefetch`) for pages it may never show. */
const isPrefetch = (headers: Headers) =>
  /prefetch/i.test(headers.get('Sec-Purpose') ?? '') || /prefetch/i.test(headers.get('Purpose') ?? '');

/**
 * The page's path as its routes spell it, parameters filled in: no query string, no trailing
 * slash, the route's own letter case (the router matches /ABOUT and /About too) and parameters
 * decoded (/collections/%31 is /collections/1), so one page is one row however its address was typed.
 */
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
