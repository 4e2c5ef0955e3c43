import type { LoaderFunctionArgs } from '@remix-run/node';
import { notFoundPage } from '~/.server/http/request';
import { requireAdmin } from '~/.server/auth/signed-in';
import { PageNotFound } from '~/components/storefront/page-not-found';

export const meta = () => [{ title: 'Page Not Found | Petal & Quill' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  return notFoundPage(request);
}

export default function AdminNotFound() {
  return (
    <PageNotFound
      secondary={{ to: '/admin', label: 'Back to the dashboard' }}
      className="rounded-2xl border border-line"
    />
  );
}
