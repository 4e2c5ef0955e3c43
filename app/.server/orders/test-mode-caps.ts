import type { Db } from '../db/connection';
import { consumeRateLimit, TEST_CONFIRMATION_LIMIT, TEST_ORDER_LIMIT } from '../platform/rate-limit';

/**
 * The caps on test mode (the constants and why: ../rate-limit.ts). Both count in rate_limits
 * inside the caller's transaction: the counter row is locked until the commit, so two requests
 * at once (a double click, two tabs, two server instances) are counted one after the other and
 * can never both take the last place.
 */

/** Thrown inside placeOrder's transaction so the new order and its count are rolled back together. */
export class TestOrderLimitReached extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many test orders from this client');
  }
}

/** Counts one new test order for this client; over the limit it throws TestOrderLimitReached. */
export async function countTestOrder(trx: Db, clientAddress: string, now: Date): Promise<void> {
  const result = await consumeRateLimit(trx, TEST_ORDER_LIMIT, clientAddress, now.getTime());
  if (!result.allowed) throw new TestOrderLimitReached(result.retryAfterSeconds);
}

/** Counts one confirmation e-mail of a test order to this address; false when it is over today's cap. */
export async function mayMailTestConfirmation(trx: Db, email: string, now: Date): Promise<boolean> {
  return (await consumeRateLimit(trx, TEST_CONFIRMATION_LIMIT, email, now.getTime())).allowed;
}
