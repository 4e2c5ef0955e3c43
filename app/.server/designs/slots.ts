/** A template element whose id is one of these is filled with the couple's words; the rest is fixed wording. */
export const SLOT_FIELDS = {
  names: { label: 'Names', maxChars: 80, optional: false, maxLines: 2 },
  initials: { label: 'The initials', maxChars: 12, optional: true, maxLines: 1 },
  host_line: { label: 'The hosts’ line', maxChars: 120, optional: true, maxLines: 2 },
  wording: { label: 'The wording', maxChars: 300, optional: true, maxLines: 4 },
  date: { label: 'The date', maxChars: 80, optional: false, maxLines: 2 },
  time: { label: 'The time', maxChars: 80, optional: true, maxLines: 1 },
  venue: { label: 'The venue', maxChars: 160, optional: false, maxLines: 2 },
  details: { label: 'The details', maxChars: 400, optional: true, maxLines: 6 },
  closing: { label: 'The closing line', maxChars: 80, optional: true, maxLines: 1 },
  events: { label: 'The events', maxChars: 900, optional: true, maxLines: 12 },
  rsvp_by: { label: 'The reply-by date', maxChars: 80, optional: true, maxLines: 1 },
  message: { label: 'The message', maxChars: 300, optional: true, maxLines: 4 },
  website: { label: 'The website', maxChars: 80, optional: true, maxLines: 1 },
} as const;

export type SlotField = keyof typeof SLOT_FIELDS;
export const SLOT_NAMES = Object.keys(SLOT_FIELDS) as SlotField[];

export function isSlotField(id: string | undefined): id is SlotField {
  return id !== undefined && Object.hasOwn(SLOT_FIELDS, id);
}

export type SlotValues = Partial<Record<SlotField, string>>;

export class SlotTextError extends Error {
  constructor(
    readonly field: SlotField | 'template',
    message: string,
  ) {
    super(message);
    this.name = 'SlotTextError';
  }
}

/** C0 and C1 controls except the line feed (a line break the couple typed on purpose). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/u;
/** They can make text read differently than it looks. */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** No face has glyphs for them. */
const NONCHAR = /[\uFDD0-\uFDEF\uFFFE\uFFFF\uE000-\uF8FF]/u;

/** NFC, CRLF folded, trimmed. Refuses control characters, bidi overrides and over-long text. */
export function cleanSlotText(field: SlotField, raw: string | undefined): string {
  const { label, maxChars } = SLOT_FIELDS[field];
  if (raw === undefined) return '';
  if (typeof raw !== 'string') throw new SlotTextError(field, `${label} must be text.`);
  if (/[\uD800-\uDFFF]/u.test(raw)) throw new SlotTextError(field, `${label} contains broken characters — retype it.`);
  const text = raw.normalize('NFC').replace(/\r\n?/gu, '\n');
  if (text.includes('\u0000') || CONTROL.test(text))
    throw new SlotTextError(field, `${label} contains a control character — type it again as plain text.`);
  if (BIDI.test(text))
    throw new SlotTextError(field, `${label} contains invisible direction marks — type it again as plain text.`);
  if (NONCHAR.test(text)) throw new SlotTextError(field, `${label} contains a character that cannot be printed.`);
  const lines = text
    .split('\n')
    .map((line) => line.replace(/[ \u00A0\u2000-\u200A\u202F\u205F\u3000]+/gu, ' ').trim())
    .filter((line) => line !== '');
  const clean = lines.join('\n');
  if ([...clean].length > maxChars)
    throw new SlotTextError(field, `${label} is too long — keep it under ${maxChars} characters.`);
  return clean;
}

/** Unknown keys are refused so a typo does not silently vanish. */
export function cleanSlotValues(values: Record<string, string | undefined>): SlotValues {
  const out: SlotValues = {};
  for (const [key, value] of Object.entries(values)) {
    if (!isSlotField(key)) throw new SlotTextError('template', `There is no “${key.slice(0, 40)}” on the invitation.`);
    out[key] = cleanSlotText(key, value);
  }
  return out;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/gu, '&amp;')
    .replace(/</gu, '&lt;')
    .replace(/>/gu, '&gt;')
    .replace(/"/gu, '&quot;')
    .replace(/'/gu, '&#39;');
}
