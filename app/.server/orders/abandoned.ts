import type { Db } from '../db/connection';
import { applyMove } from './status-moves';

export const ABANDONED_TEST_ORDER_MS = 24 * 60 * 60 * 1000;

/** Stripe orders are left alone: Stripe expires its sessions by webhook, and a bank payment may arrive days later. */
export async function cancelAbandonedTestOrders(db: Db, now = new Date()): Promise<number> {
  const abandoned = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'pending')
    .where('provider', '=', 'test')
    .where('created_at', '<', new Date(now.getTime() - ABANDONED_TEST_ORDER_MS).toISOString())
    .execute();
  let cancelled = 0;
  // Through the status table, recorded as the housekeeping's; one paid meanwhile is left.
  for (const { id } of abandoned) {
    const moved = await db
      .transaction()
      .execute((trx) => applyMove(trx, { orderId: Number(id), move: 'cancel_payment', actor: 'system', now }));
    if (moved.ok) cancelled += 1;
  }
  return cancelled;
}
