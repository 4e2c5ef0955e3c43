import { formatUsd } from '~/lib/money';
import type { Db } from '../db/connection';
import { toBool } from '../db/values';
import { downloadLinks } from '../downloads/links';
import { listOrderFiles } from '../downloads/order-files';
import { queueMail } from '../mail/outbox';
import { confirmationMail } from './confirmation-mail';
import { siteLink, type OrderDeps } from './deps';
import { mayMailTestConfirmation } from './test-mode-caps';

export type PaymentOutcome = 'paid' | 'cancelled' | 'unchanged' | 'duplicate-event' | 'unknown-order';

export interface PaymentEventOptions {
  /** The provider's event id: recorded with the change, so the same event never acts twice. */
  eventId?: string;
  eventType?: string;
  now?: Date;
}

/**
 * Payment confirmed: pending → paid, and the confirmation e-mail (order, items, total, download
 * links, what happens next) queued in the same transaction. Anything but a pending order is left
 * as it is, so a repeated or late event changes nothing twice. A test order over its address's
 * daily cap on confirmations is paid without an e-mail, and says so (confirmation_withheld); the
 * cap is counted in this transaction, so payments at the same moment cannot pass it together.
 */
export async function confirmPayment(
  deps: OrderDeps,
  orderId: number,
  options: PaymentEventOptions & { reference?: string } = {},
): Promise<PaymentOutcome> {
  const now = options.now ?? new Date();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
    if (!order) return 'unknown-order' as const;
    if (options.eventId && !(await recordEvent(trx, options, orderId, now))) return 'duplicate-event' as const;
    const changed = await trx
      .updateTable('orders')
      .set({
        status: 'paid',
        paid_at: now.toISOString(),
        updated_at: now.toISOString(),
        ...(options.reference ? { provider_reference: options.reference } : {}),
      })
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return 'unchanged' as const;
    if (toBool(order.is_test) && !(await mayMailTestConfirmation(trx, order.email, now))) {
      await trx.updateTable('orders').set({ confirmation_withheld: true }).where('id', '=', orderId).execute();
      return 'paid' as const;
    }

    const items = await trx
      .selectFrom('order_items')
      .select(['title', 'quantity', 'line_total_cents'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    const links = downloadLinks(deps.secrets, deps.siteUrl, orderId, await listOrderFiles(trx, orderId), now);
    const mail = confirmationMail({
      number: order.number,
      name: order.name,
      totalText: formatUsd(Number(order.total_cents)),
      isTest: toBool(order.is_test),
      items: items.map((item) => ({
        title: item.title,
        quantity: Number(item.quantity),
        lineTotalText: formatUsd(Number(item.line_total_cents)),
      })),
      downloads: { pageUrl: links.pageUrl, zipUrl: links.zipUrl, expiresOn: formatDay(links.expiresAt) },
      accountOrdersUrl: siteLink(deps.siteUrl, '/account/orders'),
    });
    await queueMail(trx, { to: order.email }, mail, now);
    return 'paid' as const;
  });
  if (outcome === 'paid') deps.afterCommit?.();
  return outcome;
}

/**
 * Payment abandoned, declined or expired: pending → cancelled. A paid order is never cancelled
 * by this (a late "expired" after "completed" changes nothing).
 */
export async function cancelPayment(
  deps: OrderDeps,
  orderId: number,
  options: PaymentEventOptions = {},
): Promise<PaymentOutcome> {
  const now = options.now ?? new Date();
  return deps.db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst();
    if (!order) return 'unknown-order' as const;
    if (options.eventId && !(await recordEvent(trx, options, orderId, now))) return 'duplicate-event' as const;
    const changed = await trx
      .updateTable('orders')
      .set({ status: 'cancelled', cancelled_at: now.toISOString(), updated_at: now.toISOString() })
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(changed.numUpdatedRows) === 1 ? ('cancelled' as const) : ('unchanged' as const);
  });
}

/** False when this event was handled before. */
async function recordEvent(trx: Db, options: PaymentEventOptions, orderId: number, now: Date): Promise<boolean> {
  const result = await trx
    .insertInto('payment_events')
    .values({
      event_id: options.eventId!,
      type: options.eventType ?? 'unknown',
      order_id: orderId,
      received_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function formatDay(date: Date): string {
  return dayFormat.format(date);
}
