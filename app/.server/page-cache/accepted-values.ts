import type { AppLoadContext } from '@remix-run/node';

/**
 * What a page's loader tells a render for the cache about its address's values, once it has read
 * the database: whether they are ones it accepts — a known category, a page within range, an image
 * the gallery has (./page-params.ts checks the rest before rendering). Any other value still gets
 * the page its loader makes of it (an empty list, the last page), rendered now and never kept, so
 * made-up addresses cannot fill the cache.
 */
export function keepOnlyIf(context: AppLoadContext, accepted: boolean): void {
  if (!accepted && context.cacheRender) context.cacheRender.refused = true;
}
