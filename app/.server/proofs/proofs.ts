import type { Db } from '~/.server/db/connection';
import { toBool } from '~/.server/db/values';
import { CONTENT_TYPES } from '~/.server/downloads/templates';
import { queueMail } from '~/.server/mail/outbox';
import { applyMove, type MoveResult } from '~/.server/orders/status-moves';
import type { CheckedProofFile } from './files';
import { uniqueNames } from './files';
import { proofPageLink, PROOF_LINK_TTL_MS } from './links';
import { proofMail } from './mails';
import { proofFileKey } from '~/.server/storage/keys';
import { keepIf, type StudioDeps } from '~/.server/admin/deps';
import { keyedOrderOrThrow } from '~/.server/orders/link-keys';

export interface SendProofRequest {
  orderId: number;
  expectedVersion: number;
  actor: string;
  note: string;
  files: CheckedProofFile[];
  now?: Date;
}

export type SendProofResult =
  { ok: true; proofId: number; round: number } | { ok: false; reason: Extract<MoveResult, { ok: false }>['reason'] };

export async function orderForMail(db: Db, orderId: number) {
  const row = await db
    .selectFrom('orders')
    .select(['number', 'email', 'name', 'is_test'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { number: row.number, email: row.email, name: row.name, isTest: toBool(row.is_test) };
}

export async function freeRoundUsed(db: Db, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('proofs')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', '=', 'changes_requested')
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Refused, nothing is written and no file stored: files go in the store only once the move has passed,
 * named by content so a design sent before is left as it is.
 */
export async function sendProof(deps: StudioDeps, request: SendProofRequest): Promise<SendProofResult> {
  if (!request.files.length) throw new Error('A proof needs at least one file');
  const now = request.now ?? new Date();
  const result = await keepIf<SendProofResult>(deps.db, async (trx) => {
    const last = await trx
      .selectFrom('proofs')
      .select((eb) => eb.fn.max('round').as('round'))
      .where('order_id', '=', request.orderId)
      .executeTakeFirst();
    const round = Number(last?.round ?? 0) + 1;
    await trx
      .updateTable('proofs')
      .set({ status: 'superseded' })
      .where('order_id', '=', request.orderId)
      .where('status', '=', 'sent')
      .execute();
    const { id } = await trx
      .insertInto('proofs')
      .values({
        order_id: request.orderId,
        round,
        note: request.note,
        created_by: request.actor,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const proofId = Number(id);
    const move = await applyMove(trx, {
      orderId: request.orderId,
      move: 'send_proof',
      actor: request.actor,
      expectedVersion: request.expectedVersion,
      note: request.note || null,
      proofId,
      now,
    });
    if (!move.ok) return { ok: false, reason: move.reason };

    const names = uniqueNames(request.files.map((file) => file.fileName));
    const rows = [];
    for (const [index, file] of request.files.entries()) {
      const storageKey = proofFileKey(file.sha256, file.format);
      await deps.files.putFile(storageKey, file.path, { contentType: CONTENT_TYPES[file.format], ifAbsent: true });
      rows.push({
        proof_id: proofId,
        file_name: names[index]!,
        format: file.format,
        storage_key: storageKey,
        byte_size: file.byteSize,
        width: file.width,
        height: file.height,
        sort_order: index,
        piece: file.piece ?? null,
      });
    }
    await trx.insertInto('proof_files').values(rows).execute();

    const order = await orderForMail(trx, request.orderId);
    const mail = proofMail({
      ...order,
      round,
      note: request.note,
      proofUrl: proofPageLink(deps.secrets, deps.siteUrl, await keyedOrderOrThrow(trx, request.orderId), now),
      linkExpiresAt: new Date(now.getTime() + PROOF_LINK_TTL_MS),
      freeRoundUsed: await freeRoundUsed(trx, request.orderId),
    });
    await queueMail(trx, { to: order.email, orderId: request.orderId, kind: 'proof' }, mail, now);
    return { ok: true, proofId, round };
  });
  if (result.ok) deps.afterCommit?.();
  return result;
}
