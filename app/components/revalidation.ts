import type { ShouldRevalidateFunction } from '@remix-run/react';

/** Skips the reload when only the search params of the same page change, so those stay instant. */
export const revalidateOnSubmitOrNewPage: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  formMethod !== undefined || currentUrl.pathname !== nextUrl.pathname
    ? true
    : defaultShouldRevalidate && currentUrl.search === nextUrl.search;
