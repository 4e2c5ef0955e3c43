import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Db } from '~/.server/db/connection';
import type { DesignRenderStatus } from '~/.server/db/schema';
import { renderStateOf, retryRenderNow } from '~/.server/designs/render-jobs';
import { downloadLinks, type DownloadFileLink } from '~/.server/downloads/links';
import { listRenderedFiles } from '~/.server/downloads/order-files';
import { raiseOrderVersion } from './order-changes';
import { recordOrderEvent } from '~/.server/orders/status-moves';
import { inspectProofFile, type CheckedProofFile } from '~/.server/proofs/files';
import { sendProof, type SendProofResult } from '~/.server/proofs/proofs';
import { keepIf, type StudioDeps } from './deps';
import { keyedOrderOrThrow } from '~/.server/orders/link-keys';
import type { Secrets } from '~/.server/platform/signing';

/** The couple's brief rendered into every piece at payment, with "Retry now" for a failed one. */
export interface FirstDraft {
  status: DesignRenderStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  finishedAt: string | null;
  /** Each piece's files with its picture (`thumbUrl`), through the order's signed download link. */
  files: DownloadFileLink[];
}

export async function loadFirstDraft(
  deps: { db: Db; secrets: Secrets },
  orderId: number,
  now = new Date(),
): Promise<FirstDraft | null> {
  const state = await renderStateOf(deps.db, orderId);
  if (!state) return null;
  const files = state.status === 'done' ? await listRenderedFiles(deps.db, orderId) : [];
  const links = downloadLinks(deps.secrets, '', await keyedOrderOrThrow(deps.db, orderId), files, now);
  return { ...state, files: links.files };
}

export type RetryDraftResult = { ok: true } | { ok: false; reason: 'stale' | 'not-failed' };

/**
 * Carries the page's version, so a second click or an old page is refused as stale. The caller kicks the render
 * worker.
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

export const DRAFT_PROOF_NOTE =
  'Here is the first draft of your designs, set from the details you gave us. Approve it, or tell us what to change.';

export type SendDraftResult = SendProofResult | { ok: false; reason: 'not-ready' };

/**
 * Through the same path as an uploaded proof; files are stored again under the same content-hash key, so nothing
 * twice.
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
