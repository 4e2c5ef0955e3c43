/**
 * Business time for the "2–3 business days" promise: only opening hours count, in New Delhi's time. A
 * business day is one day's opening whatever its length, so part of a day counts as its share of that
 * day's hours. No public holidays are known.
 */

/** India has kept no daylight saving time since 1945. */
export const STUDIO_UTC_OFFSET_MINUTES = 5 * 60 + 30;

/** 0 = Sunday; [open, close] in hours of local time. */
export const OPENING_HOURS: Readonly<Record<number, readonly [number, number] | null>> = {
  0: null,
  1: [9, 18],
  2: [9, 18],
  3: [9, 18],
  4: [9, 18],
  5: [9, 18],
  6: [10, 16],
};

/** Past the first figure it is due soon, past the second overdue. */
export const PROMISE_DUE_SOON_DAYS = 2;
export const PROMISE_DAYS = 3;

export type PromiseState = 'on-time' | 'due-soon' | 'overdue';

export interface BusinessWait {
  businessMs: number;
  businessDays: number;
  state: PromiseState;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const OFFSET_MS = STUDIO_UTC_OFFSET_MINUTES * 60 * 1000;

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

export function formatBusinessWait(wait: Pick<BusinessWait, 'businessMs' | 'businessDays'>): string {
  if (wait.businessDays < 1) {
    const hours = Math.floor(wait.businessMs / HOUR_MS);
    if (hours < 1) return 'under 1 business hour';
    return `${hours} business ${hours === 1 ? 'hour' : 'hours'}`;
  }
  const days = Math.floor(wait.businessDays * 10) / 10;
  return `${Number.isInteger(days) ? days : days.toFixed(1)} business ${days === 1 ? 'day' : 'days'}`;
}
