import type { MetaDescriptor } from '@remix-run/node';
import { isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { PageNotFound } from './page-not-found';

/**
 * A public page's error boundary for a 404 its loader throws (an order, proof or payment link that
 * names nothing): the site's 404 page inside the public layout, header and footer kept, as the
 * catch-all shows it. Anything else goes on to the root's boundary.
 */
export function NotFoundBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <PageNotFound secondary={{ to: '/collections', label: 'Browse Collections' }} />;
  }
  throw error;
}

/** The 404 page's title and description (never indexed). */
export const NOT_FOUND_META: MetaDescriptor[] = [
  { title: 'Page Not Found | Petal & Quill' },
  { name: 'description', content: 'The page you are looking for does not exist.' },
  { name: 'robots', content: 'noindex' },
];

/** A page's meta, or the 404's when its loader threw (its boundary shows the 404 page). */
export const metaOrNotFound =
  (meta: () => MetaDescriptor[]) =>
  ({ error }: { error?: unknown }): MetaDescriptor[] =>
    error ? NOT_FOUND_META : meta();
