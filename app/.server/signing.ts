import crypto from 'node:crypto';

/**
 * HMAC-SHA256 signatures for values this server hands out and must recognise later (order
 * links, download links). `purpose` keeps a signature made for one kind of link from being
 * accepted as another; the first secret signs and every secret verifies, so secrets can rotate.
 */
export function sign(secret: string, purpose: string, payload: string): string {
  return crypto.createHmac('sha256', secret).update(`${purpose}\0${payload}`).digest('base64url');
}

/** True when `signature` was made for this purpose and payload with one of the secrets (constant time). */
export function hasValidSignature(secrets: string[], purpose: string, payload: string, signature: string): boolean {
  const given = Buffer.from(signature);
  return secrets.some((secret) => {
    const expected = Buffer.from(sign(secret, purpose, payload));
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  });
}

/** An order id, an expiry in milliseconds since the epoch, and a base64url HMAC-SHA256 (43 characters). */
const ORDER_TOKEN = /^([1-9]\d{0,14})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;
const MAX_ORDER_TOKEN_LENGTH = 80;

export type OrderTokenCheck =
  { ok: true; orderId: number; expiresAt: Date } | { ok: false; reason: 'forged' | 'expired' };

/**
 * A URL-safe token naming an order until `expiresAt` (`<order id>.<expiry ms>.<signature>`), for
 * links that need no row of their own (downloads, proofs); `purpose` keeps one kind of link from
 * opening another. Signed with the first secret.
 */
export function signOrderToken(secrets: string[], purpose: string, orderId: number, expiresAt: Date): string {
  if (!Number.isSafeInteger(orderId) || orderId < 1) throw new RangeError(`Not an order id: ${orderId}`);
  const payload = `${orderId}.${expiresAt.getTime()}`;
  return `${payload}.${sign(secrets[0]!, purpose, payload)}`;
}

/**
 * Checks a token from a URL. Anything that is not a token this server signed for `purpose` with
 * one of the secrets (malformed, oversized, altered, made for another order) is 'forged'; a
 * genuine token stops working at its expiry instant. Never throws.
 */
export function verifyOrderToken(secrets: string[], purpose: string, token: unknown, now: Date): OrderTokenCheck {
  if (typeof token !== 'string' || token.length > MAX_ORDER_TOKEN_LENGTH) return { ok: false, reason: 'forged' };
  const match = ORDER_TOKEN.exec(token);
  if (!match) return { ok: false, reason: 'forged' };
  const [, id, expiry, signature] = match as unknown as [string, string, string, string];
  if (!hasValidSignature(secrets, purpose, `${id}.${expiry}`, signature)) return { ok: false, reason: 'forged' };
  const expiresAt = new Date(Number(expiry));
  if (now.getTime() >= expiresAt.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, orderId: Number(id), expiresAt };
}
