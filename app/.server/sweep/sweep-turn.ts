import type { Db } from '../db/connection';

/** One server sweeps per interval: it takes the turn by moving app_meta's time forward. */

export const SIX_HOURS_MS = 6 * 60 * 60 * 1000;
export const SWEEP_INTERVAL_MS = SIX_HOURS_MS;
const LAST_SWEEP_KEY = 'file_sweep_started_at';

export async function takeSweepTurn(db: Db, now: Date, intervalMs = SWEEP_INTERVAL_MS): Promise<boolean> {
  const inserted = await db
    .insertInto('app_meta')
    .values({ key: LAST_SWEEP_KEY, value: now.toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', LAST_SWEEP_KEY).executeTakeFirst();
  if (!row || now.getTime() - Date.parse(row.value) < intervalMs) return false;
  const moved = await db
    .updateTable('app_meta')
    .set({ value: now.toISOString() })
    .where('key', '=', LAST_SWEEP_KEY)
    .where('value', '=', row.value)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}
