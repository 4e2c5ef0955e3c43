import type { LoaderFunctionArgs } from '@remix-run/node';
import { notFoundPage } from '~/.server/http/request';
import { NOT_FOUND_META } from '~/components/storefront/not-found-boundary';
import { PageNotFound } from '~/components/storefront/page-not-found';

export const meta = () => NOT_FOUND_META;

export async function loader({ request }: LoaderFunctionArgs) {
  return notFoundPage(request);
}

export default function NotFound() {
  return <PageNotFound secondary={{ to: '/collections', label: 'Browse Collections' }} />;
}
