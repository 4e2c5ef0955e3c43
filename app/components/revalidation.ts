import type { ShouldRevalidateFunction } from '@remix-run/react';

/**
 * For layout loaders whose data changes only after a form post or on another page: skip the
 * reload when only the search params of the same page change (a gallery thumbnail, a tab, a
 * filter), so those stay instant.
 */
export const revalidateOnSubmitOrNewPage: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  formMethod !== undefined || currentUrl.pathname !== nextUrl.pathname
    ? true
    : defaultShouldRevalidate && currentUrl.search === nextUrl.search;
