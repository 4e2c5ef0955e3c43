/**
 * The events of a wedding the brief can list besides the main one (the couple's own day): what
 * the details card prints and the couple's pages show, in the words and times an invitation uses.
 */
export const EVENT_KINDS = {
  haldi: 'Haldi',
  mehndi: 'Mehndi',
  sangeet: 'Sangeet',
  ceremony: 'Ceremony',
  reception: 'Reception',
} as const;

export type EventKind = keyof typeof EVENT_KINDS;
export const EVENT_KIND_NAMES = Object.keys(EVENT_KINDS) as EventKind[];

/** The most events a brief lists (the details card has room for six). */
export const MAX_EVENTS = 6;

export interface WeddingEvent {
  kind: EventKind;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM (24 h), or '' */
  time: string;
  /** '' for the wedding's own venue. */
  venue: string;
}

const HOUR_WORDS = [
  'twelve',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
] as const;

function clock(time: string): { h: number; m: number } | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/u.exec(time);
  return match ? { h: Number(match[1]), m: Number(match[2]) } : null;
}

/** "18:30" → "6.30 pm", "19:00" → "7 pm", "12:00" → "12 noon"; '' for anything else. */
export function shortTime(time: string): string {
  const t = clock(time);
  if (!t) return '';
  if (t.h === 12 && t.m === 0) return '12 noon';
  const hour = t.h % 12 === 0 ? 12 : t.h % 12;
  return `${hour}${t.m ? `.${String(t.m).padStart(2, '0')}` : ''} ${t.h < 12 ? 'am' : 'pm'}`;
}

/**
 * The time line of an invitation, as the designs word it: "18:30" → "at half past six in the
 * evening", "11:00" → "at eleven o’clock in the morning", "16:20" → "at 4.20 in the afternoon".
 */
export function invitationTime(time: string): string {
  const t = clock(time);
  if (!t) return '';
  if (t.h === 12 && t.m === 0) return 'at noon';
  if (t.h === 0 && t.m === 0) return 'at midnight';
  const part = t.h < 12 ? 'in the morning' : t.h < 17 ? 'in the afternoon' : t.h < 21 ? 'in the evening' : 'at night';
  const name = (h: number) => HOUR_WORDS[h % 12] as string;
  const words =
    t.m === 0
      ? `${name(t.h)} o’clock`
      : t.m === 30
        ? `half past ${name(t.h)}`
        : t.m === 15
          ? `quarter past ${name(t.h)}`
          : t.m === 45
            ? `quarter to ${name(t.h + 1)}`
            : `${t.h % 12 === 0 ? 12 : t.h % 12}.${String(t.m).padStart(2, '0')}`;
  return `at ${words} ${part}`;
}

/** "Friday, 19 February" for 2027-02-19 (the year is the invitation's); '' for what is not a day. */
export function eventDay(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(iso);
  if (!match) return '';
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== iso) return '';
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
    .format(day)
    .replace(/^(\w+) /u, '$1, ');
}

/** One event as the details card and the couple's pages list it: "Mehndi · Friday, 19 February · 7 pm". */
export function eventHeadline(event: WeddingEvent): string {
  return [EVENT_KINDS[event.kind], eventDay(event.date), shortTime(event.time)].filter(Boolean).join(' · ');
}

/**
 * The events as the details card's text: each a line of its own, its venue (when it has one of
 * its own) on the line after, in date and time order.
 */
export function eventsText(events: WeddingEvent[]): string {
  return sortedEvents(events)
    .flatMap((event) => [eventHeadline(event), event.venue].filter(Boolean))
    .join('\n');
}

export function sortedEvents(events: WeddingEvent[]): WeddingEvent[] {
  return [...events].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
}

/** The events kept in an order row (JSON text), read back safely: anything malformed is left out. */
export function readEvents(json: string | null | undefined): WeddingEvent[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json || '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter(
      (e): e is WeddingEvent =>
        typeof e === 'object' &&
        e !== null &&
        typeof e.kind === 'string' &&
        Object.hasOwn(EVENT_KINDS, e.kind) &&
        typeof e.date === 'string' &&
        typeof e.time === 'string' &&
        typeof e.venue === 'string',
    )
    .slice(0, MAX_EVENTS)
    .map(({ kind, date, time, venue }) => ({ kind, date, time, venue }));
}
