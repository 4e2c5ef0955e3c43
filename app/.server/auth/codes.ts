import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { VerificationRow, VerificationStatus } from '../db/schema';
import { toIso } from '../db/values';
import { queueMail } from '../mail/outbox';
import { consumeRateLimit } from '../platform/rate-limit';
import { ensureProfile, normaliseEmail, syncAdminFromList } from './profiles';
import { signInLinkUrl, signInMail } from './sign-in-mail';
import {
  countWrongGuess,
  emailWaitMs,
  guessLimitReached,
  lockEmail,
  ONE_MINUTE_MS,
  SIGN_IN_SEND_LIMIT,
  throttled,
  type Throttled,
} from './throttles';

export const TEN_MINUTES_MS = 10 * ONE_MINUTE_MS;

export const CODE_TTL_MS = TEN_MINUTES_MS;
/** The wrong code that reaches this count locks the verification; a new code must be asked for. */
export const MAX_WRONG_ATTEMPTS = 5;

export type RequestCodeResult = { status: 'sent' } | Throttled;
export type SignInResult =
  { status: 'ok'; profileId: number; email: string } | { status: 'invalid' | 'expired' | 'locked' } | Throttled;

export function generateCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function generateLinkToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

const hmac = (secret: string, purpose: string, value: string) =>
  crypto.createHmac('sha256', secret).update(`${purpose}\0${value}`).digest('hex');

/**
 * An HMAC keyed with a server secret: a plain hash of a million possible codes would fall in a second.
 * The e-mail is in the input, so equal codes for two people hash differently.
 */
export const hashCode = (secret: string, email: string, code: string) =>
  hmac(secret, 'sign-in-code', `${email}\0${code}`);
export const hashLinkToken = (secret: string, token: string) => hmac(secret, 'sign-in-link', token);

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/**
 * Reads no profile, so an address with an account and one without get the same answers. Throttles,
 * voiding the previous code, the new verification and the queued e-mail are one transaction.
 */
export async function requestSignInCode(
  db: Db,
  input: { email: string; clientAddress: string; siteUrl: string; secret: string; now?: Date },
): Promise<RequestCodeResult> {
  const email = normaliseEmail(input.email);
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    // A write first: on SQLite this takes the write lock for the whole transaction.
    const perAddress = await consumeRateLimit(trx, SIGN_IN_SEND_LIMIT, input.clientAddress, now.getTime());
    if (!perAddress.allowed) return { status: 'throttled', retryAfterSeconds: perAddress.retryAfterSeconds };
    await lockEmail(trx, email);
    const waitMs = await emailWaitMs(trx, email, now);
    if (waitMs > 0) return throttled(waitMs);

    await trx
      .updateTable('verifications')
      .set({ status: 'superseded' })
      .where('email', '=', email)
      .where('status', '=', 'open')
      .execute();
    const code = generateCode();
    const token = generateLinkToken();
    await trx
      .insertInto('verifications')
      .values({
        email,
        code_hash: hashCode(input.secret, email, code),
        link_token_hash: hashLinkToken(input.secret, token),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
      })
      .execute();
    const mail = signInMail({
      code,
      link: signInLinkUrl(input.siteUrl, token),
      validMinutes: CODE_TTL_MS / ONE_MINUTE_MS,
    });
    await queueMail(trx, { to: email, urgent: true }, mail, now);
    return { status: 'sent' };
  });
}

export interface VerifyOptions {
  clientAddress: string;
  secret: string;
  now?: Date;
  adminEmails?: readonly string[];
}

/** A wrong code is counted with one atomic update, so concurrent guesses all count. */
export async function verifySignInCode(
  db: Db,
  input: VerifyOptions & { email: string; code: string },
): Promise<SignInResult> {
  const now = input.now ?? new Date();
  const email = normaliseEmail(input.email);
  const limited = await guessLimitReached(db, input.clientAddress, now);
  if (limited) return limited;

  const verification = await db
    .selectFrom('verifications')
    .selectAll()
    .where('email', '=', email)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!verification || closedAnswer(verification, now)) return refuse(db, verification, input.clientAddress, now);

  const code = String(input.code).replace(/\s+/g, '');
  if (sameHash(hashCode(input.secret, email, code), verification.code_hash)) {
    return completeSignIn(db, verification, now, input.adminEmails);
  }
  const counted = await db
    .updateTable('verifications')
    .set({
      attempts: sql<number>`attempts + 1`,
      status: sql<VerificationStatus>`case when attempts + 1 >= ${MAX_WRONG_ATTEMPTS} then 'locked' else status end`,
    })
    .where('id', '=', verification.id)
    .where('status', '=', 'open')
    .returning('status')
    .executeTakeFirst();
  const guess = await countWrongGuess(db, input.clientAddress, now);
  const status = counted?.status ?? (await statusOf(db, verification.id));
  return status === 'locked' ? { status: 'locked' } : guess;
}

/** Works from any device: nothing but the database is shared with the request that sent it. */
export async function verifySignInLink(db: Db, input: VerifyOptions & { token: string }): Promise<SignInResult> {
  const now = input.now ?? new Date();
  const limited = await guessLimitReached(db, input.clientAddress, now);
  if (limited) return limited;

  const token = typeof input.token === 'string' && input.token.length <= 100 ? input.token : '';
  const verification = token
    ? await db
        .selectFrom('verifications')
        .selectAll()
        .where('link_token_hash', '=', hashLinkToken(input.secret, token))
        .executeTakeFirst()
    : undefined;
  if (!verification || closedAnswer(verification, now)) return refuse(db, verification, input.clientAddress, now);
  return completeSignIn(db, verification, now, input.adminEmails);
}

function closedAnswer(
  verification: Pick<VerificationRow, 'status' | 'expires_at'>,
  now: Date,
): 'invalid' | 'expired' | 'locked' | null {
  if (verification.status === 'locked') return 'locked';
  if (verification.status !== 'open') return 'invalid';
  if (Date.parse(toIso(verification.expires_at)) <= now.getTime()) return 'expired';
  return null;
}

/** An unknown, used or superseded verification counts as a wrong guess. */
async function refuse(
  db: Db,
  verification: VerificationRow | undefined,
  clientAddress: string,
  now: Date,
): Promise<SignInResult> {
  const closed = verification ? closedAnswer(verification, now) : 'invalid';
  return closed && closed !== 'invalid' ? { status: closed } : countWrongGuess(db, clientAddress, now);
}

async function statusOf(db: Db, id: number): Promise<VerificationStatus | undefined> {
  const row = await db.selectFrom('verifications').select('status').where('id', '=', id).executeTakeFirst();
  return row?.status;
}

/** Spends the verification only if still open (a concurrent sign-in, a lock or a newer code wins). */
async function completeSignIn(
  db: Db,
  verification: VerificationRow,
  now: Date,
  adminEmails: readonly string[] = [],
): Promise<SignInResult> {
  return db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('verifications')
      .set({ status: 'used', used_at: now.toISOString() })
      .where('id', '=', verification.id)
      .where('status', '=', 'open')
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) {
      const current = await trx
        .selectFrom('verifications')
        .selectAll()
        .where('id', '=', verification.id)
        .executeTakeFirst();
      return { status: (current && closedAnswer(current, now)) || 'invalid' };
    }
    const profileId = await ensureProfile(trx, verification.email, now);
    await syncAdminFromList(trx, verification.email, adminEmails);
    return { status: 'ok', profileId, email: verification.email };
  });
}
