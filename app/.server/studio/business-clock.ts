/**
 * The studio's clock for the promise on the site and in the confirmation e-mail: "We personalise
 * your designs within 2–3 business days". Only the studio's opening hours count, in New Delhi's
 * time (spec section 9 and the contact page: Mon–Fri 9am–6pm, Sat 10am–4pm, Sun closed).
 *
 * What "a business day" is here: one day's opening, whatever its length. A full Monday (9 hours)
 * is one business day, and so is a full Saturday (6 hours); part of a day counts as its share
 * of that day's opening (3 of Monday's 9 hours is a third of a day). So an order paid on Friday
 * at 5pm has waited one ninth of a day by the close, one and a ninth after Saturday, and passes
 * two business days during Monday: exactly how a couple counts "2–3 business days".
 * Nights, Sundays and the hours before opening count nothing. No public holidays are known.
 */

/** Asia/Kolkata is UTC+05:30 all year (India has kept no daylight saving time since 1945). */
export const STUDIO_UTC_OFFSET_MINUTES = 5 * 60 + 30;

/** Opening hours per day of the week (0 = Sunday), as [open, close] in hours of local time. */
export const OPENING_HOURS: Readonly<Record<number, readonly [number, number] | null>> = {
  0: null,
  1: [9, 18],
  2: [9, 18],
  3: [9, 18],
  4: [9, 18],
  5: [9, 18],
  6: [10, 16],
};

/** The promise: within 2–3 business days. Past the first figure it is due soon, past the second overdue. */
export const PROMISE_DUE_SOON_DAYS = 2;
export const PROMISE_DAYS = 3;

export type PromiseState = 'on-time' | 'due-soon' | 'overdue';

export interface BusinessWait {
  /** Opening time elapsed, in milliseconds. */
  businessMs: number;
  /** Business days elapsed (fractional), as defined above. */
  businessDays: number;
  state: PromiseState;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const OFFSET_MS = STUDIO_UTC_OFFSET_MINUTES * 60 * 1000;

/** The business time between `from` and `to` (nothing when `to` is not after `from`). */
export function businessTimeBetween(from: Date, to: Date): BusinessWait {
  // Shifted to the studio's wall clock, read as if it were UTC: days and hours are then plain arithmetic.
  const start = from.getTime() + OFFSET_MS;
  const end = to.getTime() + OFFSET_MS;
  let businessMs = 0;
  let businessDays = 0;
  for (let day = Math.floor(start / DAY_MS) * DAY_MS; day < end; day += DAY_MS) {
    const hours = OPENING_HOURS[new Date(day).getUTCDay()];
    if (!hours) continue;
    const open = day + hours[0] * HOUR_MS;
    const close = day + hours[1] * HOUR_MS;
    const overlap = Math.min(close, end) - Math.max(open, start);
    if (overlap <= 0) continue;
    businessMs += overlap;
    businessDays += overlap / (close - open);
  }
  return { businessMs, businessDays, state: promiseState(businessDays) };
}

export function promiseState(businessDays: number): PromiseState {
  if (businessDays > PROMISE_DAYS) return 'overdue';
  if (businessDays > PROMISE_DUE_SOON_DAYS) return 'due-soon';
  return 'on-time';
}

/** "3 business hours", "1.4 business days": how long an order has waited, for the admin's tables. */
export function formatBusinessWait(wait: Pick<BusinessWait, 'businessMs' | 'businessDays'>): string {
  if (wait.businessDays < 1) {
    const hours = Math.floor(wait.businessMs / HOUR_MS);
    if (hours < 1) return 'under 1 business hour';
    return `${hours} business ${hours === 1 ? 'hour' : 'hours'}`;
  }
  const days = Math.floor(wait.businessDays * 10) / 10;
  return `${Number.isInteger(days) ? days : days.toFixed(1)} business ${days === 1 ? 'day' : 'days'}`;
}
