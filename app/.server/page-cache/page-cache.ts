import { utcDay } from '../analytics/page-views';
import { issueFormToken } from '../forms/form-token';
import { dataRequestViewPath, isCountedVisit } from '../analytics/page-view';
import { ByteLru } from '../platform/byte-lru';
import type { Services } from '~/.server/boot/services';
import { carriesAppCookie, carriesCookie, publicPageKey, withoutCookies } from './cacheable-request';
import { filledResponse, pageFromRender, piecesOf, responseFor, type CachedPage } from './cached-page';
import { BoundedQueue } from '~/.server/platform/bounded-queue';
import { compressForStore } from './encodings';
import { guestPageKey, PERSONAL_KEY_PREFIX } from './guest-pages';
import { guestPageStamp } from '~/.server/invitation-site/guest-page-stamp';
import { recordGuestVisit } from '../guest-list/guest-visits';
import { PageStore } from './page-store';
import { freshValues, markedParts, newCacheRender, withoutMarks, type CacheRender, type Visitor } from './render-holes';
import { deflatedPiece, type Piece } from './spliced-gzip';
import { isAnonymous, partsKey, readSignedInVisitor, visitorJson } from './visitor';

/**
 * See docs/decisions/0006-page-cache.md and docs/architecture.md. `render` renders the request, or
 * `asked` in its place (a public page rendered once for every visitor is rendered without cookies).
 */
export interface PageCache {
  respond(
    request: Request,
    render: (cacheRender?: CacheRender, asked?: Request) => Promise<Response>,
  ): Promise<Response>;
}

type Render = Parameters<PageCache['respond']>[1];

interface Plan {
  key: string;
  personal: boolean;
  stamp: () => Promise<string | null>;
  served: ((request: Request) => Promise<void>) | null;
  /** A page kept with visitor holes, and this visitor's values for them. */
  visitor?: Visitor;
}

export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** The header parts of the visitors seen lately, a few KB each. */
const VISITOR_PARTS_MAX_BYTES = 2 * 1024 * 1024;
const VISITOR_KEY_PREFIX = 'visitor:';
const ACCOUNT_PAGES = new Set(['/account', '/account.data']);

