import { atVersion, nextVersion } from '~/.server/db/row-versions';
import type { Db } from '~/.server/db/connection';
import type { PaymentProviderName } from '~/.server/db/schema';
import { recordPaymentEvent, type PaymentEventOptions } from '~/.server/orders/payment-results';
import type { PaymentProvider } from '~/.server/payments/provider';
import { testProvider } from '~/.server/payments/test-provider';
import { applyMove, canMove, recordOrderEvent } from '~/.server/orders/status-moves';

/** Test provider: refunded at once. Stripe: asked through its Refunds API, refunded when its webhook says so. */
export interface RefundDeps {
  db: Db;
  payments: PaymentProvider;
}

export interface RefundRequest {
  orderId: number;
  expectedVersion: number;
  actor: string;
  note?: string | null;
  now?: Date;
}

export type RefundResult =
  /** Test provider, or Stripe had refunded it already. */
  | { kind: 'refunded' }
  | { kind: 'requested'; reference: string }
  | { kind: 'stale' }
  | { kind: 'not-allowed' }
  /** Asked for before, and Stripe has not answered yet. */
  | { kind: 'already-requested'; reference: string }
  | { kind: 'provider-failed'; message: string }
  | { kind: 'unknown-order' };

/**
 * One key per request, so Stripe makes one refund; the random order number keeps databases sharing an account apart.
 */
export function refundIdempotencyKey(order: { id: number; number: string; version: number }): string {
  return `order-${order.id}-${order.number}-refund-v${order.version}`;
}

function providerOf(deps: RefundDeps, name: PaymentProviderName): PaymentProvider | null {
  if (name === testProvider.name) return testProvider;
  return deps.payments.name === name ? deps.payments : null;
}

const withNote = (text: string, note?: string | null) => (note ? `${text} — ${note}` : text);

export async function refundOrder(deps: RefundDeps, request: RefundRequest): Promise<RefundResult> {
  const now = request.now ?? new Date();
  const order = await deps.db
    .selectFrom('orders')
    .select(['id', 'number', 'status', 'fulfilment', 'version', 'provider', 'provider_reference', 'refund_reference'])
    .where('id', '=', request.orderId)
    .executeTakeFirst();
  if (!order) return { kind: 'unknown-order' };
  const version = Number(order.version);
  // First: a second click (its version raised by the first) hears that the refund is asked for.
  if (order.status === 'paid' && order.refund_reference) {
    return { kind: 'already-requested', reference: order.refund_reference };
  }
  if (version !== request.expectedVersion) return { kind: 'stale' };
  if (!canMove(order, 'refund')) return { kind: 'not-allowed' };

  const provider = providerOf(deps, order.provider);
  if (!provider) {
    return {
      kind: 'provider-failed',
      message: `This order was paid with ${order.provider}, which this server is not set up for: refund it there.`,
    };
  }
  let started;
  try {
    started = await provider.refund({
      orderId: request.orderId,
      number: order.number,
      paymentReference: order.provider_reference,
      idempotencyKey: refundIdempotencyKey({ id: request.orderId, number: order.number, version }),
    });
  } catch (error) {
    return { kind: 'provider-failed', message: error instanceof Error ? error.message : String(error) };
  }

  if (started.state !== 'requested') {
    const note =
      started.state === 'already-refunded'
        ? withNote(`${provider.name} had refunded this payment already`, request.note)
        : request.note;
    const moved = await deps.db.transaction().execute((trx) =>
      applyMove(trx, {
        orderId: request.orderId,
        move: 'refund',
        actor: request.actor,
        expectedVersion: version,
        note,
        now,
      }),
    );
    return moved.ok ? { kind: 'refunded' } : { kind: moved.reason === 'not-allowed' ? 'not-allowed' : 'stale' };
  }

  const reference = started.reference;
  const recorded = await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('orders')
      .set({ refund_reference: reference, version: nextVersion, updated_at: now.toISOString() })
      .where('id', '=', request.orderId)
      .where(atVersion(version))
      .where('refund_reference', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await recordOrderEvent(trx, {
      orderId: request.orderId,
      kind: 'refund_requested',
      actor: request.actor,
      note: withNote(`Stripe refund ${reference}`, request.note),
      now,
    });
    return true;
  });
  if (recorded) return { kind: 'requested', reference };
  // A double click (Stripe answered both with one refund) or an early webhook left this refund's id on it: done.
  const current = await deps.db
    .selectFrom('orders')
    .select('refund_reference')
    .where('id', '=', request.orderId)
    .executeTakeFirstOrThrow();
  return current.refund_reference === reference ? { kind: 'requested', reference } : { kind: 'stale' };
}

export interface ProviderRefund {
  id: string;
  status: string | null;
  failureReason?: string | null;
}

export type ProviderRefundOutcome = 'refunded' | 'refund-failed' | 'awaiting-refund' | 'unchanged' | 'duplicate-event';

/**
 * Applied once: the event id is recorded in the same transaction. A failed refund clears its id so the studio can
 * retry.
 */
export async function recordProviderRefund(
  db: Db,
  orderId: number,
  refund: ProviderRefund,
  options: PaymentEventOptions & { provider: PaymentProviderName },
): Promise<ProviderRefundOutcome> {
  const succeeded = refund.status === 'succeeded';
  const failed = refund.status === 'failed' || refund.status === 'canceled';
  if (!succeeded && !failed) return 'awaiting-refund';
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    if (options.eventId && !(await recordPaymentEvent(trx, options, orderId, now))) return 'duplicate-event';
    if (succeeded) {
      const moved = await applyMove(trx, {
        orderId,
        move: 'refund',
        actor: options.provider,
        note: `Refund ${refund.id}`,
        now,
      });
      if (!moved.ok) return 'unchanged';
      await trx
        .updateTable('orders')
        .set({ refund_reference: refund.id })
        .where('id', '=', orderId)
        .where('refund_reference', 'is', null)
        .execute();
      return 'refunded';
    }
    const cleared = await trx
      .updateTable('orders')
      .set({ refund_reference: null, version: nextVersion, updated_at: now.toISOString() })
      .where('id', '=', orderId)
      .where('status', '=', 'paid')
      .where('refund_reference', '=', refund.id)
      .executeTakeFirst();
    if (Number(cleared.numUpdatedRows) !== 1) return 'unchanged';
    await recordOrderEvent(trx, {
      orderId,
      kind: 'refund_failed',
      actor: options.provider,
      note: `Refund ${refund.id} ${refund.status}${refund.failureReason ? `: ${refund.failureReason}` : ''}`,
      now,
    });
    return 'refund-failed';
  });
}
