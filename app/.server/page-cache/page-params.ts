import { parseId } from '~/lib/parse-id';
import { MAX_GALLERY_IMAGES } from '~/schemas/content-image';
import { categoryFrom } from '../catalog/category-param';

/**
 * The query parameters each public page reads, and the values it accepts: what a page's cache key
 * keeps (./cacheable-request.ts), so that made-up addresses (`/?page=N`, `/about?tab=N`) make no
 * entry and no compression job of their own and cannot push the real pages out.
 *
 * A key is honest only if every address under it renders the same page:
 * - A page whose render reads no parameter, or reads them only through its loader's data (the
 *   lists build their links from the category and page the loader shows), is kept under its
 *   canonical address: a parameter it does not read is left out, and so is a value its loader
 *   reads as the default (`?page=abc` and `?page=1` show the first page, as no `page` does).
 * - A collection's page repeats its whole query in its gallery and tab links (so the names
 *   preview's words survive a tab change): any other parameter makes another page and is not kept
 *   (a campaign id too); its image and tab are kept as they are, in their order.
 *
 * What takes the database to know — a known category, a page within range, an image the gallery
 * has — the page's loader tells the render (./accepted-values.ts), and a refused render is not kept.
 */
type Rule = (params: URLSearchParams) => [string, string][] | null;

/** A collection page's gallery and tab parameters (app/components/collections/search-params.ts). */
const IMAGE_PARAM = 'image';
const TAB_PARAM = 'tab';

/** The tabs of a collection's page (app/routes/_site.collections.$id.tsx; a unit test compares them). */
export const COLLECTION_TABS: ReadonlySet<string> = new Set(['description', 'included', 'customization']);

/** A page that reads no parameter: every address of it is the page. */
const readsNone: Rule = () => [];

/** A page number as the loaders read it; the first page is the page without one. */
const pageNumber: Rule = (params) => {
  const page = parseId(params.get('page'));
  return page && page > 1 ? [['page', String(page)]] : [];
};

/** /collections, /portfolio (and a piece open over it): a category filter, then a page number. */
const listParams: Rule = (params) => {
  const category = categoryFrom(params);
  return [...(category ? [['category', category] as [string, string]] : []), ...pageNumber(params)!];
};

/** A collection's page: its gallery image and its tab, each once, as they are; nothing else. */
const collectionParams: Rule = (params) => {
  const kept: [string, string][] = [];
  for (const [name, value] of params) {
    const accepted =
      (name === IMAGE_PARAM && /^[1-9]\d?$/.test(value) && Number(value) <= MAX_GALLERY_IMAGES) ||
      (name === TAB_PARAM && COLLECTION_TABS.has(value));
    if (!accepted || kept.some(([seen]) => seen === name)) return null;
    kept.push([name, value]);
  }
  return kept;
};

interface PageRule {
  path: RegExp;
  /** The ids of the routes Remix matches for it, in order: what a data request's `_routes` may name. */
  routes: string[];
  params: Rule;
}

const SITE = ['root', 'routes/_site'];
const plainPage = (name: string): PageRule => ({
  path: new RegExp(`^/${name}$`),
  routes: [...SITE, `routes/_site.${name}`],
  params: readsNone,
});

const PAGES: PageRule[] = [
  { path: /^\/$/, routes: [...SITE, 'routes/_site._index'], params: readsNone },
  { path: /^\/collections$/, routes: [...SITE, 'routes/_site.collections._index'], params: listParams },
  {
    path: /^\/collections\/[1-9]\d{0,8}$/,
    routes: [...SITE, 'routes/_site.collections.$id'],
    params: collectionParams,
  },
  { path: /^\/portfolio$/, routes: [...SITE, 'routes/_site.portfolio'], params: listParams },
  {
    path: /^\/portfolio\/[1-9]\d{0,8}$/,
    routes: [...SITE, 'routes/_site.portfolio', 'routes/_site.portfolio.$id'],
    params: listParams,
  },
  { path: /^\/testimonials$/, routes: [...SITE, 'routes/_site.testimonials'], params: pageNumber },
  ...['about', 'contact', 'privacy', 'terms'].map(plainPage),
];

/** Every route id the rules name (a unit test checks that each is a route). */
export const PUBLIC_ROUTE_IDS: ReadonlySet<string> = new Set(PAGES.flatMap((page) => page.routes));

/** Parameters Remix reads itself on a data request (see remixParams). */
const REMIX_PARAMS = new Set(['_routes', 'index']);

/**
 * The query a public page's cache key keeps for `url` (`''` for none), or null when the address is
 * not a public page or is not kept (it renders unlike its canonical address, or a value is refused).
 * A data request (`/about.data`, `/_root.data` for the home page) follows its page's rules.
 */
export function keptQuery(url: URL): string | null {
  const isData = url.pathname.endsWith('.data');
  const page = url.pathname === '/_root.data' ? '/' : isData ? url.pathname.slice(0, -5) : url.pathname;
  const rule = PAGES.find((candidate) => candidate.path.test(page));
  if (!rule) return null;
  const own = new URLSearchParams([...url.searchParams].filter(([name]) => !isData || !REMIX_PARAMS.has(name)));
  const kept = rule.params(own);
  const remix = remixParams(url.searchParams, isData ? rule.routes : null);
  return kept && remix ? new URLSearchParams([...remix, ...kept]).toString() : null;
}

/**
 * What Remix itself reads: a data request's `_routes`, the page's own route ids in their order (the
 * client names the ones to load again), kept as asked; `index` (on any request) is not kept.
 * `routes` is null for a document, whose page reads no `_routes`.
 */
function remixParams(params: URLSearchParams, routes: string[] | null): [string, string][] | null {
  if (params.has('index')) return null;
  const asked = params.getAll('_routes');
  if (!routes || asked.length === 0) return [];
  if (asked.length > 1) return null;
  let at = -1;
  for (const id of asked[0]!.split(',')) {
    at = routes.indexOf(id, at + 1);
    if (at < 0) return null;
  }
  return [['_routes', asked[0]!]];
}
