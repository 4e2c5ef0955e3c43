import { signOrderToken, type KeyedOrder, type Secrets } from '../platform/signing';
import { keyOfRow } from './link-keys';

/**
 * A capability link of an order ([decision 10](../../../docs/decisions/0010-order-link-keys.md)):
 * signed for one purpose over the order's own key, so no kind opens another and a restored order's
 * links stop with it. Download links end with the wedding, so they sign their own expiry.
 */
export interface OrderLinkKind {
  purpose: string;
  lifetimeMs: number;
  path: (token: string) => string;
}

export const signOrderLink = (kind: OrderLinkKind, secrets: Secrets, order: KeyedOrder, now: Date) =>
  signOrderToken(secrets, kind.purpose, order, new Date(now.getTime() + kind.lifetimeMs));

/** Each order's page, by order id (the orders a signed-in couple sees on /account/orders). */
export const orderPaths = (
  kind: OrderLinkKind,
  secrets: Secrets,
  rows: readonly { id: number; link_key: string }[],
  now: Date,
): Record<number, string> =>
  Object.fromEntries(rows.map((row) => [Number(row.id), kind.path(signOrderLink(kind, secrets, keyOfRow(row), now))]));
