import { calendarDay } from './studio-time';
export const EVENT_KINDS = {
  haldi: 'Haldi',
  mehndi: 'Mehndi',
  sangeet: 'Sangeet',
  ceremony: 'Ceremony',
  reception: 'Reception',
} as const;

export type EventKind = keyof typeof EVENT_KINDS;
export const EVENT_KIND_NAMES = Object.keys(EVENT_KINDS) as EventKind[];

export const MAX_EVENTS = 6;

export interface WeddingEvent {
  kind: EventKind;
  date: string;
  time: string;
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

export function shortTime(time: string): string {
  const t = clock(time);
  if (!t) return '';
  if (t.h === 12 && t.m === 0) return '12 noon';
  const hour = t.h % 12 === 0 ? 12 : t.h % 12;
  return `${hour}${t.m ? `.${String(t.m).padStart(2, '0')}` : ''} ${t.h < 12 ? 'am' : 'pm'}`;
}

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

export const eventDay = (iso: string) => calendarDay(iso, 'weekday') ?? '';

export function eventHeadline(event: WeddingEvent): string {
  return [EVENT_KINDS[event.kind], eventDay(event.date), shortTime(event.time)].filter(Boolean).join(' · ');
}

export function eventsText(events: WeddingEvent[]): string {
  return sortedEvents(events)
    .flatMap((event) => [eventHeadline(event), event.venue].filter(Boolean))
    .join('\n');
}

export function sortedEvents(events: WeddingEvent[]): WeddingEvent[] {
  return [...events].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
}

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
