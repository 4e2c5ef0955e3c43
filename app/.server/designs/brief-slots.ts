import { invitationDate } from '../../lib/invitation-date';
import { eventsText, invitationTime, type WeddingEvent } from '../../lib/wedding-events';
import { initialsOf } from './names-layout';
import type { SlotField } from './slots';
import type { Template } from './template';

/**
 * What the couple tells the shop (the preview form on a collection page, the checkout brief) and
 * how it becomes a template's slot values. Only these come from the couple; the design's own
 * general wording (the hosts' line, the thank-you message) stays as the designer wrote it, and a
 * slot that would need facts the couple has not given (time, details, reply-by date, website) is
 * left empty rather than showing the sample couple's.
 */
export interface CoupleWords {
  /** "Aisha & Nikhil" */
  names: string;
  /** ISO day, YYYY-MM-DD; empty when not given. */
  eventDate: string;
  venue: string;
  /** The invitation's wording as typed; empty keeps the design's own. */
  wording?: string;
  /** HH:MM (24 h): the invitation's time line ("at half past six in the evening"). */
  time?: string;
  /** "Reception to follow" */
  closing?: string;
  /** The other events of the wedding: the details card lists them. */
  events?: WeddingEvent[];
}

/** Slots whose sample is the design's general wording, kept when the couple gives none. */
const DESIGN_WORDING: SlotField[] = ['host_line', 'message', 'wording'];

/** The slot values a template gets for the couple's words (not yet cleaned: see cleanSlotValues). */
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

/**
 * The slot values of a collection page's preview ("See it with your names"): the design as its
 * designer drew it (every slot's sample: the hosts' line, wording, time, details), with the
 * couple's names, date and venue set where they have typed them. A field left blank keeps the
 * design's sample, so the card never shows a gap while they type; the print files follow the
 * checkout brief instead (slotValuesFor).
 */
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
