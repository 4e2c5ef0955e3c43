import { hasValidSignature, sign, type KeyedOrder, type LinkKeyLookup, type Secrets } from '../platform/signing';

const PURPOSE = 'order-access';

/**
 * The buyer's key to their order's own pages (the test payment page and /success): the order id
 * and a signature over it and the order's link key, so nobody reaches an order by guessing its
 * number or id, and a link never opens another order that later got the same id.
 */
export function orderAccessToken(secrets: Secrets, order: KeyedOrder): string {
  return `${order.id}.${sign(secrets[0], PURPOSE, accessPayload(order))}`;
}

// The id alone for orders without a key, as these links were signed before keys.
const accessPayload = (order: KeyedOrder) => (order.linkKey ? `${order.id}.${order.linkKey}` : String(order.id));

/** The order id the token was made for, or null when it is not one of ours for that order. */
export async function verifyOrderAccessToken(
  secrets: Secrets,
  token: unknown,
  linkKeyOf: LinkKeyLookup,
): Promise<number | null> {
  if (typeof token !== 'string' || token.length > 120) return null;
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id = '', signature = ''] = match;
  const linkKey = await linkKeyOf(Number(id));
  if (linkKey === null) return null;
  return hasValidSignature(secrets, PURPOSE, accessPayload({ id: Number(id), linkKey }), signature) ? Number(id) : null;
}

/** The order's own pages, through an order access token (the test payment page passes its own on). */
export const successPath = (token: string) => `/success?order=${encodeURIComponent(token)}`;
export const testPaymentPath = (token: string) => `/pay/test?order=${encodeURIComponent(token)}`;
