import type { Db } from '../db/connection';
import { readEvents, type WeddingEvent } from '~/lib/wedding-events';
import type { OrderRow } from '../db/schema';

/** The couple's personalisation brief of an order row, as they typed it at checkout. */
export interface OrderBrief {
  coupleNames: string;
  eventDate: string;
  /** HH:MM, or '' */
  eventTime: string;
  venue: string;
  wording: string;
  closingLine: string;
  events: WeddingEvent[];
  notes: string;
}

/** The columns a brief is read from. */
export const BRIEF_COLUMNS = [
  'couple_names',
  'event_date',
  'event_time',
  'venue',
  'wording',
  'closing_line',
  'events',
  'notes',
] as const;

export const briefOf = (order: Pick<OrderRow, (typeof BRIEF_COLUMNS)[number]>): OrderBrief => ({
  coupleNames: order.couple_names,
  eventDate: order.event_date,
  eventTime: order.event_time,
  venue: order.venue,
  wording: order.wording,
  closingLine: order.closing_line,
  events: readEvents(order.events),
  notes: order.notes,
});

/** What the checkout form shows again after a payment that did not go through: the buyer and the brief. */
export interface CheckoutDraft extends OrderBrief {
  name: string;
  email: string;
  country: string;
}

/**
 * The buyer and brief of the newest cancelled order (declined or cancelled at payment) made with
 * this browser's checkout key, so the couple finds the form as they left it instead of retyping
 * the wording. The key lives in this browser's signed cookie: no one else's brief can be read
 * this way. Null when the key has no cancelled order (or a live one, which the form leads back to).
 */
export async function draftAfterCancelledPayment(db: Db, checkoutKey: string): Promise<CheckoutDraft | null> {
  const order = await db
    .selectFrom('orders')
    .select(['name', 'email', 'country', ...BRIEF_COLUMNS])
    .where('checkout_key', '=', checkoutKey)
    .where('status', '=', 'cancelled')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return order ? { name: order.name, email: order.email, country: order.country, ...briefOf(order) } : null;
}
