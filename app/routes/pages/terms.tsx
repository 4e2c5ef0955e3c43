import type { LoaderFunctionArgs } from '@remix-run/node';
import { getLegalPage } from '~/.server/content/pages';
import { LegalRoute } from '~/components/storefront/legal-page';
import { pageMeta } from '~/components/storefront/page-meta';

export const meta = () =>
  pageMeta('Terms of Service', 'The terms for buying and using digital invitation collections from Petal & Quill.');

export const loader = ({ context }: LoaderFunctionArgs) => getLegalPage(context.services.db, 'terms');

export default LegalRoute;
