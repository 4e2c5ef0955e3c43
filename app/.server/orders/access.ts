import { hasValidSignature, sign } from '../signing';

const PURPOSE = 'order-access';

/**
 * The buyer's key to their order's own pages (the test payment page and /success): the order id
 * and a signature, so nobody reaches an order by guessing its number or id.
 */
export function orderAccessToken(secrets: string[], orderId: number): string {
  return `${orderId}.${sign(secrets[0]!, PURPOSE, String(orderId))}`;
}

/** The order id the token was made for, or null when it is not one of ours. */
export function verifyOrderAccessToken(secrets: string[], token: unknown): number | null {
  if (typeof token !== 'string' || token.length > 120) return null;
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, signature] = match as unknown as [string, string, string];
  return hasValidSignature(secrets, PURPOSE, id, signature) ? Number(id) : null;
}

export const successPath = (secrets: string[], orderId: number) =>
  `/success?order=${orderAccessToken(secrets, orderId)}`;
export const testPaymentPath = (secrets: string[], orderId: number) =>
  `/pay/test?order=${orderAccessToken(secrets, orderId)}`;
