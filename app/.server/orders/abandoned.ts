import type { Db } from '../db/connection';
import { applyMove } from './status-moves';

/** A test-mode order nobody paid within this long was abandoned. */
export const ABANDONED_TEST_ORDER_MS = 24 * 60 * 60 * 1000;

/**
 * Housekeeping: test-mode orders left on the payment page are cancelled after a day, so the
 * order list does not fill with orders that will never be paid. Stripe orders are left alone:
 * Stripe expires their sessions and says so by webhook, and a bank payment may still arrive
 * days later.
 */
export async function cancelAbandonedTestOrders(db: Db, now = new Date()): Promise<number> {
  const abandoned = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'pending')
    .where('provider', '=', 'test')
    .where('created_at', '<', new Date(now.getTime() - ABANDONED_TEST_ORDER_MS).toISOString())
    .execute();
  let cancelled = 0;
  // Each through the one status table, recorded as the housekeeping's; one paid meanwhile is left.
  for (const { id } of abandoned) {
    const moved = await db
      .transaction()
      .execute((trx) => applyMove(trx, { orderId: Number(id), move: 'cancel_payment', actor: 'system', now }));
    if (moved.ok) cancelled += 1;
  }
  return cancelled;
}
