import type { RouteConfigEntry } from '@remix-run/route-config';
import path from 'node:path';
import type { GetManualChunk } from 'rollup';

/** The storefront's layout: what it and only its pages use goes into `site`. */
export const STOREFRONT_LAYOUT = 'routes/storefront/layout.tsx';

/** Every module a part of the route config names, its children's included. */
export const routeFilesOf = (entries: readonly RouteConfigEntry[]): string[] =>
  entries.flatMap((entry) => [entry.file, ...routeFilesOf(entry.children ?? [])]);

/**
 * The browser build's chunks for what the layouts import, which were a dozen files of a few hundred
 * bytes each: a dozen requests before the first paint on a slow phone (issue 30). What only the
 * public pages use goes into `site` (every public page loads the site's layout anyway); what the
 * root imports, or the layout shares with other pages (a guest's invitation page, the studio), into
 * `shell`, which every page loads; packages into `packages` (React and Remix change less often than
 * the app, and stay cached across its deploys). Each chunk takes only modules of its own kind, so no
 * other page loads the public site's header through a shared module. Route modules (those `routes`,
 * the app's route config, names) stay their own chunks, loaded by route.
 */
export function layoutChunk(appDir: string, routes: readonly RouteConfigEntry[]): GetManualChunk {
  const root = path.join(appDir, 'root.tsx');
  const site = path.join(appDir, STOREFRONT_LAYOUT);
  const layout = routes.find((entry) => entry.file === STOREFRONT_LAYOUT);
  if (!layout) throw new Error(`The route config has no ${STOREFRONT_LAYOUT}`);
  const publicRoutes = new Set(routeFilesOf(layout.children ?? []).map((file) => path.join(appDir, file)));
  const routeFiles = new Set([root, ...routeFilesOf(routes).map((file) => path.join(appDir, file))]);
  const isRoute = (id: string) => routeFiles.has(id);
  const known = new Map<string, Set<string>>();

  /** The route modules that import it, directly or through other modules (static imports only). */
  function routesImporting(start: string, getImporters: (id: string) => readonly string[]): Set<string> {
    const cached = known.get(start);
    if (cached) return cached;
    const found = new Set<string>();
    const seen = new Set<string>([start]);
    const queue = [start];
    while (queue.length) {
      for (const importer of getImporters(queue.shift()!)) {
        if (isRoute(importer)) found.add(importer);
        else if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    known.set(start, found);
    return found;
  }

  return (id, { getModuleInfo }) => {
    if (isRoute(id)) return undefined;
    const importers = routesImporting(id, (module) => getModuleInfo(module)?.importers ?? []);
    // Packages, and Rollup's own helpers (`\0commonjsHelpers.js`, which React's CommonJS imports:
    // in `shell` it made a cycle, and React was undefined when the shell ran).
    const isPackage = !id.startsWith(appDir + path.sep);
    const inLayout = importers.has(root) || importers.has(site);
    if (!inLayout) return undefined;
    if (isPackage) return 'packages';
    const onlyPublic = [...importers].every((route) => route === site || publicRoutes.has(route));
    return importers.has(root) || !onlyPublic ? 'shell' : 'site';
  };
}
