import type { MetaDescriptor } from '@remix-run/node';
import { isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { PageNotFound } from './page-not-found';

/** For a 404 its loader throws: the site's 404 inside the public layout. Anything else goes to the root's boundary. */
export function NotFoundBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <PageNotFound secondary={{ to: '/collections', label: 'Browse Collections' }} />;
  }
  throw error;
}

export const NOT_FOUND_META: MetaDescriptor[] = [
  { title: 'Page Not Found | Petal & Quill' },
  { name: 'description', content: 'The page you are looking for does not exist.' },
  { name: 'robots', content: 'noindex' },
];

export const metaOrNotFound =
  (meta: () => MetaDescriptor[]) =>
  ({ error }: { error?: unknown }): MetaDescriptor[] =>
    error ? NOT_FOUND_META : meta();
