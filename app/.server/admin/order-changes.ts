import { atVersion, nextVersion } from '~/.server/db/row-versions';
import type { Db } from '~/.server/db/connection';
import { queueMail } from '~/.server/mail/outbox';
import type { MailTemplate } from '~/.server/mail/template';
import type { OrderDeps } from '~/.server/orders/deps';
import { confirmationFor, studioNoticeFor } from '~/.server/orders/paid-order-mails';
import { applyMove, recordOrderEvent, type MoveResult } from '~/.server/orders/status-moves';

/** Each carries the version the page showed and is one transaction with its history row. */

export interface StudioChange {
  orderId: number;
  expectedVersion: number;
  actor: string;
  note?: string | null;
  now?: Date;
}

/** Cancel stops the work; no money moves. */
export function moveOrder(db: Db, move: 'start' | 'cancel', change: StudioChange): Promise<MoveResult> {
  return db.transaction().execute((trx) => applyMove(trx, { ...change, move }));
}

/** False when someone changed the order since. Call it first in the change's transaction. */
export async function raiseOrderVersion(trx: Db, orderId: number, expectedVersion: number, now: Date) {
  const raised = await trx
    .updateTable('orders')
    .set({ version: nextVersion, updated_at: now.toISOString() })
    .where('id', '=', orderId)
    .where(atVersion(expectedVersion))
    .executeTakeFirst();
  return Number(raised.numUpdatedRows) === 1;
}

export type ResendResult = { ok: true; mailId: number } | { ok: false; reason: 'stale' | 'unknown-mail' };

/**
 * The version check makes it once per click. The buyer's confirmation and the studio's notice are
 * built again, so a resent confirmation's download links are signed afresh.
 */
export async function resendOrderMail(
  deps: Pick<OrderDeps, 'db' | 'secrets' | 'siteUrl' | 'afterCommit'>,
  change: StudioChange & { mailId: number },
): Promise<ResendResult> {
  const now = change.now ?? new Date();
  const result = await deps.db.transaction().execute(async (trx): Promise<ResendResult> => {
    const mail = await trx
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', change.mailId)
      .where('order_id', '=', change.orderId)
      .executeTakeFirst();
    if (!mail) return { ok: false, reason: 'unknown-mail' };
    if (!(await raiseOrderVersion(trx, change.orderId, change.expectedVersion, now)))
      return { ok: false, reason: 'stale' };

    const order = await trx.selectFrom('orders').selectAll().where('id', '=', change.orderId).executeTakeFirstOrThrow();
    const rebuilt: MailTemplate | null =
      mail.kind === 'order-confirmation'
        ? await confirmationFor(deps, trx, order, now)
        : mail.kind === 'studio-new-order'
          ? await studioNoticeFor(deps, trx, order)
          : null;
    const addressing = {
      to: mail.to_address,
      replyTo: mail.reply_to,
      orderId: change.orderId,
      kind: mail.kind ?? undefined,
    };
    const mailId = rebuilt
      ? await queueMail(trx, addressing, rebuilt, now)
      : Number(
          (
            await trx
              .insertInto('mail_outbox')
              .values({
                to_address: mail.to_address,
                reply_to: mail.reply_to,
                subject: mail.subject,
                text_body: mail.text_body,
                html_body: mail.html_body,
                next_attempt_at: now.toISOString(),
                priority: Number(mail.priority),
                order_id: change.orderId,
                kind: mail.kind,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        );
    await recordOrderEvent(trx, {
      orderId: change.orderId,
      kind: 'mail_resent',
      actor: change.actor,
      note: `${mail.subject} → ${mail.to_address}`,
      now,
    });
    return { ok: true, mailId };
  });
  if (result.ok) deps.afterCommit?.();
  return result;
}
