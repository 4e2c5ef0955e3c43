import type { Db } from '../db/connection';
import type { DesignRenderStatus } from '../db/schema';
import { toIso } from '../db/values';
import { jobQueue, type ClaimedJob } from '../jobs/job-queue';

/**
 * The render jobs (design_renders): one per paid order whose collections have slot templates,
 * queued in the payment's transaction and worked off the request path (./render-worker.ts) as a
 * job queue (../jobs/job-queue.ts).
 */

/** A render of one collection takes seconds; a claim this long is a worker that died. */
export const STALE_CLAIM_MS = 10 * 60 * 1000;
/** Waits before the 2nd, 3rd, 4th and 5th try; after the 5th failure the job stays failed. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;
export const MAX_RENDER_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** The wait after the `attempts`-th failure, or null when that was the last try. */
export function renderRetryDelayMs(attempts: number): number | null {
  if (attempts >= MAX_RENDER_ATTEMPTS) return null;
  return RETRY_DELAYS_MS[Math.max(0, attempts - 1)] ?? null;
}

export const renderJobs = jobQueue({
  table: 'design_renders',
  waiting: 'queued',
  running: 'running',
  done: 'done',
  failed: 'failed',
  claimMs: STALE_CLAIM_MS,
  retryDelayMs: renderRetryDelayMs,
});

/**
 * Queues the order's render, due at once. Call it in the payment's transaction, only for an
 * order whose collections have templates; a second call for the same order changes nothing.
 */
export async function queueDesignRender(trx: Db, orderId: number, now: Date): Promise<void> {
  await trx
    .insertInto('design_renders')
    .values({ order_id: orderId, next_attempt_at: now.toISOString(), created_at: now.toISOString() })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
}

export interface ClaimedRender extends ClaimedJob {
  orderId: number;
}

/** Takes the next due render (see jobQueue's claimNext); null when nothing is due. */
export async function claimDueRender(db: Db, now: Date): Promise<ClaimedRender | null> {
  const job = await renderJobs.claimNext(db, now);
  if (!job) return null;
  const row = await db
    .selectFrom('design_renders')
    .select('order_id')
    .where('id', '=', job.id)
    .executeTakeFirstOrThrow();
  return { ...job, orderId: Number(row.order_id) };
}

/** Frees every claim (SQLite at start-up: see jobQueue's releaseClaims). */
export function releaseRenderClaims(db: Db, now = new Date()): Promise<number> {
  return renderJobs.releaseClaims(db, now);
}

export type RenderRetryResult = 'queued' | 'not-failed' | 'missing';

/**
 * "Retry now" on the admin order page: a failed job is queued again with a fresh round of tries.
 * A job that is not failed (queued, rendering, done) is left as it is, so pressing twice, or from
 * an old page, does nothing more.
 */
export async function retryRenderNow(db: Db, orderId: number, now = new Date()): Promise<RenderRetryResult> {
  const row = await db.selectFrom('design_renders').select('id').where('order_id', '=', orderId).executeTakeFirst();
  if (!row) return 'missing';
  return (await renderJobs.retryNow(db, Number(row.id), now, ['failed'])) === 'queued' ? 'queued' : 'not-failed';
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
