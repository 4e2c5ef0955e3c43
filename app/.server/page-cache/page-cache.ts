import { utcDay } from '../analytics/page-views';
import { issueFormToken } from '../forms/form-token';
import { dataRequestViewPath, isCountedVisit } from '../analytics/page-view';
import type { Services } from '../platform/services';
import { cacheKeyFor } from './cacheable-request';
import { filledResponse, pageFromRender, responseFor, type CachedPage } from './cached-page';
import { CompressionQueue } from './compression-queue';
import { readContentVersion } from './content-version';
import { compressForStore } from './encodings';
import { PageStore } from './page-store';
import { freshValues, newCacheRender, type CacheRender } from './render-holes';

/**
 * The render cache of public pages. The front door asks it first for every request;
 * what it does not answer goes to Remix as before.
 *
 * For an anonymous GET of a public page (./cacheable-request.ts) it reads the content version
 * (one primary-key read, ./content-version.ts) and the UTC day (pages show today's date and year),
 * and serves the page it keeps for that address when both match — no loader runs, no React
 * render. Otherwise the page is rendered for the cache: with placeholders for its nonce and form
 * tokens (./render-holes.ts), read whole, kept when it may be (./cached-page.ts), and sent with
 * its holes filled. Requests for the same address that arrive while it renders wait for that
 * render rather than rendering it again.
 *
 * Views of a page served from the cache are counted exactly as the render counts them
 * (../http/page-view.ts): the render counts the visit that made it, each serve counts its own,
 * a 304 included (the browser shows the page again).
 *
 * Each server instance has its own cache, bounded in bytes (least recently used pages go; variants
 * of a page, addresses with parameters, in a budget of their own: ./page-store.ts); instances
 * agree through the content version in the shared database. A kept page's stored codings are made
 * in the background, a few at a time (./compression-queue.ts).
 */
export interface PageCache {
  /** The answer to `request`: from the cache, or from `render` (given a CacheRender when the page may be kept). */
  respond(request: Request, render: (cacheRender?: CacheRender) => Promise<Response>): Promise<Response>;
}

export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

export function createPageCache(
  services: Pick<Services, 'db' | 'secrets' | 'pageViews'>,
  { maxBytes = PAGE_CACHE_MAX_BYTES } = {},
): PageCache {
  const pages = new PageStore(maxBytes);
  const compression = new CompressionQueue();
  /** Pages whose stored codings are being made or wait their turn. */
  const compressing = new WeakSet<CachedPage>();
  /** Renders under way, by key: what arrives meanwhile waits for them. */
  const rendering = new Map<string, Promise<CachedPage | null>>();
  const fresh = () => freshValues((form) => issueFormToken(services.secrets[0], form));

  function countView(page: CachedPage, request: Request, response: Response) {
    const viewed = page.isData
      ? dataRequestViewPath(request, { status: 200, headers: response.headers })
      : page.viewPath && isCountedVisit(request, 200, response.headers)
        ? page.viewPath
        : null;
    if (viewed) services.pageViews.record(viewed);
  }

  function hit(key: string, page: CachedPage, request: Request): Response {
    compressLater(key, page);
    const response = responseFor(page, request, fresh, 'hit');
    countView(page, request, response);
    return response;
  }

  /** Keeps the page (false: too large to keep) and makes its stored codings in the background. */
  function keep(key: string, page: CachedPage): boolean {
    if (!pages.set(key, page)) return false;
    compressLater(key, page);
    return true;
  }

  /**
   * Offers a kept page without its stored codings to the compression queue. A full queue declines:
   * the page is sent as kept (compressed fast per serve) and offered again at its next serve.
   */
  function compressLater(key: string, page: CachedPage) {
    const body = page.body;
    if (body.kind !== 'whole' || body.stored || compressing.has(page) || !pages.holds(key, page)) return;
    compressing.add(page);
    const offered = compression.offer(async () => {
      try {
        // Pushed out while it waited: nothing to make.
        if (!pages.holds(key, page)) return;
        const stored = await compressForStore(body.identity);
        const before = page.bytes;
        body.stored = stored;
        page.bytes += stored.br.length + stored.gzip.length;
        pages.resized(key, page, before);
      } finally {
        compressing.delete(page);
      }
    });
    if (!offered) compressing.delete(page);
  }

  return {
    async respond(request, render) {
      const url = new URL(request.url);
      const key = cacheKeyFor(request.method, url, request.headers);
      if (!key) return render();
      // Read before rendering: a render is tagged with the version it started from (./content-version.ts).
      const version = await readContentVersion(services.db);
      if (version === null) return render();
      const day = utcDay(new Date());
      const current = (page: CachedPage | null | undefined): page is CachedPage =>
        !!page && page.version === version && page.day === day;

      const kept = pages.get(key);
      if (current(kept)) return hit(key, kept, request);
      const underWay = rendering.get(key);
      if (underWay) {
        const page = await underWay;
        if (current(page)) return hit(key, page, request);
      }

      let settle: (page: CachedPage | null) => void = () => {};
      const mine = underWay ? null : new Promise<CachedPage | null>((resolve) => (settle = resolve));
      if (mine) rendering.set(key, mine);
      let page: CachedPage | null = null;
      try {
        const cacheRender = newCacheRender();
        const response = await render(cacheRender);
        const text = response.body ? await response.text() : null;
        const isData = url.pathname.endsWith('.data');
        page = text === null ? null : pageFromRender(response, text, cacheRender, { version, day, isData });
        if (!page) return filledResponse(response, text, fresh());
        // The render counted this visit already.
        return responseFor(page, request, fresh, keep(key, page) ? 'miss' : 'pass');
      } finally {
        settle(page);
        if (mine && rendering.get(key) === mine) rendering.delete(key);
      }
    },
  };
}
