import type { RouteConfigEntry } from '@remix-run/route-config';
import { matchRoutes } from '@remix-run/react';
import { describe, expect, it } from 'vitest';
import { routeFilesOf } from '~/.server/static/layout-chunk';
import routes from '~/routes';

/**
 * Every URL the site answered before its routes moved into folders by capability (decision 19),
 * with the modules that answer it, layouts first, as Remix's file-name routes matched them then.
 */
const SITE_MAP: [url: string, modules: string[]][] = [
  ['/', ['routes/storefront/layout', 'routes/pages/home']],
  ['/about', ['routes/storefront/layout', 'routes/pages/about']],
  ['/account', ['routes/storefront/layout', 'routes/account/account']],
  ['/account/orders', ['routes/storefront/layout', 'routes/account/orders']],
  ['/admin', ['routes/admin/layout', 'routes/admin/dashboard']],
  ['/admin/about', ['routes/admin/layout', 'routes/admin/pages/about']],
  ['/admin/about/team/7/delete', ['routes/admin/layout', 'routes/admin/pages/team-delete']],
  ['/admin/about/team/7/edit', ['routes/admin/layout', 'routes/admin/pages/team-edit']],
  ['/admin/about/team/new', ['routes/admin/layout', 'routes/admin/pages/team-new']],
  ['/admin/collections', ['routes/admin/layout', 'routes/admin/collections/list']],
  ['/admin/collections/7/delete', ['routes/admin/layout', 'routes/admin/collections/delete']],
  ['/admin/collections/7/design-thumbnails/card', ['routes/admin/layout', 'routes/admin/collections/design-thumbnail']],
  ['/admin/collections/7/edit', ['routes/admin/layout', 'routes/admin/collections/edit']],
  ['/admin/collections/7/template-files/12', ['routes/admin/layout', 'routes/admin/collections/template-file']],
  ['/admin/collections/7/templates', ['routes/admin/layout', 'routes/admin/collections/templates']],
  ['/admin/collections/new', ['routes/admin/layout', 'routes/admin/collections/new']],
  ['/admin/home', ['routes/admin/layout', 'routes/admin/pages/home']],
  ['/admin/home/featured/7/delete', ['routes/admin/layout', 'routes/admin/pages/featured-delete']],
  ['/admin/home/featured/7/edit', ['routes/admin/layout', 'routes/admin/pages/featured-edit']],
  ['/admin/home/featured/new', ['routes/admin/layout', 'routes/admin/pages/featured-new']],
  ['/admin/messages', ['routes/admin/layout', 'routes/admin/messages/list']],
  ['/admin/messages/7', ['routes/admin/layout', 'routes/admin/messages/message']],
  ['/admin/no-such-page', ['routes/admin/layout', 'routes/admin/not-found']],
  ['/admin/orders', ['routes/admin/layout', 'routes/admin/orders/list']],
  ['/admin/orders/PQ-1001', ['routes/admin/layout', 'routes/admin/orders/order']],
  ['/admin/orders/PQ-1001/proofs', ['routes/admin/layout', 'routes/proofs/admin-proofs']],
  ['/admin/pages/privacy', ['routes/admin/layout', 'routes/admin/pages/legal-page']],
  ['/admin/portfolio', ['routes/admin/layout', 'routes/admin/portfolio/list']],
  ['/admin/portfolio/7/delete', ['routes/admin/layout', 'routes/admin/portfolio/delete']],
  ['/admin/portfolio/7/edit', ['routes/admin/layout', 'routes/admin/portfolio/edit']],
  ['/admin/portfolio/new', ['routes/admin/layout', 'routes/admin/portfolio/new']],
  ['/admin/testimonials', ['routes/admin/layout', 'routes/admin/testimonials/list']],
  ['/admin/testimonials/7/delete', ['routes/admin/layout', 'routes/admin/testimonials/delete']],
  ['/admin/testimonials/7/edit', ['routes/admin/layout', 'routes/admin/testimonials/edit']],
  ['/admin/testimonials/new', ['routes/admin/layout', 'routes/admin/testimonials/new']],
  ['/cart', ['routes/shop/cart']],
  ['/checkout', ['routes/storefront/layout', 'routes/shop/checkout']],
  ['/collections', ['routes/storefront/layout', 'routes/shop/collections']],
  ['/collections/7', ['routes/storefront/layout', 'routes/shop/collection']],
  ['/collections/7/preview.webp', ['routes/shop/collection-preview']],
  ['/contact', ['routes/storefront/layout', 'routes/contact/contact']],
  ['/downloads/tok3n', ['routes/storefront/layout', 'routes/downloads/downloads']],
  ['/downloads/tok3n/cover', ['routes/downloads/cover']],
  ['/downloads/tok3n/files/12', ['routes/downloads/file']],
  ['/downloads/tok3n/thumbs/12', ['routes/downloads/thumb']],
  ['/downloads/tok3n/zip', ['routes/downloads/zip']],
  ['/healthz', ['routes/health/healthz']],
  ['/i/priya-arjun', ['routes/guest-pages/site-home']],
  ['/i/priya-arjun/design.webp', ['routes/guest-pages/design-image']],
  ['/i/priya-arjun/preview.jpg', ['routes/guest-pages/preview-image']],
  ['/i/priya-arjun/tok3n', ['routes/guest-pages/invitation']],
  ['/i/priya-arjun/tok3n/unsubscribe', ['routes/guest-pages/unsubscribe']],
  ['/images/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/640.webp', ['routes/images/image']],
  ['/login', ['routes/storefront/layout', 'routes/account/login']],
  ['/login/link', ['routes/storefront/layout', 'routes/account/login-link']],
  ['/logout', ['routes/account/logout']],
  ['/no-such-page', ['routes/storefront/layout', 'routes/storefront/not-found']],
  ['/pay/test', ['routes/storefront/layout', 'routes/shop/test-payment']],
  ['/portfolio', ['routes/storefront/layout', 'routes/portfolio/portfolio']],
  ['/portfolio/7', ['routes/storefront/layout', 'routes/portfolio/portfolio', 'routes/portfolio/piece']],
  ['/privacy', ['routes/storefront/layout', 'routes/pages/privacy']],
  ['/proofs/tok3n', ['routes/storefront/layout', 'routes/proofs/proof']],
  ['/proofs/tok3n/files/12', ['routes/proofs/proof-file']],
  ['/site/tok3n', ['routes/storefront/layout', 'routes/invitation-site/editor']],
  ['/site/tok3n/guests.csv', ['routes/guest-list/guests-csv']],
  ['/site/tok3n/import', ['routes/storefront/layout', 'routes/guest-list/import']],
  ['/site/tok3n/import/7', ['routes/storefront/layout', 'routes/guest-list/import-preview']],
  ['/site/tok3n/print', ['routes/invitation-site/print']],
  ['/site/tok3n/send', ['routes/storefront/layout', 'routes/guest-list/send']],
  ['/success', ['routes/storefront/layout', 'routes/shop/success']],
  ['/terms', ['routes/storefront/layout', 'routes/pages/terms']],
  ['/testimonials', ['routes/storefront/layout', 'routes/testimonials/testimonials']],
  ['/webhooks/stripe', ['routes/shop/stripe-webhook']],
];

