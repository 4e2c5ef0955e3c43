import type { DesignsState } from '../designs/render-jobs';
import { downloadsStateOf } from '../downloads/access';
import { downloadLinks, type DownloadLinks } from '../downloads/links';
import { listOrderFiles } from '../downloads/order-files';
import type { OrderDeps } from './deps';
import { keyedOrderOrThrow } from './link-keys';
import type { OrderView } from './queries';

export interface BuyerOrder extends OrderView {
  downloads: (Omit<DownloadLinks, 'expiresAt'> & { expiresAt: string }) | null;
  designs: DesignsState;
}

export async function withDownloads(
  deps: Pick<OrderDeps, 'db' | 'secrets'>,
  order: OrderView,
  now = new Date(),
): Promise<BuyerOrder> {
  if (order.status !== 'paid') return { ...order, downloads: null, designs: 'none' };
  // The state first: files listed after it are at least as new.
  const designs = await downloadsStateOf(deps.db, order.id);
  const links = downloadLinks(
    deps.secrets,
    '',
    await keyedOrderOrThrow(deps.db, order.id),
    await listOrderFiles(deps.db, order.id),
    now,
  );
  return { ...order, downloads: { ...links, expiresAt: links.expiresAt.toISOString() }, designs };
}
