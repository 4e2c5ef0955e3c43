import type { Db } from '../db/connection';
import type { DesignRenderStatus } from '../db/schema';
import { renderStateOf, retryRenderNow } from '../designs/render-jobs';
import { downloadLinks } from '../downloads/links';
import { listRenderedFiles } from '../downloads/order-files';
import { recordOrderEvent } from './order-moves';
import { keepIf } from './studio-deps';

/**
 * The order's first draft in the studio: the couple's brief rendered into every piece at payment
 * (../designs/render-worker.ts). The admin order page shows its state — being prepared, ready with
 * its files, or failed with its error and tries — and offers "Retry now" for a failed one.
 */
export interface FirstDraft {
  status: DesignRenderStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  finishedAt: string | null;
  files: { id: string; name: string; templateName: string; collectionTitle: string; url: string; byteSize: number }[];
}

/** The draft of an order, with signed links to its files; null for an order without one. */
export async function loadFirstDraft(
  deps: { db: Db; secrets: string[] },
  orderId: number,
  now = new Date(),
): Promise<FirstDraft | null> {
  const state = await renderStateOf(deps.db, orderId);
  if (!state) return null;
  const files = state.status === 'done' ? await listRenderedFiles(deps.db, orderId) : [];
  const links = downloadLinks(deps.secrets, '', orderId, files, now);
  return { ...state, files: links.files.map(({ format: _, ...file }) => file) };
}

export type RetryDraftResult = { ok: true } | { ok: false; reason: 'stale' | 'not-failed' };

/**
 * "Retry now" for a failed draft: queued again with a fresh round of tries, noted in the order's
 * history. It carries the page's version of the order (a second click, or an old page, is refused
 * as stale) and changes only a failed job. The caller kicks the render worker after it.
 */
export async function retryFirstDraft(
  db: Db,
  change: { orderId: number; expectedVersion: number; actor: string; now?: Date },
): Promise<RetryDraftResult> {
  const now = change.now ?? new Date();
  return keepIf<RetryDraftResult>(db, async (trx) => {
    const raised = await trx
      .updateTable('orders')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: now.toISOString() }))
      .where('id', '=', change.orderId)
      .where('version', '=', change.expectedVersion)
      .executeTakeFirst();
    if (Number(raised.numUpdatedRows) !== 1) return { ok: false, reason: 'stale' };
    if ((await retryRenderNow(trx, change.orderId, now)) !== 'queued') return { ok: false, reason: 'not-failed' };
    await recordOrderEvent(trx, { orderId: change.orderId, kind: 'draft_retried', actor: change.actor, now });
    return { ok: true };
  });
}
