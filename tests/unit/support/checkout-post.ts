import { studioToday } from '~/lib/studio-time';

/** The studio's day `offset` days from today (YYYY-MM-DD): the day every "in the past" check counts from. */
export function day(offset: number): string {
  const date = new Date(`${studioToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** A checkout post that passes, as the browser sends it (the optional notes left empty). */
export const validCheckout = {
  idempotencyKey: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
  name: 'Meera Kapoor',
  email: 'meera@example.test',
  country: 'IN',
  coupleNames: 'Meera & Arjun',
  eventDate: day(120),
  venue: 'The Leela Palace, New Delhi',
  wording: 'Together with their families, Meera and Arjun invite you to celebrate their wedding.',
  notes: '',
};
