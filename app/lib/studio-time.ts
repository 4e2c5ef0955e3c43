/**
 * Times as the studio and its couples see them: in the studio's own time zone (New Delhi), named
 * (IST), never UTC; the same on the server and in the browser whatever either's clock is set to.
 * Stored times are UTC (ISO text).
 */
const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});
const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const calendarDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "4 Jan 2027, 14:30 IST". */
export const formatStudioTime = (iso: string) => `${dateTime.format(new Date(iso))} IST`;

/** "4 Jan 2027" (the day in New Delhi). */
export const formatStudioDay = (iso: string) => day.format(new Date(iso));

/** A calendar date as stored (YYYY-MM-DD, e.g. an event date): "14 Feb 2027"; as it was, when it is no date. */
export function formatCalendarDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : calendarDay.format(date);
}
