import type { Kysely } from 'kysely';

/**
 * The checkout form's own key on each order (`idempotency_key` is a hash of it with the cart and
 * the details, so it cannot be looked up by the form's key). Back from a declined or cancelled
 * payment, /checkout finds the order this browser's checkout cookie made and shows its form again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('checkout_key', 'text').execute();
  await db.schema.createIndex('orders_checkout_key').on('orders').column('checkout_key').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_checkout_key').execute();
  await db.schema.alterTable('orders').dropColumn('checkout_key').execute();
}
