import { sql } from 'kysely';
import type { Db } from './db/connection';

export const ONE_HOUR_MS = 60 * 60 * 1000;

export interface RateLimitRule {
  /** What is being limited, e.g. 'review'. */
  action: string;
  /** How many hits a client may make per window. */
  limit: number;
  windowMs: number;
}

export const REVIEW_LIMIT: RateLimitRule = { action: 'review', limit: 5, windowMs: ONE_HOUR_MS };
export const CONTACT_LIMIT: RateLimitRule = { action: 'contact', limit: 5, windowMs: ONE_HOUR_MS };

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

/** Drops counting windows that ended more than a day ago. */
export async function deleteExpiredRateLimits(db: Db, now: number = Date.now()): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', now - 24 * ONE_HOUR_MS)
    .execute();
}

export function retryAfterText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'in a minute' : `in ${minutes} minutes`;
}