/** The URLs whose page is an index route: a form posted to one names `?index`, as before. */
const INDEX_PAGES = [
  '/',
  '/admin',
  '/admin/about',
  '/admin/collections',
  '/admin/home',
  '/admin/messages',
  '/admin/orders',
  '/admin/portfolio',
  '/admin/testimonials',
  '/collections',
  '/i/priya-arjun',
  '/site/tok3n/import',
];

interface MatchableRoute {
  id: string;
  path?: string;
  index?: boolean;
  children?: MatchableRoute[];
}

const idOf = (file: string) => file.replace(/\.tsx?$/, '');
const matchable = (entries: readonly RouteConfigEntry[]): MatchableRoute[] =>
  entries.map((entry) => ({
    id: entry.id ?? idOf(entry.file),
    path: entry.path,
    index: entry.index,
    ...(entry.children ? { children: matchable(entry.children) } : {}),
  }));

const tree = matchable(routes);
const matched = (url: string) => matchRoutes(tree as Parameters<typeof matchRoutes>[0], url) ?? [];

describe('the route map', () => {
  it.each(SITE_MAP)('answers %s from the same modules as before', (url, modules) => {
    expect(matched(url).map((match) => match.route.id)).toEqual(modules);
  });

  it('has no route the old map did not, and each module answers one URL', () => {
    const ids = routeFilesOf(routes).map(idOf);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(SITE_MAP.flatMap(([, modules]) => modules)));
  });

  it('keeps index pages index routes', () => {
    const indexPages = SITE_MAP.map(([url]) => url).filter((url) => matched(url).at(-1)?.route.index);
    expect(indexPages.sort()).toEqual([...INDEX_PAGES].sort());
  });
});
