import path from 'node:path';
import type { ManualChunkMeta } from 'rollup';
import { describe, expect, it } from 'vitest';
import { layoutChunk } from '~/.server/static/layout-chunk';
import routes from '~/routes';

const app = path.resolve('/project/app');
const at = (file: string) => path.join(app, file);
const pkg = (name: string) => path.resolve('/project/node_modules', name, 'index.js');

/** Who imports whom, as Rollup would report it. */
const importers: Record<string, string[]> = {
  [pkg('react')]: [at('root.tsx'), at('routes/storefront/site-header.tsx')],
  '\0commonjsHelpers.js': [pkg('react')],
  [pkg('valibot')]: [at('components/cart/use-optimistic-cart.ts'), at('routes/admin/layout.tsx')],
  [at('components/ui/toaster.tsx')]: [at('root.tsx')],
  [at('routes/storefront/site-header.tsx')]: [at('routes/storefront/layout.tsx')],
  [at('components/cart/use-optimistic-cart.ts')]: [at('routes/storefront/site-header.tsx')],
  [at('components/storefront/icons.tsx')]: [
    at('routes/storefront/site-header.tsx'),
    at('routes/guest-pages/invitation.tsx'),
  ],
  [at('components/storefront/collection-card.tsx')]: [at('routes/shop/collections.tsx')],
  [at('routes/admin/orders/order-table.tsx')]: [at('routes/admin/orders/list.tsx')],
  // A module beside a route, in its folder, is not a route for being there.
  [at('routes/shop/gallery.tsx')]: [at('routes/storefront/layout.tsx')],
};

describe('the browser build’s layout chunks', () => {
  const chunkOf = layoutChunk(app, routes);
  const meta = { getModuleInfo: (id: string) => ({ importers: importers[id] ?? [] }) } as unknown as ManualChunkMeta;
  const chunk = (id: string) => chunkOf(id, meta);

  it('puts what only the public site’s layout uses in site, and what every page loads in shell', () => {
    expect(chunk(at('routes/storefront/site-header.tsx'))).toBe('site');
    expect(chunk(at('components/cart/use-optimistic-cart.ts'))).toBe('site');
    expect(chunk(at('routes/shop/gallery.tsx'))).toBe('site');
    expect(chunk(at('components/ui/toaster.tsx'))).toBe('shell');
  });

  it('keeps a module a guest’s page also uses out of site, so that page never loads the public header', () => {
    expect(chunk(at('components/storefront/icons.tsx'))).toBe('shell');
  });

  it('keeps packages apart, and leaves route modules and what only routes use to Rollup', () => {
    expect(chunk(pkg('react'))).toBe('packages');
    expect(chunk(pkg('valibot'))).toBe('packages');
    // Imported by React's CommonJS: with the app's modules it would make a cycle between chunks.
    expect(chunk('\0commonjsHelpers.js')).toBe('packages');
    for (const id of [
      at('root.tsx'),
      at('routes/storefront/layout.tsx'),
      at('components/storefront/collection-card.tsx'),
      at('routes/admin/orders/order-table.tsx'),
    ]) {
      expect(chunk(id), id).toBeUndefined();
    }
  });
});