export function createPageCache(
  services: Pick<Services, 'db' | 'secrets' | 'pageViews' | 'contentVersion' | 'sessionStorage' | 'cartCookie'>,
  { maxBytes = PAGE_CACHE_MAX_BYTES } = {},
): PageCache {
  const pages = new PageStore(maxBytes);
  const visitorParts = new ByteLru<{ parts: Map<string, Piece>; bytes: number }>(VISITOR_PARTS_MAX_BYTES);
  const compression = new BoundedQueue(1, 4);
  const compressing = new WeakSet<CachedPage>();
  /** Requests for the same address wait for the render under way. */
  const rendering = new Map<string, Promise<CachedPage | null>>();
  const fresh = (visitor?: Visitor) => freshValues((form) => issueFormToken(services.secrets[0], form), visitor);

  function countView(page: CachedPage, request: Request, response: Response) {
    const viewed = page.isData
      ? dataRequestViewPath(request, { status: 200, headers: response.headers })
      : page.viewPath && isCountedVisit(request, 200, response.headers)
        ? page.viewPath
        : null;
    if (viewed) services.pageViews.record(viewed);
  }

  function hit(key: string, page: CachedPage, request: Request, visitor?: Visitor): Response {
    compressLater(key, page);
    const response = responseFor(page, request, () => fresh(visitor), 'hit');
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
    }, 'Page cache: compression');
    if (!offered) compressing.delete(page);
  }

  /** Public pages are current at the content version and UTC day they were made on (they show today's date). */
  async function publicStamp(): Promise<string | null> {
    const version = await services.contentVersion.read();
    return version === null ? null : `${version}:${utcDay(new Date())}`;
  }

  const publicPlan = (key: string): Plan => ({ key, personal: false, stamp: publicStamp, served: null });

  /** A guest's invitation page, for a visitor with none of the app's cookies. */
  function guestPlan(url: URL): Plan | null {
    const guest = guestPageKey(url);
    if (!guest) return null;
    return {
      key: guest.key,
      personal: true,
      stamp: () => guestPageStamp(services.db, guest),
      // A render records it in the page's loader; a page served again, here.
      served: (served: Request) => recordGuestVisit(services.db, guest.token, served),
    };
  }

  /**
   * The visitor as the header shows them, and their values for its holes; or, when the page must
   * be rendered for them (a flash notice is shown once and deletes its cookie; their header parts
   * not seen yet), that render's answer.
   */
  async function visitorOf(request: Request, url: URL, render: Render) {
    if (carriesCookie(request.headers.get('Cookie'), 'flash')) return render();
    const { visitor, user } = await readSignedInVisitor(services, request);
    if (isAnonymous(visitor)) return { visitor, user, filled: null };
    const isData = url.pathname.endsWith('.data');
    const partsOfVisitor = partsKey(visitor);
    const parts = isData ? new Map<string, Piece>() : visitorParts.get(partsOfVisitor)?.parts;
    if (!parts) return renderMarked(render, partsOfVisitor);
    return { visitor, user, filled: { json: visitorJson(visitor), parts } };
  }

  /**
   * A public page for a visitor with the app's cookies: the page kept for everyone when nothing on it
   * is theirs, else the one kept with visitor holes, filled with their data and header parts. Their
   * parts come from one render of a page for them, marked (`render-holes.ts`), and serve every visitor
   * who looks the same (signed in as the same name, as many things in the cart).
   */
  async function forVisitor(request: Request, url: URL, key: string, render: Render): Promise<Response> {
    const seen = await visitorOf(request, url, render);
    if (seen instanceof Response) return seen;
    const shared = (cacheRender?: CacheRender) => render(cacheRender, withoutCookies(request));
    if (!seen.filled) return served(request, publicPlan(key), url, shared);
    const plan = { ...publicPlan(`${VISITOR_KEY_PREFIX}${key}`), visitor: seen.filled };
    // Rendered without the visitor's cookies, a page may not be theirs (an admin's preview of a draft).
    return served(request, plan, url, shared, () => render());
  }

  /**
   * /account shows the signed-in user's e-mail and name and the header: kept per user while those
   * and the content are the same, the header's visitor parts filled as on a public page.
   */
  async function accountPage(request: Request, url: URL, render: Render): Promise<Response> {
    const seen = await visitorOf(request, url, render);
    if (seen instanceof Response) return seen;
    const { user, filled } = seen;
    if (!user || !filled) return render();
    const stamp = async () => {
      const content = await publicStamp();
      return content === null ? null : JSON.stringify([content, user.email, user.name, user.isAdmin]);
    };
    const key = `${PERSONAL_KEY_PREFIX}${url.pathname}:${user.id}`;
    return served(request, { key, personal: true, stamp, served: null, visitor: filled }, url, render);
  }

  /** Rendered for this visitor alone, with their header parts marked: kept for their next pages, then unmarked. */
  async function renderMarked(render: Render, partsOfVisitor: string): Promise<Response> {
    const cacheRender = newCacheRender('marked');
    const response = await render(cacheRender);
    const text = response.body ? await response.text() : null;
    const found = text !== null && response.status === 200 && !cacheRender.failed ? markedParts(text) : null;
    if (found && found.size > 0) {
      const parts = new Map<string, Piece>();
      for (const [name, markup] of found) parts.set(name, await deflatedPiece(Buffer.from(markup)));
      const bytes = [...parts.values()].reduce((sum, part) => sum + part.identity.length + part.deflated.length, 0);
      visitorParts.set(partsOfVisitor, { parts, bytes });
    }
    return filledResponse(response, text === null ? null : withoutMarks(text), fresh());
  }

  async function served(
    request: Request,
    plan: Plan,
    url: URL,
    render: Render,
    unkept?: () => Promise<Response>,
  ): Promise<Response> {
    const { key, personal, visitor } = plan;
    // Read before rendering: a render is tagged with the stamp it started from.
    const stamp = await plan.stamp();
    if (stamp === null) return (unkept ?? render)();
    const current = (page: CachedPage | null | undefined): page is CachedPage => !!page && page.stamp === stamp;

    const kept = pages.get(key);
    const underWay = current(kept) ? null : rendering.get(key);
    const ready = current(kept) ? kept : underWay ? await underWay : null;
    if (current(ready)) {
      await plan.served?.(request);
      return hit(key, ready, request, visitor);
    }

    let settle: (page: CachedPage | null) => void = () => {};
    const mine = underWay ? null : new Promise<CachedPage | null>((resolve) => (settle = resolve));
    if (mine) rendering.set(key, mine);
    let page: CachedPage | null = null;
    try {
      const cacheRender = newCacheRender(visitor ? 'holes' : undefined);
      const response = await render(cacheRender);
      const text = response.body ? await response.text() : null;
      const isData = url.pathname.endsWith('.data');
      page = text === null ? null : pageFromRender(response, text, cacheRender, { stamp, isData, personal });
      if (!page && unkept) return unkept();
      if (!page) return filledResponse(response, text, fresh(visitor));
      return responseFor(page, request, () => fresh(visitor), keep(key, page) ? 'miss' : 'pass');
    } finally {
      settle(page);
      if (mine && rendering.get(key) === mine) rendering.delete(key);
    }
  }

  return {
    async respond(request, render) {
      if (request.method !== 'GET') return render();
      const url = new URL(request.url);
      const key = publicPageKey(url);
      const withCookies = carriesAppCookie(request.headers.get('Cookie'));
      if (key)
        return withCookies ? forVisitor(request, url, key, render) : served(request, publicPlan(key), url, render);
      if (ACCOUNT_PAGES.has(url.pathname) && !url.search) return accountPage(request, url, render);
      const guest = withCookies ? null : guestPlan(url);
      return guest ? served(request, guest, url, render) : render();
    },
  };
}
