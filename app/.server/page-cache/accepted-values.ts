import type { AppLoadContext } from '@remix-run/node';

/** Any other value still gets its page, never kept, so made-up addresses cannot fill the cache. */
export function keepOnlyIf(context: AppLoadContext, accepted: boolean): void {
  if (!accepted && context.cacheRender) context.cacheRender.refused = true;
}
