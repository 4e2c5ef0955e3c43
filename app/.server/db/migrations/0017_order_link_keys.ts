import type { Kysely } from 'kysely';

/**
 * A random key of each order's own, signed into every link that names the order (downloads,
 * proofs, the success and test payment pages: app/.server/orders/link-keys.ts). A link signed
 * over the row id alone opened whichever order had that id, and a restore brings SQLite's id
 * counter back: the next order took a lost order's id and the lost customer's links opened it.
 *
 * Orders placed before this migration keep '' (their links were signed without a key and stay
 * valid); an order with a key never accepts a link signed without one, so a reused id is safe.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('link_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('link_key').execute();
}
