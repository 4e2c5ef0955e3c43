import { applyMove } from './status-moves';
import type { Db } from '../db/connection';
import { toBool } from '../db/values';
import { queueDesignRender } from '../designs/render-jobs';
import { orderHasTemplates } from '../designs/render-order';
import { queueMail } from '../mail/outbox';
import type { OrderDeps } from './deps';
import { confirmationFor, studioNoticeFor } from './paid-order-mails';
import { mayMailTestConfirmation } from './test-mode-caps';

export type PaymentOutcome = 'paid' | 'cancelled' | 'unchanged' | 'duplicate-event' | 'unknown-order';

export interface PaymentEventOptions {
  /** Recorded with the change, so the same event never acts twice. */
  eventId?: string;
  eventType?: string;
  now?: Date;
}

/**
 * Anything but a pending order is left as it is, so a repeated or late event changes nothing. The
 * test-mode cap on confirmations is counted in this transaction, so simultaneous payments cannot pass it together.
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
    if (options.eventId && !(await recordPaymentEvent(trx, options, orderId, now))) return 'duplicate-event' as const;
    const moved = await applyMove(trx, {
      orderId,
      move: 'pay',
      actor: order.provider,
      now,
      ...(options.reference ? { reference: options.reference } : {}),
    });
    if (!moved.ok) return 'unchanged' as const;
    // The render job exists exactly when the payment does.
    if (deps.files && (await orderHasTemplates({ db: trx, files: deps.files }, orderId)))
      await queueDesignRender(trx, orderId, now);
    // Test mode takes no money, so uncapped, the studio's inbox would be a channel for whoever scripts test
    // orders. Such an order is still paid and listed; Stripe orders are never capped.
    if (toBool(order.is_test) && !(await mayMailTestConfirmation(trx, order.email, now))) {
      await trx.updateTable('orders').set({ confirmation_withheld: true }).where('id', '=', orderId).execute();
      return 'paid' as const;
    }

    await queueMail(
      trx,
      { to: order.email, orderId, kind: 'order-confirmation' },
      await confirmationFor(deps, trx, order, now),
      now,
    );
    await queueMail(
      trx,
      { to: deps.studioEmail, replyTo: order.email, orderId, kind: 'studio-new-order' },
      await studioNoticeFor(deps, trx, order),
      now,
    );
    return 'paid' as const;
  });
  if (outcome === 'paid') {
    deps.afterCommit?.();
    deps.renders?.kick();
  }
  return outcome;
}

/** A paid order is never cancelled by this (a late "expired" after "completed"). */
export async function cancelPayment(
  deps: OrderDeps,
  orderId: number,
  options: PaymentEventOptions = {},
): Promise<PaymentOutcome> {
  const now = options.now ?? new Date();
  return deps.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'provider'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!order) return 'unknown-order' as const;
    if (options.eventId && !(await recordPaymentEvent(trx, options, orderId, now))) return 'duplicate-event' as const;
    const moved = await applyMove(trx, { orderId, move: 'cancel_payment', actor: order.provider, now });
    return moved.ok ? ('cancelled' as const) : ('unchanged' as const);
  });
}

export async function recordPaymentEvent(
  trx: Db,
  options: PaymentEventOptions,
  orderId: number,
  now: Date,
): Promise<boolean> {
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
