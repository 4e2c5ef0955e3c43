import { getLegalPage } from '~/.server/content';
import { db } from '~/.server/runtime';
import { LegalRoute } from '~/components/site/legal-page';
import { pageMeta } from '~/components/site/page-meta';

export const meta = () =>
  pageMeta('Terms of Service', 'The terms for buying and using digital invitation collections from Petal & Quill.');

export const loader = async () => ({ page: await getLegalPage(db, 'terms') });

export default LegalRoute;
