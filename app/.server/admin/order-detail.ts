import type { Db } from '~/.server/db/connection';
import type { Fulfilment, MailStatus, OrderStatus, PaymentProviderName } from '~/.server/db/schema';
import { toBool, toIso } from '~/.server/db/values';
import { briefOf, type OrderBrief } from '~/.server/orders/brief';
import type { PromiseState } from './business-clock';
import { movesFrom, type OrderMove } from '~/.server/orders/status-moves';
import { studioWait } from './order-list';

export const ORDER_NUMBER_PATTERN = /^ORD-\d{1,12}$/;

export interface StudioOrder {
  id: number;
  number: string;
  version: number;
  status: OrderStatus;
  fulfilment: Fulfilment;
  isTest: boolean;
  buyer: { name: string; email: string; country: string; signedIn: boolean };
  brief: OrderBrief;
  lines: { title: string; quantity: number; unitPriceCents: number; lineTotalCents: number }[];
  subtotalCents: number;
  totalCents: number;
  payment: {
    provider: PaymentProviderName;
    reference: string | null;
    refundReference: string | null;
    createdAt: string;
    paidAt: string | null;
    cancelledAt: string | null;
    refundedAt: string | null;
    deliveredAt: string | null;
    confirmationWithheld: boolean;
    downloadCount: number;
  };
  paymentEvents: { eventId: string; type: string; receivedAt: string }[];
  history: { id: number; kind: string; actor: string; note: string | null; createdAt: string }[];
  mails: {
    id: number;
    kind: string | null;
    to: string;
    subject: string;
    status: MailStatus;
    attempts: number;
    createdAt: string;
    sentAt: string | null;
    lastError: string | null;
  }[];
  wait: { text: string; state: PromiseState } | null;
  latestProof: { sentAt: string; words: string | null; answeredAt: string | null } | null;
  /** Proofs and delivery have their own panel. */
  moves: OrderMove[];
}

const iso = (value: unknown) => (value === null || value === undefined ? null : toIso(value));

export async function getStudioOrder(db: Db, number: string, now = new Date()): Promise<StudioOrder | null> {
  if (!ORDER_NUMBER_PATTERN.test(number)) return null;
  const order = await db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirst();
  if (!order) return null;
  const id = Number(order.id);
  const [lines, paymentEvents, history, mails, latestProof] = await Promise.all([
    db.selectFrom('order_items').selectAll().where('order_id', '=', id).orderBy('id').execute(),
    db.selectFrom('payment_events').selectAll().where('order_id', '=', id).orderBy('received_at').execute(),
    db.selectFrom('order_events').selectAll().where('order_id', '=', id).orderBy('created_at').orderBy('id').execute(),
    db
      .selectFrom('mail_outbox')
      .select(['id', 'kind', 'to_address', 'subject', 'status', 'attempts', 'created_at', 'sent_at', 'last_error'])
      .where('order_id', '=', id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('proofs')
      .select(['created_at', 'response', 'responded_at'])
      .where('order_id', '=', id)
      .orderBy('round', 'desc')
      .executeTakeFirst(),
  ]);
  const latestRevisionRequest = history.filter((event) => event.kind === 'revision_requested').at(-1);
  return {
    id,
    number: order.number,
    version: Number(order.version),
    status: order.status,
    fulfilment: order.fulfilment,
    isTest: toBool(order.is_test),
    buyer: { name: order.name, email: order.email, country: order.country, signedIn: order.profile_id !== null },
    brief: briefOf(order),
    lines: lines.map((line) => ({
      title: line.title,
      quantity: Number(line.quantity),
      unitPriceCents: Number(line.unit_price_cents),
      lineTotalCents: Number(line.line_total_cents),
    })),
    subtotalCents: Number(order.subtotal_cents),
    totalCents: Number(order.total_cents),
    payment: {
      provider: order.provider,
      reference: order.provider_reference,
      refundReference: order.refund_reference,
      createdAt: toIso(order.created_at),
      paidAt: iso(order.paid_at),
      cancelledAt: iso(order.cancelled_at),
      refundedAt: iso(order.refunded_at),
      deliveredAt: iso(order.delivered_at),
      confirmationWithheld: toBool(order.confirmation_withheld),
      downloadCount: Number(order.download_count),
    },
    paymentEvents: paymentEvents.map((event) => ({
      eventId: event.event_id,
      type: event.type,
      receivedAt: toIso(event.received_at),
    })),
    history: history.map((event) => ({
      id: Number(event.id),
      kind: event.kind,
      actor: event.actor,
      note: event.note,
      createdAt: toIso(event.created_at),
    })),
    mails: mails.map((mail) => ({
      id: Number(mail.id),
      kind: mail.kind,
      to: mail.to_address,
      subject: mail.subject,
      status: mail.status,
      attempts: Number(mail.attempts),
      createdAt: toIso(mail.created_at),
      sentAt: iso(mail.sent_at),
      lastError: mail.last_error,
    })),
    wait: studioWait({ ...order, revision_requested_at: latestRevisionRequest?.created_at }, now),
    /** The latest proof: when it went, and the couple's words when they asked for changes. */
    latestProof: latestProof
      ? {
          sentAt: toIso(latestProof.created_at),
          words: latestProof.response,
          answeredAt: iso(latestProof.responded_at),
        }
      : null,
    moves: movesFrom(order),
  };
}
