import Stripe from 'stripe';
import { parseId } from '~/lib/parse-id';
import type { OrderDeps } from '../orders/deps';
import { cancelPayment, confirmPayment, type PaymentOutcome } from '../orders/payment-results';
import { recordProviderRefund, type ProviderRefundOutcome } from '~/.server/admin/refunds';

export interface StripeWebhookDeps {
  orders: OrderDeps;
  webhookSecret: string;
  log?: (line: string) => void;
}

export type StripeWebhookOutcome = PaymentOutcome | ProviderRefundOutcome | 'refused' | 'ignored' | 'awaiting-payment';

export interface StripeWebhookResult {
  status: 200 | 400;
  outcome: StripeWebhookOutcome;
}

type RefundEvent = Stripe.RefundCreatedEvent | Stripe.RefundUpdatedEvent | Stripe.RefundFailedEvent;

type SessionEvent =
  | Stripe.CheckoutSessionCompletedEvent
  | Stripe.CheckoutSessionAsyncPaymentSucceededEvent
  | Stripe.CheckoutSessionAsyncPaymentFailedEvent
  | Stripe.CheckoutSessionExpiredEvent;

/**
 * Only a Checkout Session this order started moves its payment. The event id is recorded with the change,
 * so a resent event changes nothing; a database failure is a 500, so Stripe delivers it again.
 */
export async function handleStripeWebhook(
  deps: StripeWebhookDeps,
  rawBody: string,
  signature: string | null,
  now = new Date(),
): Promise<StripeWebhookResult> {
  const log = deps.log ?? console.warn;
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('no Stripe-Signature header');
    event = Stripe.webhooks.constructEvent(rawBody, signature, deps.webhookSecret, undefined, undefined, now.getTime());
    // constructEvent checks the signature, not the shape: a signed body that is no event must stop here.
    if (!isReadableEvent(event)) throw new Error('the body is not a Stripe event');
  } catch (error) {
    log(`Stripe webhook refused: ${error instanceof Error ? error.message : String(error)}`);
    return { status: 400, outcome: 'refused' };
  }

  if (isRefundEvent(event)) return handleRefundEvent(deps, event, log, now);
  if (!isSessionEvent(event)) return { status: 200, outcome: 'ignored' };
  const session = event.data.object;
  const paid =
    event.type === 'checkout.session.async_payment_succeeded' ||
    (event.type === 'checkout.session.completed' && session.payment_status === 'paid');
  if (event.type === 'checkout.session.completed' && !paid) return { status: 200, outcome: 'awaiting-payment' };

  const orderId = await ourOrderFor(deps, session, event.id, log);
  if (orderId === null) return { status: 200, outcome: 'unknown-order' };
  if (orderId === 'mismatch') return { status: 200, outcome: 'unchanged' };

  const options = { eventId: event.id, eventType: event.type, now };
  const outcome = paid
    ? await confirmPayment(deps.orders, orderId, { ...options, reference: session.id })
    : await cancelPayment(deps.orders, orderId, options);
  return { status: 200, outcome };
}

const SESSION_EVENT_TYPES: ReadonlySet<string> = new Set<SessionEvent['type']>([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

const REFUND_EVENT_TYPES: ReadonlySet<string> = new Set<RefundEvent['type']>([
  'refund.created',
  'refund.updated',
  'refund.failed',
]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isReadableEvent(event: unknown): event is Stripe.Event {
  if (!isObject(event) || typeof event.id !== 'string' || typeof event.type !== 'string') return false;
  if (!isObject(event.data) || !isObject(event.data.object)) return false;
  const object = event.data.object;
  if (REFUND_EVENT_TYPES.has(event.type)) {
    return typeof object.id === 'string' && (object.status === null || typeof object.status === 'string');
  }
  return !SESSION_EVENT_TYPES.has(event.type) || typeof object.id === 'string';
}

function isRefundEvent(event: Stripe.Event): event is RefundEvent {
  return REFUND_EVENT_TYPES.has(event.type);
}

/** Only a refund this shop asked for moves an order; the webhook may arrive before the request's answer is stored. */
async function handleRefundEvent(
  deps: StripeWebhookDeps,
  event: RefundEvent,
  log: (line: string) => void,
  now: Date,
): Promise<StripeWebhookResult> {
  const refund = event.data.object;
  const orderId = parseId(refund.metadata?.order_id);
  const order =
    orderId === null
      ? undefined
      : await deps.orders.db
          .selectFrom('orders')
          .select(['number', 'provider', 'refund_reference'])
          .where('id', '=', orderId)
          .executeTakeFirst();
  if (!order || orderId === null) return { status: 200, outcome: 'unknown-order' };
  const problem =
    order.provider !== 'stripe'
      ? `the order was placed with the ${order.provider} provider`
      : refund.metadata?.order_number !== order.number
        ? `the refund is for order ${refund.metadata?.order_number ?? '(none)'}, not ${order.number}`
        : order.refund_reference !== null && order.refund_reference !== refund.id
          ? `the order waits for refund ${order.refund_reference}, not ${refund.id}`
          : null;
  if (problem) {
    log(`Stripe event ${event.id} left order ${order.number} as it was: ${problem}`);
    return { status: 200, outcome: 'unchanged' };
  }
  const outcome = await recordProviderRefund(
    deps.orders.db,
    orderId,
    { id: refund.id, status: refund.status, failureReason: refund.failure_reason ?? null },
    { eventId: event.id, eventType: event.type, now, provider: 'stripe' },
  );
  return { status: 200, outcome };
}

function isSessionEvent(event: Stripe.Event): event is SessionEvent {
  return SESSION_EVENT_TYPES.has(event.type);
}

/** 'mismatch' when the session is not the one the order started (another installation sharing the account). */
async function ourOrderFor(
  deps: StripeWebhookDeps,
  session: Stripe.Checkout.Session,
  eventId: string,
  log: (line: string) => void,
): Promise<number | 'mismatch' | null> {
  const orderId = parseId(session.metadata?.order_id);
  if (orderId === null) return null;
  const order = await deps.orders.db
    .selectFrom('orders')
    .select(['number', 'provider', 'provider_reference', 'total_cents', 'currency'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return null;
  const problem =
    order.provider !== 'stripe'
      ? `the order was placed with the ${order.provider} provider`
      : session.metadata?.order_number !== order.number
        ? `the session is for order ${session.metadata?.order_number ?? '(none)'}, not ${order.number}`
        : order.provider_reference !== null && order.provider_reference !== session.id
          ? `the order's session is ${order.provider_reference}, not ${session.id}`
          : session.amount_total !== Number(order.total_cents) || session.currency !== order.currency
            ? `the session charges ${session.amount_total} ${session.currency}, the order ${order.total_cents} ${order.currency}`
            : null;
  if (!problem) return orderId;
  log(`Stripe event ${eventId} left order ${order.number} as it was: ${problem}`);
  return 'mismatch';
}
