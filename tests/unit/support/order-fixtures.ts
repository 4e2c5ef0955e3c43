import type { Db } from '~/.server/db/connection';
import type { OrderStatus } from '~/.server/db/schema';
import type { OrderDeps } from '~/.server/orders/deps';
import { testProvider } from '~/.server/payments/test-provider';
import { newLinkKey } from '~/.server/orders/link-keys';

let counter = 0;

/** An order row with one line per collection id (null: a collection deleted since), written directly. */
export async function insertOrder(
  db: Db,
  { status = 'paid', collectionIds }: { status?: OrderStatus; collectionIds: (number | null)[] },
): Promise<{ id: number; number: string; linkKey: string }> {
  const serial = `${Date.now().toString().slice(-6)}${++counter}`;
  const number = `ORD-${serial}`;
  const now = '2026-03-01T10:00:00.000Z';
  const linkKey = newLinkKey();
  const { id } = await db
    .insertInto('orders')
    .values({
      number,
      link_key: linkKey,
      idempotency_key: `fixture-${serial}`,
      status,
      provider: 'test',
      is_test: true,
      email: 'couple@example.com',
      name: 'Asha Rao',
      country: 'IN',
      couple_names: 'Asha & Vikram',
      event_date: '2026-12-12',
      venue: 'The Garden, Jaipur',
      wording: '',
      notes: '',
      subtotal_cents: 3999 * collectionIds.length,
      total_cents: 3999 * collectionIds.length,
      created_at: now,
      updated_at: now,
      paid_at: status === 'paid' ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (collectionIds.length) {
    await db
      .insertInto('order_items')
      .values(
        collectionIds.map((collectionId, index) => ({
          order_id: Number(id),
          collection_id: collectionId,
          title: `Line ${index + 1}`,
          image: '/images/collections/line.webp',
          unit_price_cents: 3999,
          quantity: 1,
          line_total_cents: 3999,
        })),
      )
      .execute();
  }
  return { id: Number(id), number, linkKey };
}

/** What placing and paying an order needs, over a test database: the test provider, a shop address, a studio inbox. */
export function testOrderDeps(db: Db, overrides: Partial<OrderDeps> = {}): OrderDeps {
  return {
    db,
    secrets: ['s'.repeat(40)],
    siteUrl: 'https://shop.example',
    payments: testProvider,
    studioEmail: 'studio@shop.example',
    ...overrides,
  };
}
