/** A day relative to today (UTC), so the tests never rot. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

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
