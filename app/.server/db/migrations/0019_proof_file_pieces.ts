import type { Kysely } from 'kysely';

/**
 * Which piece of the suite a proof file is (invitation, save-the-date, rsvp, details, thank-you):
 * the designer uploads into a slot per piece, and a piece the proof leaves out keeps the instant
 * draft's file in the final set (app/.server/downloads/order-files.ts). Null for the proof's other
 * files, and for every file sent before this migration (their proofs keep nothing from the draft).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('proof_files').addColumn('piece', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('proof_files').dropColumn('piece').execute();
}
