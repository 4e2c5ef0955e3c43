import { describe, expect, it } from 'vitest';
import { businessTimeBetween, formatBusinessWait, promiseState } from '~/.server/admin/business-clock';

/** An instant given in New Delhi's local time (2027-01-01 is a Friday, 01-02 a Saturday, 01-03 a Sunday). */
const ist = (local: string) => new Date(`${local.replace(' ', 'T')}:00+05:30`);
const HOUR = 60 * 60 * 1000;

const wait = (from: string, to: string) => businessTimeBetween(ist(from), ist(to));

describe('the business clock (Mon–Fri 9–18, Sat 10–16, Sun closed, Asia/Kolkata)', () => {
  it('counts only opening hours, a weekday hour as a ninth of a day', () => {
    expect(wait('2027-01-01 17:00', '2027-01-01 18:00')).toMatchObject({ businessMs: HOUR, state: 'on-time' });
    expect(wait('2027-01-01 17:00', '2027-01-01 18:00').businessDays).toBeCloseTo(1 / 9);
    // The evening after closing adds nothing.
    expect(wait('2027-01-01 17:00', '2027-01-01 23:59').businessMs).toBe(HOUR);
  });

  it('counts a full Saturday (6 hours) as one business day, and Sunday as nothing', () => {
    const saturday = wait('2027-01-01 17:00', '2027-01-02 16:00');
    expect(saturday.businessMs).toBe(7 * HOUR);
    expect(saturday.businessDays).toBeCloseTo(1 + 1 / 9);
    expect(wait('2027-01-01 17:00', '2027-01-03 23:00')).toEqual(saturday);
    expect(wait('2027-01-03 08:00', '2027-01-03 20:00').businessMs).toBe(0);
    // Saturday opens at 10, not 9.
    expect(wait('2027-01-02 08:00', '2027-01-02 10:30').businessDays).toBeCloseTo(0.5 / 6);
  });

  it('is on time at exactly 2 business days, due soon just after, overdue after 3', () => {
    // Paid Friday 17:00: 1/9 + Saturday + 8/9 of Monday = 2 at Monday 17:00.
    const twoDays = wait('2027-01-01 17:00', '2027-01-04 17:00');
    expect(twoDays.businessDays).toBeCloseTo(2);
    expect(twoDays.state).toBe('on-time');
    expect(wait('2027-01-01 17:00', '2027-01-04 17:30').state).toBe('due-soon');
    expect(wait('2027-01-01 17:00', '2027-01-05 17:00').state).toBe('due-soon');
    expect(wait('2027-01-01 17:00', '2027-01-05 17:30').state).toBe('overdue');
    expect(wait('2027-01-01 17:00', '2027-02-01 12:00').state).toBe('overdue');
  });

  it('starts the clock at the next opening for an order paid after hours, before opening or on a Sunday', () => {
    expect(wait('2027-01-04 20:00', '2027-01-05 09:00').businessMs).toBe(0);
    expect(wait('2027-01-04 20:00', '2027-01-05 10:00').businessMs).toBe(HOUR);
    expect(wait('2027-01-05 06:00', '2027-01-05 09:30').businessMs).toBe(HOUR / 2);
    expect(wait('2027-01-03 11:00', '2027-01-04 09:00').businessMs).toBe(0);
    expect(wait('2027-01-03 11:00', '2027-01-04 18:00').businessDays).toBeCloseTo(1);
  });

  it("reads days in New Delhi's time, not UTC's", () => {
    // Monday 01:00 in New Delhi is still Sunday 19:30 in UTC.
    expect(ist('2027-01-04 01:00').getUTCDay()).toBe(0);
    expect(wait('2027-01-04 01:00', '2027-01-04 10:00').businessMs).toBe(HOUR);
    // Saturday 23:00 UTC is Sunday 04:30 in New Delhi: closed.
    expect(businessTimeBetween(new Date('2027-01-02T23:00:00Z'), ist('2027-01-03 18:00')).businessMs).toBe(0);
  });

  it('counts a whole week as six business days (five weekdays and a Saturday)', () => {
    const week = wait('2027-01-04 09:00', '2027-01-11 09:00');
    expect(week.businessMs).toBe((5 * 9 + 6) * HOUR);
    expect(week.businessDays).toBeCloseTo(6);
  });

  it('counts nothing when the end is not after the start', () => {
    expect(wait('2027-01-05 12:00', '2027-01-04 12:00')).toEqual({ businessMs: 0, businessDays: 0, state: 'on-time' });
    expect(wait('2027-01-05 12:00', '2027-01-05 12:00').businessMs).toBe(0);
  });

  it('names the promise state at its bounds', () => {
    expect([0, 2, 2.01, 3, 3.01].map(promiseState)).toEqual(['on-time', 'on-time', 'due-soon', 'due-soon', 'overdue']);
  });

  it('says how long in words', () => {
    expect(formatBusinessWait({ businessMs: 10 * 60 * 1000, businessDays: 0.02 })).toBe('under 1 business hour');
    expect(formatBusinessWait({ businessMs: HOUR, businessDays: 1 / 9 })).toBe('1 business hour');
    expect(formatBusinessWait({ businessMs: 5 * HOUR, businessDays: 5 / 9 })).toBe('5 business hours');
    expect(formatBusinessWait({ businessMs: 9 * HOUR, businessDays: 1 })).toBe('1 business day');
    expect(formatBusinessWait({ businessMs: 13 * HOUR, businessDays: 1.44 })).toBe('1.4 business days');
    expect(formatBusinessWait({ businessMs: 30 * HOUR, businessDays: 2.99 })).toBe('2.9 business days');
    expect(formatBusinessWait({ businessMs: 27 * HOUR, businessDays: 3 })).toBe('3 business days');
  });
});
