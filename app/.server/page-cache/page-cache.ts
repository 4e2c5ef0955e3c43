import { utcDay } from '../analytics/page-views';
import { issueFormToken } from '../forms/form-token';
import { dataRequestViewPath, isCountedVisit } from '../analytics/page-view';
import type { Services } from '../platform/services';
import { cacheKeyFor, carriesAppCookie } from './cacheable-request';
import { filledResponse, pageFromRender, piecesOf, responseFor, type CachedPage } from './cached-page';
import { CompressionQueue } from './compression-queue';
import { compressForStore } from './encodings';
import { guestPageKey } from './guest-pages';
import { guestPageStamp } from '../invitations/guest-page-stamp';
import { recordGuestVisit } from '../guest-list/guest-visits';
import { PageStore } from './page-store';
import { freshValues, newCacheRender, type CacheRender } from './render-holes';

/** See docs/decisions/0006-page-cache.md and docs/architecture.md. */
export interface PageCache {
  respond(request: Request, render: (cacheRender?: CacheRender) => Promise<Response>): Promise<Response>;
}

export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

export function createPageCache(
  services: Pick<Services, 'db' | 'secrets' | 'pageViews' | 'contentVersion'>,
  { maxBytes = PAGE_CACHE_MAX_BYTES } = {},
): PageCache {
  const pages = new PageStore(maxBytes);
  const compression = new CompressionQueue();
  const compressing = new WeakSet<CachedPage>();
  /** Requests for the same address wait for the render under way. */
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

  function keep(key: string, page: CachedPage): boolean {
    if (!pages.set(key, page)) return false;
    compressLater(key, page);
    return true;
  }

  function compressLater(key: string, page: CachedPage) {
    const body = page.body;
    const done = body.kind === 'whole' ? body.stored : body.pieces;
    if (done || compressing.has(page) || !pages.holds(key, page)) return;
    compressing.add(page);
    const offered = compression.offer(async () => {
      try {
        if (!pages.holds(key, page)) return;
        const before = page.bytes;
        if (body.kind === 'whole') {
          const stored = await compressForStore(body.identity);
          body.stored = stored;
          page.bytes += stored.br.length + stored.gzip.length;
        } else {
          const pieces = await piecesOf(body.parts);
          body.pieces = pieces;
          page.bytes += pieces.reduce((sum, piece) => sum + ('deflated' in piece ? piece.deflated.length : 0), 0);
        }
        pages.resized(key, page, before);
      } finally {
        compressing.delete(page);
      }
    });
    if (!offered) compressing.delete(page);
  }

  /** Public pages are current at the content version and UTC day they were made on (they show today's date). */
  async function publicStamp(): Promise<string | null> {
    const version = await services.contentVersion.read();
    return version === null ? null : `${version}:${utcDay(new Date())}`;
  }

  function planFor(request: Request, url: URL) {
    const key = cacheKeyFor(request.method, url, request.headers);
    if (key) return { key, personal: false, stamp: publicStamp, served: null };
    const guest =
      request.method === 'GET' && !carriesAppCookie(request.headers.get('Cookie')) ? guestPageKey(url) : null;
    if (guest) {
      return {
        key: guest.key,
        personal: true,
        stamp: () => guestPageStamp(services.db, guest),
        // A render records it in the page's loader; a page served again, here.
        served: (served: Request) => recordGuestVisit(services.db, guest.token, served),
      };
    }
    return null;
  }

  return {
    async respond(request, render) {
      const url = new URL(request.url);
      const plan = planFor(request, url);
      if (!plan) return render();
      const { key, personal } = plan;
      // Read before rendering: a render is tagged with the stamp it started from.
      const stamp = await plan.stamp();
      if (stamp === null) return render();
      const current = (page: CachedPage | null | undefined): page is CachedPage => !!page && page.stamp === stamp;

      const kept = pages.get(key);
      const underWay = current(kept) ? null : rendering.get(key);
      const ready = current(kept) ? kept : underWay ? await underWay : null;
      if (current(ready)) {
        await plan.served?.(request);
        return hit(key, ready, request);
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
        page = text === null ? null : pageFromRender(response, text, cacheRender, { stamp, isData, personal });
        if (!page) return filledResponse(response, text, fresh());
        return responseFor(page, request, fresh, keep(key, page) ? 'miss' : 'pass');
      } finally {
        settle(page);
        if (mine && rendering.get(key) === mine) rendering.delete(key);
      }
    },
  };
}
