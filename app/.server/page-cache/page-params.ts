import { parseId } from '~/lib/parse-id';
import { MAX_GALLERY_IMAGES } from '~/schemas/content-image';
import { categoryFrom } from '~/.server/collections/category-param';

/** Only the parameters a page reads, with values it accepts, so made-up addresses make no entry of their own. */
type Rule = (params: URLSearchParams) => [string, string][] | null;

const IMAGE_PARAM = 'image';
const TAB_PARAM = 'tab';

/** A unit test compares them with the route's tabs. */
export const COLLECTION_TABS: ReadonlySet<string> = new Set(['description', 'included', 'customization']);

const readsNone: Rule = () => [];

const pageNumber: Rule = (params) => {
  const page = parseId(params.get('page'));
  return page && page > 1 ? [['page', String(page)]] : [];
};

const listParams: Rule = (params) => {
  const category = categoryFrom(params);
  return [...(category ? [['category', category] as [string, string]] : []), ...pageNumber(params)!];
};

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
  routes: string[];
  params: Rule;
}

const SITE = ['root', 'routes/storefront/layout'];
const plainPage = (name: string, route: string): PageRule => ({
  path: new RegExp(`^/${name}$`),
  routes: [...SITE, route],
  params: readsNone,
});

const PAGES: PageRule[] = [
  { path: /^\/$/, routes: [...SITE, 'routes/pages/home'], params: readsNone },
  { path: /^\/collections$/, routes: [...SITE, 'routes/shop/collections'], params: listParams },
  {
    path: /^\/collections\/[1-9]\d{0,8}$/,
    routes: [...SITE, 'routes/shop/collection'],
    params: collectionParams,
  },
  { path: /^\/portfolio$/, routes: [...SITE, 'routes/portfolio/portfolio'], params: listParams },
  {
    path: /^\/portfolio\/[1-9]\d{0,8}$/,
    routes: [...SITE, 'routes/portfolio/portfolio', 'routes/portfolio/piece'],
    params: listParams,
  },
  { path: /^\/testimonials$/, routes: [...SITE, 'routes/testimonials/testimonials'], params: pageNumber },
  plainPage('about', 'routes/pages/about'),
  plainPage('contact', 'routes/contact/contact'),
  plainPage('privacy', 'routes/pages/privacy'),
  plainPage('terms', 'routes/pages/terms'),
];

/** A unit test checks that each is a route. */
export const PUBLIC_ROUTE_IDS: ReadonlySet<string> = new Set(PAGES.flatMap((page) => page.routes));

const REMIX_PARAMS = new Set(['_routes', 'index']);

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

/** `_routes` is kept as asked (the client names the ones to load again). */
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
