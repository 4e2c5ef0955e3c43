import { sql } from 'kysely';
import type { Db } from '../db/connection';

export const ONE_HOUR_MS = 60 * 60 * 1000;
export const ONE_DAY_MS = 24 * ONE_HOUR_MS;

export interface RateLimitRule {
  /** What is being limited, e.g. 'review'. */
  action: string;
  /** How many hits a client may make per window. */
  limit: number;
  windowMs: number;
}

export const REVIEW_LIMIT: RateLimitRule = { action: 'review', limit: 5, windowMs: ONE_HOUR_MS };
export const CONTACT_LIMIT: RateLimitRule = { action: 'contact', limit: 5, windowMs: ONE_HOUR_MS };

/**
 * Test mode (the built-in provider) takes no money, so without these anyone could make the shop
 * e-mail any address as often as they like. New test orders per client address: ten an hour is
 * more than the designer trying the shop or a couple walking through checkout ever place, and
 * few enough that one client cannot fill the order list. Only a new order counts: a double click
 * or the back button finds the order already made.
 */
export const TEST_ORDER_LIMIT: RateLimitRule = { action: 'test-order', limit: 10, windowMs: ONE_HOUR_MS };
/**
 * Confirmation e-mails of test orders per recipient address and UTC day, however many clients
 * place them: enough for the designer to see the e-mail a few times a day, too few for anyone to
 * flood a stranger's inbox through the shop. Over it the order is paid all the same, only its
 * e-mail is withheld. Stripe orders are never counted.
 */
export const TEST_CONFIRMATION_LIMIT: RateLimitRule = { action: 'test-confirmation', limit: 5, windowMs: ONE_DAY_MS };

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one hit for `subject` (a client address, an e-mail…) and says whether it is within the
 * rule. The count lives in the database, so every server instance sharing it sees the same
 * total. Windows are fixed (they start at multiples of windowMs).
 */
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

/** Drops counting windows that started more than a day ago (no window is longer, so they have ended). */
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
