import type { Db } from '~/.server/db/connection';
import { downloadLinks } from '~/.server/downloads/links';
import { listOrderFiles } from '~/.server/downloads/order-files';
import { queueMail } from '~/.server/mail/outbox';
import { absoluteUrl } from '~/.server/http/absolute-url';
import { applyMove, type MoveResult } from '~/.server/orders/status-moves';
import { deliveryMail } from '~/.server/proofs/mails';
import { orderForMail } from '~/.server/proofs/proofs';
import { keepIf, type StudioDeps } from './deps';
import { keyedOrderOrThrow } from '~/.server/orders/link-keys';

export interface DeliveryRequest {
  orderId: number;
  proofId: number;
  actor: string;
  expectedVersion?: number;
  note?: string | null;
  now: Date;
}

/** The delivery e-mail's ZIP holds the files in `final/` and the earlier drafts apart. */
export async function deliverProof(
  trx: Db,
  deps: Pick<StudioDeps, 'secrets' | 'siteUrl'>,
  request: DeliveryRequest,
): Promise<MoveResult> {
  const { orderId, now } = request;
  const move = await applyMove(trx, { ...request, move: 'deliver' });
  if (!move.ok) return move;
  await trx.updateTable('orders').set({ delivered_proof_id: request.proofId }).where('id', '=', orderId).execute();
  const order = await orderForMail(trx, orderId);
  const links = downloadLinks(
    deps.secrets,
    deps.siteUrl,
    await keyedOrderOrThrow(trx, orderId),
    await listOrderFiles(trx, orderId),
    now,
  );
  const mail = deliveryMail({
    ...order,
    zipUrl: links.zipUrl,
    pageUrl: links.pageUrl,
    linksExpireAt: links.expiresAt,
    accountOrdersUrl: absoluteUrl(deps.siteUrl, '/account/orders'),
  });
  await queueMail(trx, { to: order.email, orderId, kind: 'delivery' }, mail, now);
  return move;
}

export type MarkDeliveredResult =
  { ok: true } | { ok: false; reason: Extract<MoveResult, { ok: false }>['reason'] | 'no-proof' };

/** For when the couple approved by phone, or the designer decides the latest proof is final. */
export async function markDelivered(
  deps: StudioDeps,
  request: { orderId: number; expectedVersion: number; actor: string; now?: Date },
): Promise<MarkDeliveredResult> {
  const now = request.now ?? new Date();
  const result = await keepIf<MarkDeliveredResult>(deps.db, async (trx) => {
    const latest = await trx
      .selectFrom('proofs')
      .select('id')
      .where('order_id', '=', request.orderId)
      .orderBy('round', 'desc')
      .limit(1)
      .executeTakeFirst();
    const order = await trx.selectFrom('orders').select('version').where('id', '=', request.orderId).executeTakeFirst();
    if (!order) return { ok: false, reason: 'unknown-order' };
    if (Number(order.version) !== request.expectedVersion) return { ok: false, reason: 'stale' };
    if (!latest) return { ok: false, reason: 'no-proof' };
    const move = await deliverProof(trx, deps, { ...request, proofId: Number(latest.id), now });
    return move.ok ? { ok: true } : { ok: false, reason: move.reason };
  });
  if (result.ok) deps.afterCommit?.();
  return result;
}
