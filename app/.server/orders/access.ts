import { hasValidSignature, sign, type KeyedOrder, type LinkKeyLookup, type Secrets } from '../platform/signing';

const PURPOSE = 'order-access';

/** Signed over the id and link key, so a link never opens another order that later got the same id. */
export function orderAccessToken(secrets: Secrets, order: KeyedOrder): string {
  return `${order.id}.${sign(secrets[0], PURPOSE, accessPayload(order))}`;
}

// Orders without a key were signed over the id alone.
const accessPayload = (order: KeyedOrder) => (order.linkKey ? `${order.id}.${order.linkKey}` : String(order.id));

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

export const successPath = (token: string) => `/success?order=${encodeURIComponent(token)}`;
export const testPaymentPath = (token: string) => `/pay/test?order=${encodeURIComponent(token)}`;
