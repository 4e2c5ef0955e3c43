import { getLegalPage } from '~/.server/content';
import { db } from '~/.server/runtime';
import { LegalRoute } from '~/components/site/legal-page';
import { pageMeta } from '~/components/site/page-meta';

export const meta = () =>
  pageMeta('Privacy Policy', 'What personal information Petal & Quill collects, why, and how we look after it.');

export const loader = async () => ({ page: await getLegalPage(db, 'privacy') });

export default LegalRoute;
