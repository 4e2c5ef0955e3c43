import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/** The render jobs' claim length when this migration was written (app/.server/designs/render-jobs.ts). */
const RENDER_LEASE_MS = 10 * 60 * 1000;

type RenderClaims = {
  design_renders: { id: number; claimed_at: string | Date | null; claimed_until: string | null };
};

/**
 * The mail outbox and the render jobs become two tables of one job queue (app/.server/jobs/):
 * the same claim column, `claimed_until` (the end of the claim, as the outbox had it in
 * `locked_until`), and the same order, `priority` then id. The render jobs' `claimed_at` becomes
 * its end, and their never-read `updated_at` goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('mail_outbox').renameColumn('locked_until', 'claimed_until').execute();

  await db.schema.alterTable('design_renders').addColumn('claimed_until', t.timestamp).execute();
  await db.schema
    .alterTable('design_renders')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  const renders = db.withTables<RenderClaims>();
  const claimed = await renders
    .selectFrom('design_renders')
    .select(['id', 'claimed_at'])
    .where('claimed_at', 'is not', null)
    .execute();
  for (const row of claimed) {
    const start = new Date(row.claimed_at ?? 0).getTime();
    await renders
      .updateTable('design_renders')
      .set({ claimed_until: new Date(start + RENDER_LEASE_MS).toISOString() })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema.alterTable('design_renders').dropColumn('claimed_at').execute();
  await db.schema.alterTable('design_renders').dropColumn('updated_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('design_renders')
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema.alterTable('design_renders').addColumn('claimed_at', t.timestamp).execute();
  await db.schema.alterTable('design_renders').dropColumn('priority').execute();
  await db.schema.alterTable('design_renders').dropColumn('claimed_until').execute();
  await db.schema.alterTable('mail_outbox').renameColumn('claimed_until', 'locked_until').execute();
}
