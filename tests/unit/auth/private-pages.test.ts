// Remix's own composition of a page's headers (the leaf's `headers`, else the nearest parent's),
// so the test sees what the server sends rather than one function's return value.
import { getDocumentHeaders } from '@remix-run/server-runtime/dist/headers.js';
import { describe, expect, it } from 'vitest';
import * as root from '~/root';
import * as about from '~/routes/pages/about';
import * as account from '~/routes/account/account';
import * as accountOrders from '~/routes/account/orders';
import * as checkout from '~/routes/shop/checkout';
import * as contact from '~/routes/contact/contact';
import * as downloads from '~/routes/downloads/downloads';
import * as proofPage from '~/routes/proofs/proof';
import * as login from '~/routes/account/login';
import * as loginLink from '~/routes/account/login-link';
import * as payTest from '~/routes/shop/test-payment';
import * as success from '~/routes/shop/success';
import * as site from '~/routes/storefront/layout';
import * as adminIndex from '~/routes/admin/dashboard';
import * as adminNotFound from '~/routes/admin/not-found';
import * as adminMessage from '~/routes/admin/messages/message';
import * as adminMessages from '~/routes/admin/messages/list';
import * as adminTestimonials from '~/routes/admin/testimonials/list';
import * as adminTestimonialEdit from '~/routes/admin/testimonials/edit';
import * as adminCollections from '~/routes/admin/collections/list';
import * as adminCollectionEdit from '~/routes/admin/collections/edit';
import * as adminCollectionTemplates from '~/routes/admin/collections/templates';
import * as adminPortfolio from '~/routes/admin/portfolio/list';
import * as adminPortfolioEdit from '~/routes/admin/portfolio/edit';
import * as collectionPage from '~/routes/shop/collection';
import * as adminOrder from '~/routes/admin/orders/order';
import * as adminOrders from '~/routes/admin/orders/list';
import * as admin from '~/routes/admin/layout';
import * as adminProofs from '~/routes/proofs/admin-proofs';
import * as adminLegalPage from '~/routes/admin/pages/legal-page';

type RouteModule = Record<string, unknown>;

/** The headers Remix sends with a page whose matched routes are `modules`, root first. */
function pageHeaders(modules: RouteModule[], loaderHeaders: Headers[] = []): Headers {
  const ids = modules.map((_, index) => `route-${index}`);
  const build = { routes: Object.fromEntries(ids.map((id, index) => [id, { id, module: modules[index] }])) };
  const context = {
    matches: ids.map((id) => ({ route: { id } })),
    loaderHeaders: Object.fromEntries(ids.map((id, index) => [id, loaderHeaders[index] ?? new Headers()])),
    actionHeaders: {},
    errors: null,
  };
  return getDocumentHeaders(build as never, context as never);
}

describe('pages with one person’s data are never cached', () => {
  it.each([
    ['/account', [root, site, account]],
    ['/account/orders', [root, site, accountOrders]],
    ['/checkout', [root, site, checkout]],
    ['/success', [root, site, success]],
    ['/downloads/$token', [root, site, downloads]],
    ['/pay/test', [root, site, payTest]],
    ['/login', [root, site, login]],
    ['/login/link', [root, site, loginLink]],
    ['/admin', [root, admin, adminIndex]],
    ['/admin/testimonials', [root, admin, adminTestimonials]],
    ['/admin/testimonials/$id/edit', [root, admin, adminTestimonialEdit]],
    ['/admin/collections', [root, admin, adminCollections]],
    ['/admin/collections/$id/edit', [root, admin, adminCollectionEdit]],
    ['/admin/collections/$id/templates', [root, admin, adminCollectionTemplates]],
    ['/admin/portfolio', [root, admin, adminPortfolio]],
    ['/admin/portfolio/$id/edit', [root, admin, adminPortfolioEdit]],
    ['/admin/messages', [root, admin, adminMessages]],
    ['/admin/messages/$id', [root, admin, adminMessage]],
    ['/admin/<unknown>', [root, admin, adminNotFound]],
    ['/admin/orders', [root, admin, adminOrders]],
    ['/admin/orders/$number', [root, admin, adminOrder]],
    ['/proofs/$token', [root, site, proofPage]],
    ['/admin/orders/$number/proofs', [root, admin, adminProofs]],
    ['/admin/pages/$page', [root, admin, adminLegalPage]],
  ] as [string, RouteModule[]][])('%s: Cache-Control: private, no-store', (_path, modules) => {
    expect(pageHeaders(modules).get('Cache-Control')).toBe('private, no-store');
  });

  it("an admin's preview of a draft collection is private; the published page says nothing", () => {
    const preview = new Headers({ 'Cache-Control': 'private, no-store' });
    expect(
      pageHeaders([root, site, collectionPage], [new Headers(), new Headers(), preview]).get('Cache-Control'),
    ).toBe('private, no-store');
    expect(pageHeaders([root, site, collectionPage]).get('Cache-Control')).toBeNull();
  });

  it("keeps the loaders' cookies beside it", () => {
    const cart = new Headers({ 'Set-Cookie': 'cart=abc; Path=/' });
    const headers = pageHeaders([root, site, checkout], [new Headers(), new Headers(), cart]);
    expect(headers.get('Cache-Control')).toBe('private, no-store');
    expect(headers.getSetCookie()).toEqual(['cart=abc; Path=/']);
  });

  it.each([
    ['/about', [root, site, about]],
    ['/contact', [root, site, contact]],
  ] as [string, RouteModule[]][])('%s, a public page, says nothing about caching', (_path, modules) => {
    expect(pageHeaders(modules).get('Cache-Control')).toBeNull();
  });
});
