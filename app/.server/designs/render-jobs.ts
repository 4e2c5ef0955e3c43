import type { Db } from '../db/connection';
import type { DesignRenderStatus } from '../db/schema';
import { toIso } from '../db/values';
import { jobQueue, type ClaimedJob } from '../jobs/job-queue';

/** A render takes seconds; a claim this long is a worker that died. */
export const STALE_CLAIM_MS = 10 * 60 * 1000;
/** After the 5th failure the job stays failed. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;
export const MAX_RENDER_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

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

/** Call it in the payment's transaction; a second call for the same order changes nothing. */
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

export function releaseRenderClaims(db: Db, now = new Date()): Promise<number> {
  return renderJobs.releaseClaims(db, now);
}

export type RenderRetryResult = 'queued' | 'not-failed' | 'missing';

/** A job that is not failed is left as it is, so pressing twice, or from an old page, does nothing more. */
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

/** 'failed' when the job gave up and the designer takes over. */
export type DesignsState = 'preparing' | 'ready' | 'failed' | 'none';

export async function designsStateOf(db: Db, orderId: number): Promise<DesignsState> {
  const state = await renderStateOf(db, orderId);
  if (!state) return 'none';
  return state.status === 'done' ? 'ready' : state.status === 'failed' ? 'failed' : 'preparing';
}
