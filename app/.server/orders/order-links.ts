import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
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

type KeyedOrderRows = SelectQueryBuilder<Database, 'orders', { id: number; link_key: string }>;

/**
 * The page of each of these orders, by order id (the paid orders a signed-in couple sees on
 * /account/orders); `narrow` keeps only the orders that have such a page.
 */
export async function orderPathsFor(
  db: Db,
  secrets: Secrets,
  kind: OrderLinkKind,
  orderIds: number[],
  now: Date,
  narrow: (rows: KeyedOrderRows) => KeyedOrderRows = (rows) => rows,
): Promise<Record<number, string>> {
  if (!orderIds.length) return {};
  const rows = await narrow(db.selectFrom('orders').select(['id', 'link_key']).where('id', 'in', orderIds)).execute();
  return Object.fromEntries(
    rows.map((row) => [Number(row.id), kind.path(signOrderLink(kind, secrets, keyOfRow(row), now))]),
  );
}
