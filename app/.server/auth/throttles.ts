import { sql } from 'kysely';
import { engineOf, type Db } from '../db/connection';
import { toIso } from '../db/values';
import { consumeRateLimit, ONE_HOUR_MS, type RateLimitRule } from '../platform/rate-limit';

/** All throttles live in the database: per e-mail (read from the verifications) and per client address (rate_limits). */
export const ONE_MINUTE_MS = 60 * 1000;

export const EMAIL_COOLDOWN_MS = ONE_MINUTE_MS;
export const CODES_PER_EMAIL_PER_HOUR = 5;
/** The history the hourly limit counts. */
export const VERIFICATION_RETENTION_MS = ONE_HOUR_MS;
export const SIGN_IN_SEND_LIMIT: RateLimitRule = { action: 'sign-in-send', limit: 20, windowMs: ONE_HOUR_MS };
export const SIGN_IN_GUESS_LIMIT: RateLimitRule = { action: 'sign-in-guess', limit: 30, windowMs: ONE_HOUR_MS };

export type Throttled = { status: 'throttled'; retryAfterSeconds: number };

export const throttled = (retryAfterMs: number): Throttled => ({
  status: 'throttled',
  retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
});

/** An advisory lock on PostgreSQL; SQLite has one writer, and the caller's transaction has written already. */
export async function lockEmail(trx: Db, email: string): Promise<void> {
  if (engineOf(trx) === 'postgres') {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in:${email}`}, 0))`.execute(trx);
  }
}

export async function emailWaitMs(db: Db, email: string, now: Date): Promise<number> {
  const recent = await db
    .selectFrom('verifications')
    .select('created_at')
    .where('email', '=', email)
    .where('created_at', '>', new Date(now.getTime() - ONE_HOUR_MS).toISOString())
    .orderBy('created_at', 'desc')
    .limit(CODES_PER_EMAIL_PER_HOUR)
    .execute();
  const times = recent.map((row) => Date.parse(toIso(row.created_at)));
  const last = times[0];
  const oldestCounted = times.length >= CODES_PER_EMAIL_PER_HOUR ? times[CODES_PER_EMAIL_PER_HOUR - 1] : undefined;
  return Math.max(
    0,
    last === undefined ? 0 : last + EMAIL_COOLDOWN_MS - now.getTime(),
    oldestCounted === undefined ? 0 : oldestCounted + ONE_HOUR_MS - now.getTime(),
  );
}

export async function countWrongGuess(
  db: Db,
  clientAddress: string,
  now: Date,
): Promise<{ status: 'invalid' } | Throttled> {
  const result = await consumeRateLimit(db, SIGN_IN_GUESS_LIMIT, clientAddress, now.getTime());
  return result.allowed ? { status: 'invalid' } : { status: 'throttled', retryAfterSeconds: result.retryAfterSeconds };
}

/**
 * Checks without counting this try: a right code must be refused too, or the throttle would tell an
 * attacker which guess was right.
 */
export async function guessLimitReached(db: Db, clientAddress: string, now: Date): Promise<Throttled | null> {
  const rule = SIGN_IN_GUESS_LIMIT;
  const windowStart = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const row = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('key', '=', `${rule.action}:${clientAddress}`)
    .where('window_start', '=', windowStart)
    .executeTakeFirst();
  if (!row || Number(row.count) < rule.limit) return null;
  return throttled(windowStart + rule.windowMs - now.getTime());
}
