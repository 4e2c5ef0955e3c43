import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  formatCalendarDay,
  formatStudioDay,
  formatStudioTime,
  invitationDate,
  studioToday,
} from '~/lib/studio-time';

describe('the one set of days and times', () => {
  it('counts today as the studio’s day in New Delhi, which starts at 18:30 UTC', () => {
    expect(studioToday(new Date('2026-12-07T18:29:59Z'))).toBe('2026-12-07');
    expect(studioToday(new Date('2026-12-07T18:30:00Z'))).toBe('2026-12-08');
  });

  it('shows an instant in the studio’s time, named', () => {
    expect(formatStudioTime('2026-12-07T18:45:00Z')).toBe('8 Dec 2026, 00:15 IST');
    expect(formatStudioDay('2026-12-07T18:45:00Z')).toBe('8 Dec 2026');
    expect(formatStudioDay('2026-12-07T18:45:00Z', 'long')).toBe('8 December 2026');
    expect(formatStudioDay('2026-12-07T18:45:00Z', 'month')).toBe('December 2026');
  });

  it('writes a calendar day as the day it is, in every style, whatever the zone', () => {
    expect(calendarDay('2027-02-14', 'full')).toBe('Sunday, 14 February 2027');
    expect(calendarDay('2027-02-14', 'weekday')).toBe('Sunday, 14 February');
    expect(calendarDay('2027-02-14', 'long')).toBe('14 February 2027');
    expect(calendarDay('2027-02-14', 'short')).toBe('14 Feb 2027');
    expect(invitationDate('2027-02-14')).toBe('Sunday, 14 February 2027');
    expect(formatCalendarDay('2027-02-14')).toBe('14 Feb 2027');
  });

  it('says nothing of a day that is not one, and the admin sees it as typed', () => {
    for (const text of ['2027-02-30', '2027-13-01', 'next June', '']) {
      expect(calendarDay(text, 'full'), text).toBeNull();
      expect(invitationDate(text), text).toBe('');
      expect(formatCalendarDay(text), text).toBe(text);
    }
  });
});
