import crypto from 'node:crypto';

/** The first signs, all verify: an older one stays while links it signed live. */
export type Secrets = [current: string, ...older: string[]];

export function sign(secret: string, purpose: string, payload: string): string {
  return crypto.createHmac('sha256', secret).update(`${purpose}\0${payload}`).digest('base64url');
}

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
 * The key is signed with the id, so a link made for one order never opens another that later got
 * the same id (a restore brings the id counter back). '' for orders placed before keys.
 */
export interface KeyedOrder {
  id: number;
  linkKey: string;
}

export const orderPayload = (order: KeyedOrder, rest: string) =>
  order.linkKey ? `${order.id}.${rest}.${order.linkKey}` : `${order.id}.${rest}`;

export type LinkKeyLookup = (orderId: number) => Promise<string | null>;

const ORDER_TOKEN = /^([1-9]\d{0,14})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;
const MAX_ORDER_TOKEN_LENGTH = 80;

export type OrderTokenCheck =
  { ok: true; orderId: number; expiresAt: Date } | { ok: false; reason: 'forged' | 'expired' };

/** `<order id>.<expiry ms>.<signature>`, for links that need no row of their own (downloads, proofs). */
export function signOrderToken(secrets: Secrets, purpose: string, order: KeyedOrder, expiresAt: Date): string {
  if (!Number.isSafeInteger(order.id) || order.id < 1) throw new RangeError(`Not an order id: ${order.id}`);
  const expiry = String(expiresAt.getTime());
  return `${order.id}.${expiry}.${sign(secrets[0], purpose, orderPayload(order, expiry))}`;
}

/** Anything not signed by this server for `purpose` and this order is 'forged'. Never throws. */
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
