import * as v from 'valibot';
import { futureDate, plainText, tooLong } from './fields';

/**
 * "See it with your names" on a collection page: the words a couple may try on the invitation
 * (names, event date, venue). The same schema checks the form in the browser, the preview
 * image's query (/collections/<id>/preview.webp) and the words the Add to Cart form carries into
 * the checkout brief. Each field is optional: one left blank keeps the design's sample there.
 * The bounds are the invitation slots' own (app/.server/designs/slots.ts; a test keeps them equal).
 */
export const PREVIEW_FIELDS = ['names', 'date', 'venue'] as const;
export type PreviewField = (typeof PREVIEW_FIELDS)[number];

export const PREVIEW_MAX_CHARS = { names: 80, venue: 160 } as const;

/** A field's value as a form or a query sends it: blank is the same as not given. */
const blankIsMissing = v.transform((value: string | undefined) => (value?.trim() ? value : undefined));

const optionalLine = (label: string, max: number) =>
  v.pipe(
    v.optional(v.string(`${label} must be text`)),
    blankIsMissing,
    v.optional(v.pipe(v.string(), v.trim(), plainText(label, 'name'), v.maxLength(max, tooLong(label, max)))),
  );

export const PreviewWordsSchema = v.object({
  names: optionalLine('Names', PREVIEW_MAX_CHARS.names),
  date: v.pipe(v.optional(v.string('Event date must be a date')), blankIsMissing, v.optional(futureDate('Event date'))),
  venue: optionalLine('Venue', PREVIEW_MAX_CHARS.venue),
});

export type PreviewWords = v.InferOutput<typeof PreviewWordsSchema>;

/** The form's values as typed (always strings, blank when not given). */
export type PreviewInput = Record<PreviewField, string>;

export const EMPTY_PREVIEW_INPUT: PreviewInput = { names: '', date: '', venue: '' };

/** Longest raw value read from a query or a post before it is refused outright (not echoed back). */
export const PREVIEW_RAW_MAX = 1000;

/**
 * Each field checked on its own, so one bad field leaves the others standing: the valid words,
 * and a message per refused field.
 */
export function checkPreviewInput(input: Partial<PreviewInput>): {
  words: PreviewWords;
  errors: Partial<Record<PreviewField, string>>;
} {
  const words: PreviewWords = {};
  const errors: Partial<Record<PreviewField, string>> = {};
  for (const field of PREVIEW_FIELDS) {
    const parsed = v.safeParse(PreviewWordsSchema.entries[field], input[field]);
    if (parsed.success) {
      if (parsed.output !== undefined) words[field] = parsed.output;
    } else errors[field] = parsed.issues[0].message;
  }
  return { words, errors };
}

export const hasWords = (words: PreviewWords) => PREVIEW_FIELDS.some((field) => words[field] !== undefined);

/** `names=…&date=…&venue=…` for the words given (none: the empty string). */
export function previewQuery(words: PreviewWords): string {
  const params = new URLSearchParams();
  for (const field of PREVIEW_FIELDS) if (words[field] !== undefined) params.set(field, words[field]!);
  return params.toString();
}

/** The address of a collection's invitation preview with these words. */
export function previewImagePath(collectionId: number, words: PreviewWords): string {
  const query = previewQuery(words);
  return `/collections/${collectionId}/preview.webp${query ? `?${query}` : ''}`;
}
