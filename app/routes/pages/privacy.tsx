import type { LoaderFunctionArgs } from '@remix-run/node';
import { getLegalPage } from '~/.server/content/pages';
import { LegalRoute } from '~/components/storefront/legal-page';
import { pageMeta } from '~/components/storefront/page-meta';

export const meta = () =>
  pageMeta('Privacy Policy', 'What personal information Petal & Quill collects, why, and how we look after it.');

export const loader = ({ context }: LoaderFunctionArgs) => getLegalPage(context.services.db, 'privacy');

export default LegalRoute;
