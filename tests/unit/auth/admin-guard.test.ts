import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeFilesOf } from '~/.server/static/layout-chunk';
import routes from '~/routes';

/**
 * Every admin route's loader and action must begin with the server-side admin check. This walks
 * the routes under /admin in the route config, so a new admin screen without it fails the tests.
 */
const admin = routes.find((entry) => entry.path === 'admin');
const adminRoutes = admin ? routeFilesOf([admin]) : [];

function exportedFunctions(source: string): Array<{ name: string; body: string }> {
  const found: Array<{ name: string; body: string }> = [];
  const pattern = /export\s+(?:async\s+)?function\s+(loader|action)\s*\([^)]*\)[^{]*\{/g;
  for (const match of source.matchAll(pattern)) {
    const start = match.index! + match[0].length;
    found.push({ name: match[1]!, body: source.slice(start, start + 300) });
  }
  for (const match of source.matchAll(/export\s+const\s+(loader|action)\s*=/g)) {
    found.push({ name: match[1]!, body: source.slice(match.index!, match.index! + 300) });
  }
  return found;
}

describe('admin routes', () => {
  it('exist', () => {
    expect(adminRoutes).toEqual(
      expect.arrayContaining([
        'routes/admin/layout.tsx',
        'routes/admin/dashboard.tsx',
        'routes/proofs/admin-proofs.tsx',
      ]),
    );
  });

  it.each(adminRoutes)('%s checks requireAdmin first in every loader and action', (file) => {
    const source = fs.readFileSync(path.resolve('app', file), 'utf8');
    const functions = exportedFunctions(source);
    expect(functions.length, `${file} has no loader: every admin route needs one that checks the user`).toBeGreaterThan(
      0,
    );
    for (const fn of functions) {
      const firstStatement = fn.body.trim().split('\n')[0]!;
      expect(firstStatement, `${file}: ${fn.name} must start with requireAdmin(context.services, request)`).toMatch(
        /await requireAdmin\(context\.services, request\)/,
      );
    }
  });
});
