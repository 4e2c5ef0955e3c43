import * as v from 'valibot';

/**
 * Field builders of the home and about page editors (./home-page-form.ts, ./about-page-form.ts),
 * around the fields of the content schemas (./site-content.ts), so a form accepts exactly what
 * the page may hold.
 */

/** A text the page may leave empty: an empty input (which Conform sends as nothing) is ''. */
export const mayBeEmpty = <S extends v.GenericSchema<string, string>>(field: S) =>
  v.pipe(
    v.optional(v.string()),
    // Browsers send a textarea's line breaks as CRLF: kept as LF.
    v.transform((value) => (value ?? '').replace(/\r\n/g, '\n')),
    field,
  );

/** A field of the form that adds a list item: empty, it says `message` (the spec's, for the whole form). */
export const newItemField = <S extends v.GenericSchema<string, string>>(message: string, field: S) =>
  v.pipe(
    v.string(message),
    v.check((value) => value.trim() !== '', message),
    field,
  );

/** The hidden field that keeps an image the page already has: one of the page's own image refs. */
export const keptImage = <S extends v.GenericSchema<string, string>>(ref: S) => v.optional(ref);
