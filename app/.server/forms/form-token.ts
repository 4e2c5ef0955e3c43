import crypto from 'node:crypto';
import type { AppLoadContext } from '@remix-run/node';
import type { Db } from '../db/connection';
import { hasValidSignature, sign, type Secrets } from '../platform/signing';

/**
 * One-time tokens stop a double click or replayed post from storing a second row. Signed (showing a page
 * writes nothing), and spent in the same transaction as the data they guard.
 */
export const FORM_TOKEN_FIELD = 'formToken';
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const PURPOSE = 'form-token';

export function issueFormToken(secret: string, form: string, now = Date.now()): string {
  const payload = `${form}.${now}.${crypto.randomBytes(12).toString('base64url')}`;
  return `${payload}.${sign(secret, PURPOSE, payload)}`;
}

/** When rendered for the page cache, a placeholder filled with a new token each time the page is served. */
export function pageFormToken(context: AppLoadContext, form: string): string {
  return context.cacheRender?.formToken(form) ?? issueFormToken(context.services.secrets[0], form);
}

export function isValidFormToken(secrets: Secrets, form: string, token: unknown, now = Date.now()): token is string {
  if (typeof token !== 'string' || token.length > 200) return false;
  const parts = token.split('.');
  if (parts.length !== 4) return false;
  const [tokenForm, issuedAt, nonce, signature] = parts as [string, string, string, string];
  if (tokenForm !== form || !/^\d+$/.test(issuedAt)) return false;
  const age = now - Number(issuedAt);
  if (age < 0 || age > FORM_TOKEN_MAX_AGE_MS) return false;
  return hasValidSignature(secrets, PURPOSE, `${tokenForm}.${issuedAt}.${nonce}`, signature);
}

export async function spendFormToken(db: Db, token: string, now = new Date()): Promise<boolean> {
  const result = await db
    .insertInto('used_form_tokens')
    .values({ token, used_at: now.toISOString() })
    .onConflict((oc) => oc.column('token').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function deleteExpiredFormTokens(db: Db, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('used_form_tokens')
    .where('used_at', '<', new Date(now - FORM_TOKEN_MAX_AGE_MS).toISOString())
    .execute();
}
