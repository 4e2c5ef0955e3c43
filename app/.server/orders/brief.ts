import type { OrderRow } from '../db/schema';

/** The couple's personalisation brief of an order row, as they typed it at checkout. */
export interface OrderBrief {
  coupleNames: string;
  eventDate: string;
  venue: string;
  wording: string;
  notes: string;
}

export const briefOf = (
  order: Pick<OrderRow, 'couple_names' | 'event_date' | 'venue' | 'wording' | 'notes'>,
): OrderBrief => ({
  coupleNames: order.couple_names,
  eventDate: order.event_date,
  venue: order.venue,
  wording: order.wording,
  notes: order.notes,
});
