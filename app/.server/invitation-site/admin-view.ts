import type { Services } from '~/.server/boot/services';
import { siteEditorData } from './site-editor';
import { siteOfOrder } from './sites';

/** The order's site as the designer sees it from the order page: read-only, with the headcounts. */
export async function siteForStudio(services: Services, orderId: number) {
  const site = await siteOfOrder(services.db, orderId);
  if (!site) return null;
  const { siteUrl, events, guests, headcounts } = await siteEditorData(services, site);
  return { title: site.title, siteUrl, events, guests, headcounts };
}
