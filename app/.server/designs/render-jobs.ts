import type { Db } from '../db/connection';
import type { DesignRenderStatus } from '../db/schema';
import { toIso } from '../db/values';

/**
 * The render job's table (design_renders): one row per paid order whose collections have slot
 * templates, queued in the payment's transaction and worked off the request path
 * (./render-worker.ts). Like the outbox: a job is claimed by an atomic update, a failure is kept
 * with its error and retried after a growing wait, and a claim a crashed worker left behind is
 * free again after STALE_CLAIM_MS (at once at start-up on SQLite, which one server owns).
 */

/** A render of one collection takes seconds; a claim older than this is a worker that died. */
export const STALE_CLAIM_MS = 10 * 60 * 1000;
/** Waits before the 2nd, 3rd, 4th and 5th try; after the 5th failure the job stays failed. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;
export const MAX_RENDER_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** The wait after the `attempts`-th failure, or null when that was the last try. */
export function renderRetryDelayMs(attempts: number): number | null {
  return attempts >= MAX_RENDER_ATTEMPTS ? null : RETRY_DELAYS_MS[Math.max(0, attempts - 1)]!;
}

/**
 * Queues the order's render, due at once. Call it in the payment's transaction, only for an
 * order whose collections have templates; a second call for the same order changes nothing.
 */
export async function queueDesignRender(trx: Db, orderId: number, now: Date): Promise<void> {
  await trx
    .insertInto('design_renders')
    .values({
      order_id: orderId,
      next_attempt_at: now.toISOString(),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
}

export interface ClaimedRender {
  id: number;
  orderId: number;
  attempts: number;
}

/**
 * Takes the next due job: a queued one whose time has come, or a running one whose claim went
 * stale. The claim is one conditional update, so two workers (two server instances) never take
 * the same job. Null when nothing is due.
 */
export async function claimDueRender(db: Db, now: Date, skip: number[] = []): Promise<ClaimedRender | null> {
  const nowIso = now.toISOString();
  const staleIso = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  for (;;) {
    let query = db
      .selectFrom('design_renders')
      .select(['id', 'order_id', 'attempts', 'status', 'claimed_at'])
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', nowIso)]),
          eb.and([eb('status', '=', 'running'), eb('claimed_at', '<', staleIso)]),
        ]),
      );
    if (skip.length) query = query.where('id', 'not in', skip);
    const due = await query.orderBy('next_attempt_at').orderBy('id').limit(1).executeTakeFirst();
    if (!due) return null;
    const stale = due.status === 'running';
    const attempts = Number(due.attempts) + (stale ? 1 : 0);
    let claim = db
      .updateTable('design_renders')
      .set({
        status: 'running',
        claimed_at: nowIso,
        updated_at: nowIso,
        attempts,
        ...(stale ? { last_error: 'The render stopped before it finished (its worker went away).' } : {}),
      })
      .where('id', '=', due.id)
      .where('status', '=', due.status);
    claim = due.claimed_at === null ? claim.where('claimed_at', 'is', null) : claim.where('claimed_at', '<', staleIso);
    const taken = await claim.executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) {
      // A stale claim's run died mid-render: that counts as a try, so a job that kills its worker
      // every time cannot loop for ever.
      return { id: Number(due.id), orderId: Number(due.order_id), attempts };
    }
    skip = [...skip, Number(due.id)];
  }
}

/**
 * Frees every claim (SQLite at start-up: one server owns the file, so a running job is one whose
 * worker died with the last run). On PostgreSQL claims run out by themselves after STALE_CLAIM_MS.
 */
export async function releaseRenderClaims(db: Db, now = new Date()): Promise<number> {
  const result = await db
    .updateTable('design_renders')
    .set({ status: 'queued', claimed_at: null, next_attempt_at: now.toISOString(), updated_at: now.toISOString() })
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * A render cut off by the server stopping (SIGTERM): queued again as it was, due at once, the try
 * not counted, so the next start (or another instance) renders it without waiting for a stale claim.
 */
export async function putBackRender(db: Db, job: ClaimedRender, now = new Date()): Promise<void> {
  await db
    .updateTable('design_renders')
    .set({ status: 'queued', claimed_at: null, next_attempt_at: now.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .execute();
}

/**
 * A render that threw: one more attempt, its error kept, and queued again after the backoff — or
 * failed for good when `final` (text that cannot fit will not fit next time either: the designer
 * sets that one by hand) or the tries are used up. Only the claim holder's row is changed.
 */
export async function failRender(
  db: Db,
  job: ClaimedRender,
  error: string,
  options: { final: boolean; now: Date },
): Promise<'retrying' | 'failed'> {
  const attempts = job.attempts + 1;
  const delay = options.final ? null : renderRetryDelayMs(attempts);
  await db
    .updateTable('design_renders')
    .set({
      status: delay === null ? 'failed' : 'queued',
      attempts,
      last_error: error.slice(0, 1000),
      claimed_at: null,
      next_attempt_at: new Date(options.now.getTime() + (delay ?? 0)).toISOString(),
      finished_at: delay === null ? options.now.toISOString() : null,
      updated_at: options.now.toISOString(),
    })
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .execute();
  return delay === null ? 'failed' : 'retrying';
}

export type RenderRetryResult = 'queued' | 'not-failed' | 'missing';

/**
 * "Retry now" on the admin order page: a failed job is queued again, due at once, with a fresh
 * round of tries (its last error stays until the next try). A job that is not failed (queued,
 * rendering, done) is left as it is, so pressing twice, or from an old page, does nothing more.
 */
export async function retryRenderNow(db: Db, orderId: number, now = new Date()): Promise<RenderRetryResult> {
  const result = await db
    .updateTable('design_renders')
    .set({ status: 'queued', attempts: 0, next_attempt_at: now.toISOString(), updated_at: now.toISOString() })
    .where('order_id', '=', orderId)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return 'queued';
  const row = await db.selectFrom('design_renders').select('id').where('order_id', '=', orderId).executeTakeFirst();
  return row ? 'not-failed' : 'missing';
}

export interface RenderState {
  status: DesignRenderStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  finishedAt: string | null;
}

/** The order's render job as pages show it; null for an order that has none (no templates). */
export async function renderStateOf(db: Db, orderId: number): Promise<RenderState | null> {
  const row = await db
    .selectFrom('design_renders')
    .select(['status', 'attempts', 'last_error', 'next_attempt_at', 'finished_at'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    status: row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    nextAttemptAt: toIso(row.next_attempt_at),
    finishedAt: row.finished_at === null ? null : toIso(row.finished_at),
  };
}

/**
 * The couple's personalised files as their pages show them: 'preparing' until the job is done,
 * 'ready' once its files are in the downloads, 'failed' when it gave up (the designer takes over),
 * 'none' for an order without slot templates.
 */
export type DesignsState = 'preparing' | 'ready' | 'failed' | 'none';

export async function designsStateOf(db: Db, orderId: number): Promise<DesignsState> {
  const state = await renderStateOf(db, orderId);
  if (!state) return 'none';
  return state.status === 'done' ? 'ready' : state.status === 'failed' ? 'failed' : 'preparing';
}
