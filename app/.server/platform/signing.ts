import crypto from 'node:crypto';

/**
 * HMAC-SHA256 signatures for values this server hands out and must recognise later (order
 * links, download links). `purpose` keeps a signature made for one kind of link from being
 * accepted as another; the first secret signs and every secret verifies, so secrets can rotate.
 */
/** The server's secrets: the first signs, all of them verify (an older one stays while links it signed live). */
export type Secrets = [current: string, ...older: string[]];

export function sign(secret: string, purpose: string, payload: string): string {
  return crypto.createHmac('sha256', secret).update(`${purpose}\0${payload}`).digest('base64url');
}

/** True when `signature` was made for this purpose and payload with one of the secrets (constant time). */
export function hasValidSignature(
  secrets: readonly string[],
  purpose: string,
  payload: string,
  signature: string,
): boolean {
  const given = Buffer.from(signature);
  return secrets.some((secret) => {
    const expected = Buffer.from(sign(secret, purpose, payload));
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  });
}

/**
 * An order as links name it: its row id and its random link key ('' for orders placed before
 * links had keys). The key is signed with the id, so a link made for one order never opens
 * another that later got the same id (a restore brings the id counter back).
 */
export interface KeyedOrder {
  id: number;
  linkKey: string;
}

/** What an order link's signature covers: the id, the rest of the token, and the order's key. */
export const orderPayload = (order: KeyedOrder, rest: string) =>
  order.linkKey ? `${order.id}.${rest}.${order.linkKey}` : `${order.id}.${rest}`;

/** Looks up an order's link key by id (null for an unknown order). */
export type LinkKeyLookup = (orderId: number) => Promise<string | null>;

/** An order id, an expiry in milliseconds since the epoch, and a base64url HMAC-SHA256 (43 characters). */
const ORDER_TOKEN = /^([1-9]\d{0,14})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;
const MAX_ORDER_TOKEN_LENGTH = 80;

export type OrderTokenCheck =
  { ok: true; orderId: number; expiresAt: Date } | { ok: false; reason: 'forged' | 'expired' };

/**
 * A URL-safe token naming an order until `expiresAt` (`<order id>.<expiry ms>.<signature>`), for
 * links that need no row of their own (downloads, proofs); `purpose` keeps one kind of link from
 * opening another. Signed with the first secret, over the order's link key too.
 */
export function signOrderToken(secrets: Secrets, purpose: string, order: KeyedOrder, expiresAt: Date): string {
  if (!Number.isSafeInteger(order.id) || order.id < 1) throw new RangeError(`Not an order id: ${order.id}`);
  const expiry = String(expiresAt.getTime());
  return `${order.id}.${expiry}.${sign(secrets[0], purpose, orderPayload(order, expiry))}`;
}

/**
 * Checks a token from a URL. Anything that is not a token this server signed for `purpose` with
 * one of the secrets for the order that has its id now (malformed, oversized, altered, made for
 * another order, for an order that is gone) is 'forged'; a genuine token stops working at its
 * expiry instant. Never throws.
 */
export async function verifyOrderToken(
  secrets: readonly string[],
  purpose: string,
  token: unknown,
  linkKeyOf: LinkKeyLookup,
  now: Date,
): Promise<OrderTokenCheck> {
  if (typeof token !== 'string' || token.length > MAX_ORDER_TOKEN_LENGTH) return { ok: false, reason: 'forged' };
  const match = ORDER_TOKEN.exec(token);
  if (!match) return { ok: false, reason: 'forged' };
  const [, id = '', expiry = '', signature = ''] = match;
  const orderId = Number(id);
  if (!Number.isSafeInteger(orderId)) return { ok: false, reason: 'forged' };
  const linkKey = await linkKeyOf(orderId);
  if (linkKey === null) return { ok: false, reason: 'forged' };
  const payload = orderPayload({ id: orderId, linkKey }, expiry);
  if (!hasValidSignature(secrets, purpose, payload, signature)) return { ok: false, reason: 'forged' };
  const expiresAt = new Date(Number(expiry));
  if (now.getTime() >= expiresAt.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, orderId, expiresAt };
}
