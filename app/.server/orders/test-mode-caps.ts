import type { Db } from '../db/connection';
import { consumeRateLimit, TEST_CONFIRMATION_LIMIT, TEST_ORDER_LIMIT } from '../platform/rate-limit';

/** The counter row stays locked until the commit, so two requests at once can never both take the last place. */

export class TestOrderLimitReached extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many test orders from this client');
  }
}

export async function countTestOrder(trx: Db, clientAddress: string, now: Date): Promise<void> {
  const result = await consumeRateLimit(trx, TEST_ORDER_LIMIT, clientAddress, now.getTime());
  if (!result.allowed) throw new TestOrderLimitReached(result.retryAfterSeconds);
}

export async function mayMailTestConfirmation(trx: Db, email: string, now: Date): Promise<boolean> {
  return (await consumeRateLimit(trx, TEST_CONFIRMATION_LIMIT, email, now.getTime())).allowed;
}
