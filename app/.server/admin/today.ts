import { adminOrderPath } from '~/lib/admin-paths';
import type { Db } from '~/.server/db/connection';
import { toIso } from '~/.server/db/values';
import { businessTimeBetween, PROMISE_DAYS, type PromiseState } from './business-clock';

/** What an order waits for from the studio, or from the couple (a proof unanswered too long). */
export type TodayKind = 'start' | 'make' | 'changes' | 'waiting';

export interface TodayOrder {
  kind: TodayKind;
  number: string;
  couple: string;
  buyer: string;
  /** YYYY-MM-DD */
  eventDate: string;
  /** Since when it has waited (paid, the change asked, the proof sent). */
  since: string;
  businessDays: number;
  state: PromiseState;
  /** The couple's latest words, when they asked for changes. */
  words: string | null;
  action: { label: string; to: string };
}

const ACTIONS: Record<TodayKind, (number: string) => { label: string; to: string }> = {
  start: (number) => ({ label: 'Start work', to: adminOrderPath(number) }),
  make: (number) => ({ label: 'Send the proof', to: `${adminOrderPath(number)}#proofs` }),
  // The order page leads with the couple's words and the step to take.
  changes: (number) => ({ label: 'Read the changes', to: adminOrderPath(number) }),
  waiting: (number) => ({ label: 'Open the order', to: adminOrderPath(number) }),
};

const KIND_OF = {
  awaiting: 'start',
  in_progress: 'make',
  revision_requested: 'changes',
  proof_sent: 'waiting',
} as const;

/**
 * The studio's work today, the longest waiting first (the promise is 2–3 business days from payment
 * or from the couple's change request), then the nearest wedding: orders to start and to make,
 * changes to answer, and proofs the couple has not answered for more than 3 business days.
 */
export async function loadTodayOrders(db: Db, now = new Date()): Promise<TodayOrder[]> {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'number', 'name', 'couple_names', 'event_date', 'fulfilment', 'paid_at'])
    .where('status', '=', 'paid')
    .where('fulfilment', 'in', ['awaiting', 'in_progress', 'revision_requested', 'proof_sent'])
    .execute();
  if (!orders.length) return [];
  const proofs = await db
    .selectFrom('proofs')
    .select(['order_id', 'round', 'created_at', 'response', 'responded_at'])
    .where(
      'order_id',
      'in',
      orders.map((order) => Number(order.id)),
    )
    .orderBy('round', 'desc')
    .execute();
  const latest = new Map<number, (typeof proofs)[number]>();
  for (const proof of proofs) if (!latest.has(Number(proof.order_id))) latest.set(Number(proof.order_id), proof);

  const items: TodayOrder[] = [];
  for (const order of orders) {
    const kind = KIND_OF[order.fulfilment as keyof typeof KIND_OF];
    const proof = latest.get(Number(order.id));
    const sinceValue =
      kind === 'changes'
        ? (proof?.responded_at ?? order.paid_at)
        : kind === 'waiting'
          ? proof?.created_at
          : order.paid_at;
    if (!sinceValue) continue;
    const since = toIso(sinceValue);
    const waited = businessTimeBetween(new Date(since), now);
    if (kind === 'waiting' && waited.businessDays <= PROMISE_DAYS) continue;
    items.push({
      kind,
      number: order.number,
      couple: order.couple_names,
      buyer: order.name,
      eventDate: order.event_date,
      since,
      businessDays: waited.businessDays,
      state: kind === 'waiting' ? 'overdue' : waited.state,
      words: kind === 'changes' ? (proof?.response ?? null) : null,
      action: ACTIONS[kind](order.number),
    });
  }
  return items.sort((a, b) => b.businessDays - a.businessDays || a.eventDate.localeCompare(b.eventDate));
}
