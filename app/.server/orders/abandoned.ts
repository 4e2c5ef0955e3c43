import type { Db } from '../db/connection';

/** A test-mode order nobody paid within this long was abandoned. */
export const ABANDONED_TEST_ORDER_MS = 24 * 60 * 60 * 1000;

/**
 * Housekeeping: test-mode orders left on the payment page are cancelled after a day, so the
 * order list does not fill with orders that will never be paid. Stripe orders are left alone:
 * Stripe expires their sessions and says so by webhook, and a bank payment may still arrive
 * days later.
 */
export async function cancelAbandonedTestOrders(db: Db, now = new Date()): Promise<number> {
  const result = await db
    .updateTable('orders')
    .set({ status: 'cancelled', cancelled_at: now.toISOString(), updated_at: now.toISOString() })
    .where('status', '=', 'pending')
    .where('provider', '=', 'test')
    .where('created_at', '<', new Date(now.getTime() - ABANDONED_TEST_ORDER_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
