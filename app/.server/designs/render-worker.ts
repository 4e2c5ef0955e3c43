import { backgroundRun } from '../jobs/background-run';
import type { Db } from '../db/connection';
import type { FileStore } from '../storage/file-store';
import { workerPool } from '../worker-pool/server-pool';
import { OverBudget, PoolClosed } from '../worker-pool/worker-errors';
import { claimDueRender, renderJobs, type ClaimedRender } from './render-jobs';
import { renderAndStoreOrderFiles } from './render-order';
import type { RenderOptions } from './render-piece';
import { SlotTextError } from './slots';

export interface RenderDeps {
  db: Db;
  files: FileStore;
}

export interface RenderRunReport {
  done: number;
  failed: number;
}

class ClaimLost extends Error {}

/** Rows are written only while this worker still holds the claim, and only after every file is stored. */
async function renderJob(deps: RenderDeps, job: ClaimedRender, options: RenderOptions) {
  const rows = await renderAndStoreOrderFiles(deps, job.orderId, options);
  await deps.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const marked = await trx
      .updateTable('design_renders')
      .set({ status: 'done', claimed_until: null, last_error: null, finished_at: now })
      .where('id', '=', job.id)
      .where('claimed_until', '=', job.claimedUntil)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) throw new ClaimLost();
    await trx.deleteFrom('design_render_files').where('order_id', '=', job.orderId).execute();
    if (rows.length) await trx.insertInto('design_render_files').values(rows).execute();
  });
}

/**
 * A SlotTextError is failed at once, for the designer to set by hand; other failures retry with
 * backoff. A render cut off by SIGTERM is put back as it was.
 */
export async function runDueRenders(
  deps: RenderDeps,
  options: RenderOptions & { now?: () => Date; log?: (line: string) => void; maxJobs?: number } = {},
): Promise<RenderRunReport> {
  const clock = options.now ?? (() => new Date());
  const log = options.log ?? console.error;
  const report: RenderRunReport = { done: 0, failed: 0 };
  for (let handled = 0; handled < (options.maxJobs ?? 20); handled++) {
    if (workerPool.isClosed) break;
    const job = await claimDueRender(deps.db, clock());
    if (!job) break;
    try {
      await renderJob(deps, job, options);
      report.done++;
    } catch (error) {
      if (error instanceof ClaimLost) continue;
      if (error instanceof PoolClosed) {
        await renderJobs.putBack(deps.db, job, clock());
        log(`Design render of order ${job.orderId}: cut off by the server stopping, queued again`);
        break;
      }
      const final = error instanceof SlotTextError;
      const message =
        error instanceof OverBudget
          ? `A piece of the design is too complex to draw: ${error.message}`
          : error instanceof Error
            ? error.message
            : String(error);
      const { outcome } = await renderJobs.fail(deps.db, job, message, { final, now: clock() });
      log(`Design render of order ${job.orderId} failed (try ${job.attempts + 1}, ${outcome}): ${message}`);
      report.failed++;
    }
  }
  return report;
}

/** The timer kicks it again for retries and for jobs another instance left. */
export function createRenderWorker(deps: RenderDeps, options: RenderOptions = {}) {
  return backgroundRun('Design render run', () => runDueRenders(deps, options));
}

export type RenderWorker = ReturnType<typeof createRenderWorker>;
