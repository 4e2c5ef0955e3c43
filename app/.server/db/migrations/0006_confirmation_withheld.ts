import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * Test orders past the per-address cap on confirmation e-mails are paid without one; the order
 * remembers that, so its success page does not promise an e-mail that never comes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('orders')
    .addColumn('confirmation_withheld', t.bool, (c) => c.notNull().defaultTo(t.falseValue))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('confirmation_withheld').execute();
}
