import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../db/connection';
import type { DesignRenderStatus } from '../db/schema';
import { renderStateOf, retryRenderNow } from '../designs/render-jobs';
import { downloadLinks } from '../downloads/links';
import { listRenderedFiles } from '../downloads/order-files';
import { raiseOrderVersion } from './order-changes';
import { recordOrderEvent } from '../orders/status-moves';
import { inspectProofFile, type CheckedProofFile } from './proof-files';
import { sendProof, type SendProofResult } from './proofs';
import { keepIf, type StudioDeps } from './studio-deps';
import { keyedOrderOrThrow } from '../orders/link-keys';
import type { Secrets } from '../platform/signing';

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
  deps: { db: Db; secrets: Secrets },
  orderId: number,
  now = new Date(),
): Promise<FirstDraft | null> {
  const state = await renderStateOf(deps.db, orderId);
  if (!state) return null;
  const files = state.status === 'done' ? await listRenderedFiles(deps.db, orderId) : [];
  const links = downloadLinks(deps.secrets, '', await keyedOrderOrThrow(deps.db, orderId), files, now);
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
    if (!(await raiseOrderVersion(trx, change.orderId, change.expectedVersion, now)))
      return { ok: false, reason: 'stale' };
    if ((await retryRenderNow(trx, change.orderId, now)) !== 'queued') return { ok: false, reason: 'not-failed' };
    await recordOrderEvent(trx, { orderId: change.orderId, kind: 'draft_retried', actor: change.actor, now });
    return { ok: true };
  });
}

/** The note the couple read with the draft sent as their first proof. */
export const DRAFT_PROOF_NOTE =
  'Here is the first draft of your designs, set from the details you gave us. Approve it, or tell us what to change.';

export type SendDraftResult = SendProofResult | { ok: false; reason: 'not-ready' };

/**
 * "Send this draft as a proof": the draft's files go to the couple as a proof through the same
 * path as an uploaded one (sendProof: version-checked, one transaction, the proof e-mail). Each
 * file is copied from the store to a private temporary folder, checked by its content like an
 * upload, and stored again under the same content-hash key (so nothing is stored twice).
 */
export async function sendFirstDraftAsProof(
  deps: StudioDeps & { dataDir: string },
  change: { orderId: number; expectedVersion: number; actor: string; now?: Date },
): Promise<SendDraftResult> {
  const state = await renderStateOf(deps.db, change.orderId);
  const files = state?.status === 'done' ? await listRenderedFiles(deps.db, change.orderId) : [];
  if (!files.length) return { ok: false, reason: 'not-ready' };
  const folder = path.join(deps.dataDir, 'tmp', 'drafts', crypto.randomBytes(12).toString('hex'));
  await fs.promises.mkdir(folder, { recursive: true });
  try {
    const checked: CheckedProofFile[] = [];
    for (const [index, file] of files.entries()) {
      const stored = await deps.files.read(file.storageKey);
      if (!stored) throw new Error(`Missing from the file store: ${file.storageKey}`);
      const local = path.join(folder, `${index}.${file.format}`);
      await pipeline(stored.body, fs.createWriteStream(local));
      const check = await inspectProofFile({ path: local, name: file.fileName });
      if (!check.ok) throw new Error(check.message);
      checked.push(check.file);
    }
    return await sendProof(deps, { ...change, note: DRAFT_PROOF_NOTE, files: checked });
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
}
