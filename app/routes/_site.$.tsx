import type { LoaderFunctionArgs } from '@remix-run/node';
import { notFoundPage } from '~/.server/http/request';
import { PageNotFound } from '~/components/site/page-not-found';

export const meta = () => [
  { title: 'Page Not Found | Petal & Quill' },
  { name: 'description', content: 'The page you are looking for does not exist.' },
  { name: 'robots', content: 'noindex' },
];

/** Any path inside the public layout that no other route claims: a real 404, logged. */
export async function loader({ request }: LoaderFunctionArgs) {
  return notFoundPage(request);
}

export default function NotFound() {
  return <PageNotFound secondary={{ to: '/collections', label: 'Browse Collections' }} />;
}
