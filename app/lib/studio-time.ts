/**
 * The one set of days, times and their words, on server and browser alike. Stored times are UTC
 * instants, shown in the studio's time (New Delhi's, named IST); an event's date or a deadline is
 * a calendar day (YYYY-MM-DD), shown as the day it is, in no zone; "today" is the studio's day.
 */
export const STUDIO_ZONE = 'Asia/Kolkata';

const DAY_STYLES = {
  /** Saturday, 14 February 2027 */
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** Saturday, 14 February */
  weekday: { weekday: 'long', day: 'numeric', month: 'long' },
  /** 14 February 2027 */
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  /** 14 Feb 2027 */
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  /** February 2027 */
  month: { month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DayStyle = keyof typeof DAY_STYLES;

const formatsIn = (timeZone: string) =>
  Object.fromEntries(
    Object.entries(DAY_STYLES).map(([style, options]) => [
      style,
      new Intl.DateTimeFormat('en-GB', { ...options, timeZone }),
    ]),
  ) as Record<DayStyle, Intl.DateTimeFormat>;

const calendarFormats = formatsIn('UTC');
const studioFormats = formatsIn(STUDIO_ZONE);
const studioDateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: STUDIO_ZONE,
});
/** en-CA writes a day as YYYY-MM-DD. */
const studioIsoDay = new Intl.DateTimeFormat('en-CA', { timeZone: STUDIO_ZONE });

/** "Saturday 14 February" → "Saturday, 14 February", as the studio writes it. */
const words = (format: Intl.DateTimeFormat, date: Date) => format.format(date).replace(/^([A-Za-z]+day) /u, '$1, ');

/** Today in the studio's time zone (YYYY-MM-DD): every check of "in the past" and every deadline. */
export const studioToday = (now = new Date()): string => studioIsoDay.format(now);

/** An instant as the studio's date and time: "14 Feb 2027, 18:30 IST". */
export const formatStudioTime = (iso: string) => `${studioDateTime.format(new Date(iso))} IST`;

/** An instant as the day it was in the studio. */
export const formatStudioDay = (iso: string, style: DayStyle = 'short') => words(studioFormats[style], new Date(iso));

/** A calendar day (YYYY-MM-DD) in words, or null when it is not a real day. */
export function calendarDay(isoDay: string, style: DayStyle): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(isoDay);
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== isoDay) return null;
  return words(calendarFormats[style], day);
}

/** A day of the admin's lists: "14 Feb 2027", or the text as stored when it is not a day. */
export const formatCalendarDay = (isoDay: string) => calendarDay(isoDay, 'short') ?? isoDay;

/** The day on an invitation: "Saturday, 14 February 2027", or nothing when it is not a day. */
export const invitationDate = (isoDay: string) => calendarDay(isoDay, 'full') ?? '';
