import type { Db } from '../db/connection';
import { linkKeyLookup } from '../orders/link-keys';
import { designsStateOf, type DesignsState } from '../designs/render-jobs';
import { verifyDownloadToken } from './links';
import {
  collectionsAwaitingFiles,
  getDownloadableOrder,
  listOrderFiles,
  type DownloadableOrder,
  type OrderFile,
} from './order-files';
import type { Secrets } from '../platform/signing';

export type DownloadAccess =
  /** Not one of ours, or expired: 403, with the way to a fresh link. */
  | { status: 'denied'; reason: 'forged' | 'expired' }
  /** Order gone or not paid: 404. */
  | { status: 'unavailable' }
  | { status: 'ok'; order: DownloadableOrder; expiresAt: Date; files: OrderFile[]; designs: DesignsState };

/** Checked the same way by the page, the ZIP and each single file. */
export async function openDownload(db: Db, secrets: Secrets, token: unknown, now: Date): Promise<DownloadAccess> {
  const check = await verifyDownloadToken(secrets, token, linkKeyLookup(db), now);
  if (!check.ok) return { status: 'denied', reason: check.reason };
  const order = await getDownloadableOrder(db, check.orderId);
  if (!order || order.status !== 'paid') return { status: 'unavailable' };
  const designs = await downloadsStateOf(db, order.id);
  return { status: 'ok', order, expiresAt: check.expiresAt, files: await listOrderFiles(db, order.id), designs };
}

/** Also 'preparing' while a collection bought has no files yet (made in the background after a start). */
export async function downloadsStateOf(db: Db, orderId: number): Promise<DesignsState> {
  const designs = await designsStateOf(db, orderId);
  if (designs === 'preparing') return designs;
  return (await collectionsAwaitingFiles(db, orderId)) ? 'preparing' : designs;
}
