import { invitationDate } from '../../lib/studio-time';
import { eventsText, invitationTime, type WeddingEvent } from '../../lib/wedding-events';
import { initialsOf } from './names-layout';
import type { SlotField } from './slots';
import type { Template } from './template';

/**
 * What the couple tells the shop. A slot that would need facts they have not given (time, reply-by
 * date) is left empty rather than showing the sample couple's.
 */
export interface CoupleWords {
  names: string;
  /** YYYY-MM-DD; empty when not given. */
  eventDate: string;
  venue: string;
  /** Empty keeps the design's own wording. */
  wording?: string;
  /** HH:MM (24 h). */
  time?: string;
  closing?: string;
  events?: WeddingEvent[];
}

const DESIGN_WORDING: SlotField[] = ['host_line', 'message', 'wording'];

/** Not yet cleaned: see cleanSlotValues. */
export function slotValuesFor(template: Template, words: CoupleWords): Record<string, string> {
  const values: Record<string, string> = {};
  for (const item of template.items) {
    if (!item.slot) continue;
    if (DESIGN_WORDING.includes(item.slot)) values[item.slot] = item.sample;
    else values[item.slot] = '';
  }
  const given: Partial<Record<SlotField, string>> = {
    names: words.names,
    initials: initialsOf(words.names),
    date: invitationDate(words.eventDate),
    venue: words.venue,
    time: invitationTime(words.time ?? ''),
    closing: words.closing ?? '',
    events: eventsText(words.events ?? []),
    ...(words.wording?.trim() ? { wording: words.wording } : {}),
  };
  // Only the slots this piece has: an RSVP card has no venue.
  for (const [slot, value] of Object.entries(given)) if (slot in values) values[slot] = value;
  return values;
}

/** A blank field keeps the design's sample, so the card never shows a gap while they type. */
export function previewValuesFor(
  template: Template,
  words: { names?: string; date?: string; venue?: string },
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const item of template.items) if (item.slot) values[item.slot] = item.sample;
  const given: Partial<Record<SlotField, string>> = {
    names: words.names,
    initials: words.names ? initialsOf(words.names) : undefined,
    date: words.date ? invitationDate(words.date) : undefined,
    venue: words.venue,
  };
  for (const [slot, value] of Object.entries(given)) if (value && slot in values) values[slot] = value;
  return values;
}
