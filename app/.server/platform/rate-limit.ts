import { sql } from 'kysely';
import type { Db } from '../db/connection';

export const ONE_HOUR_MS = 60 * 60 * 1000;
export const ONE_DAY_MS = 24 * ONE_HOUR_MS;

export interface RateLimitRule {
  action: string;
  limit: number;
  windowMs: number;
}

export const REVIEW_LIMIT: RateLimitRule = { action: 'review', limit: 5, windowMs: ONE_HOUR_MS };
export const CONTACT_LIMIT: RateLimitRule = { action: 'contact', limit: 5, windowMs: ONE_HOUR_MS };

/**
 * Test mode takes no money, so without this anyone could make the shop e-mail any address. Ten an hour
 * is more than any real try-out places; a double click finds the order already made.
 */
export const TEST_ORDER_LIMIT: RateLimitRule = { action: 'test-order', limit: 10, windowMs: ONE_HOUR_MS };
/** Per recipient and UTC day: over it the order is paid but its e-mail withheld. Stripe orders never count. */
export const TEST_CONFIRMATION_LIMIT: RateLimitRule = { action: 'test-confirmation', limit: 5, windowMs: ONE_DAY_MS };

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The count lives in the database, so every instance sees the same total. Windows are fixed. */
export async function consumeRateLimit(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now: number = Date.now(),
): Promise<RateLimitResult> {
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  const key = `${rule.action}:${subject}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  if (Number(row.count) <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000)) };
}

/** No window is longer than a day. */
export async function deleteExpiredRateLimits(db: Db, now: number = Date.now()): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', now - ONE_DAY_MS)
    .execute();
}

export function retryAfterText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'in a minute' : `in ${minutes} minutes`;
}
