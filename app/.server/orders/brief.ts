import type { Db } from '../db/connection';
import { readEvents, type WeddingEvent } from '~/lib/wedding-events';
import type { OrderRow } from '../db/schema';

export interface OrderBrief {
  coupleNames: string;
  eventDate: string;
  eventTime: string;
  venue: string;
  wording: string;
  closingLine: string;
  events: WeddingEvent[];
  notes: string;
}

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

export interface CheckoutDraft extends OrderBrief {
  name: string;
  email: string;
  country: string;
}

/** By this browser's checkout key (a signed cookie), so no one else's brief can be read this way. */
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
