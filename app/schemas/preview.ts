import * as v from 'valibot';
import { futureDate, plainText, tooLong } from './fields';

/**
 * The same schema checks the form in the browser, the preview image's query and the words carried
 * into the checkout brief. Bounds are the slots' own (app/.server/designs/slots.ts; a test keeps them equal).
 */
export const PREVIEW_FIELDS = ['names', 'date', 'venue'] as const;
export type PreviewField = (typeof PREVIEW_FIELDS)[number];

export const PREVIEW_MAX_CHARS = { names: 80, venue: 160 } as const;

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

export type PreviewInput = Record<PreviewField, string>;

export const EMPTY_PREVIEW_INPUT: PreviewInput = { names: '', date: '', venue: '' };

/** Past it, refused outright and not echoed back. */
export const PREVIEW_RAW_MAX = 1000;

/** Each field on its own, so one bad field leaves the others standing. */
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

export function previewQuery(words: PreviewWords): string {
  const params = new URLSearchParams();
  for (const field of PREVIEW_FIELDS) if (words[field] !== undefined) params.set(field, words[field]!);
  return params.toString();
}

export function previewImagePath(collectionId: number, words: PreviewWords): string {
  const query = previewQuery(words);
  return `/collections/${collectionId}/preview.webp${query ? `?${query}` : ''}`;
}
