import { type RouteConfig, index, layout, prefix, route } from '@remix-run/route-config';

/**
 * Every URL of the site and the module that answers it. The modules sit in one folder per
 * capability (`routes/<capability>/`), named for the page they serve, so the URL lives here and
 * nowhere else ([decision 19](../docs/decisions/0019-routes-by-capability.md)). A module a route
 * alone uses may sit beside it: only the files named here are routes.
 */
export default [
  // The storefront: the public layout (header, cart, footer) and every page drawn in it.
  layout('routes/storefront/layout.tsx', [
    index('routes/pages/home.tsx'),
    route('about', 'routes/pages/about.tsx'),
    route('privacy', 'routes/pages/privacy.tsx'),
    route('terms', 'routes/pages/terms.tsx'),
    route('contact', 'routes/contact/contact.tsx'),
    route('testimonials', 'routes/testimonials/testimonials.tsx'),
    route('portfolio', 'routes/portfolio/portfolio.tsx', [route(':id', 'routes/portfolio/piece.tsx')]),

    ...prefix('collections', [index('routes/shop/collections.tsx'), route(':id', 'routes/shop/collection.tsx')]),
    route('checkout', 'routes/shop/checkout.tsx'),
    route('pay/test', 'routes/shop/test-payment.tsx'),
    route('success', 'routes/shop/success.tsx'),

    route('login', 'routes/account/login.tsx'),
    route('login/link', 'routes/account/login-link.tsx'),
    route('account', 'routes/account/account.tsx'),
    route('account/orders', 'routes/account/orders.tsx'),
    route('downloads/:token', 'routes/downloads/downloads.tsx'),
    route('proofs/:token', 'routes/proofs/proof.tsx'),

    // The couple's invitation site: its editor, and the guest list they import and send to.
    route('site/:token', 'routes/invitation-site/editor.tsx'),
    ...prefix('site/:token', [
      route('import', 'routes/guest-list/import.tsx', { index: true }),
      route('import/:id', 'routes/guest-list/import-preview.tsx'),
      route('send', 'routes/guest-list/send.tsx'),
    ]),

    route('*', 'routes/storefront/not-found.tsx'),
  ]),

  // Answers outside the storefront's layout: files, images, posts, a printable page.
  route('cart', 'routes/shop/cart.ts'),
  route('collections/:id/preview.webp', 'routes/shop/collection-preview.ts'),
  route('webhooks/stripe', 'routes/shop/stripe-webhook.ts'),
  route('logout', 'routes/account/logout.tsx'),
  ...prefix('downloads/:token', [
    route('cover', 'routes/downloads/cover.ts'),
    route('files/:fileId', 'routes/downloads/file.ts'),
    route('thumbs/:fileId', 'routes/downloads/thumb.ts'),
    route('zip', 'routes/downloads/zip.ts'),
  ]),
  route('proofs/:token/files/:fileId', 'routes/proofs/proof-file.ts'),
  route('site/:token/print', 'routes/invitation-site/print.tsx'),
  route('site/:token/guests.csv', 'routes/guest-list/guests-csv.ts'),
  route('images/:hash/:file', 'routes/images/image.ts'),
  route('healthz', 'routes/health/healthz.ts'),

  // The guests' pages: the site's public page and each party's personal invitation.
  ...prefix('i/:address', [
    index('routes/guest-pages/site-home.tsx'),
    route(':token', 'routes/guest-pages/invitation.tsx'),
    route(':token/unsubscribe', 'routes/guest-pages/unsubscribe.tsx'),
    route('design.webp', 'routes/guest-pages/design-image.ts'),
    route('preview.jpg', 'routes/guest-pages/preview-image.ts'),
  ]),

  // The designer's admin, by area.
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    ...prefix('orders', [
      index('routes/admin/orders/list.tsx'),
      route(':number', 'routes/admin/orders/order.tsx'),
      route(':number/proofs', 'routes/proofs/admin-proofs.tsx'),
    ]),
    ...prefix('collections', [
      index('routes/admin/collections/list.tsx'),
      route('new', 'routes/admin/collections/new.tsx'),
      route(':id/edit', 'routes/admin/collections/edit.tsx'),
      route(':id/delete', 'routes/admin/collections/delete.tsx'),
      route(':id/templates', 'routes/admin/collections/templates.tsx'),
      route(':id/template-files/:fileId', 'routes/admin/collections/template-file.tsx'),
      route(':id/design-thumbnails/:piece', 'routes/admin/collections/design-thumbnail.tsx'),
    ]),
    ...prefix('portfolio', [
      index('routes/admin/portfolio/list.tsx'),
      route('new', 'routes/admin/portfolio/new.tsx'),
      route(':id/edit', 'routes/admin/portfolio/edit.tsx'),
      route(':id/delete', 'routes/admin/portfolio/delete.tsx'),
    ]),
    ...prefix('testimonials', [
      index('routes/admin/testimonials/list.tsx'),
      route('new', 'routes/admin/testimonials/new.tsx'),
      route(':id/edit', 'routes/admin/testimonials/edit.tsx'),
      route(':id/delete', 'routes/admin/testimonials/delete.tsx'),
    ]),
    ...prefix('messages', [index('routes/admin/messages/list.tsx'), route(':id', 'routes/admin/messages/message.tsx')]),
    // The editable pages: home and its featured items, about and its team, the legal pages.
    ...prefix('home', [
      index('routes/admin/pages/home.tsx'),
      route('featured/new', 'routes/admin/pages/featured-new.tsx'),
      route('featured/:id/edit', 'routes/admin/pages/featured-edit.tsx'),
      route('featured/:id/delete', 'routes/admin/pages/featured-delete.tsx'),
    ]),
    ...prefix('about', [
      index('routes/admin/pages/about.tsx'),
      route('team/new', 'routes/admin/pages/team-new.tsx'),
      route('team/:id/edit', 'routes/admin/pages/team-edit.tsx'),
      route('team/:id/delete', 'routes/admin/pages/team-delete.tsx'),
    ]),
    route('pages/:page', 'routes/admin/pages/legal-page.tsx'),
    route('*', 'routes/admin/not-found.tsx'),
  ]),
] satisfies RouteConfig;
