import * as v from 'valibot';

/**
 * What a text field may hold besides printable text. Every kind refuses NUL (PostgreSQL answers
 * a 500 to it) and the control characters nobody types.
 * - `line`: one line; also no CR, LF, tab or U+2028/2029 (a name with CRLF once wrote fake
 *   "Bcc:" lines into the studio's e-mail).
 * - `name`: one line, and no bidi override or isolate characters either (U+202A–202E,
 *   U+2066–2069): they flip how the rest of a header or a page reads.
 * - `lines`: a message; keeps tabs and newlines (LF or CRLF, as browsers send a textarea), refuses
 *   the other controls, a lone CR among them.
 */
export type TextKind = 'line' | 'name' | 'lines';

// \p{Cc}: the C0 controls, DEL and the C1 controls (U+0000–001F, U+007F–009F).
const CONTROL_IN_LINE = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_IN_LINES = /(?![\t\n\r])\p{Cc}|\r(?!\n)/u;
const TEXT_DIRECTION = /[\u202a-\u202e\u2066-\u2069]/;

/** Why `value` cannot be a `kind` text, as the end of a sentence that starts with the field's label. */
function textRefusal(value: string, kind: TextKind): string | null {
  if (kind === 'lines') return CONTROL_IN_LINES.test(value) ? 'cannot contain control characters' : null;
  if (CONTROL_IN_LINE.test(value)) return 'cannot contain line breaks or control characters';
  return kind === 'name' && TEXT_DIRECTION.test(value) ? 'cannot contain text-direction characters' : null;
}

/**
 * The pipe step that refuses what a `kind` text may not hold, with a message for the field. It
 * comes first in a field's pipe, so its message is the one shown.
 */
export const plainText = (label: string, kind: TextKind) =>
  v.rawCheck<string>(({ dataset, addIssue }) => {
    const refusal = dataset.typed ? textRefusal(dataset.value, kind) : null;
    if (refusal) addIssue({ message: `${label} ${refusal}` });
  });

export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/**
 * Field schemas shared by the forms. Conform turns empty inputs into `undefined`, so a required
 * field fails with its "required" message and an optional one becomes undefined.
 */
export const requiredText = (
  label: string,
  max: number,
  kind: TextKind,
  { min = 1, required = `${label} is required` }: { min?: number; required?: string } = {},
) =>
  v.pipe(
    v.string(required),
    v.trim(),
    plainText(label, kind),
    v.minLength(Math.max(min, 1), min > 1 ? `${label} must be at least ${min} characters` : required),
    v.maxLength(max, tooLong(label, max)),
  );

export const optionalText = (label: string, max: number, kind: TextKind) =>
  v.optional(v.pipe(v.string(), v.trim(), plainText(label, kind), v.maxLength(max, tooLong(label, max))));

/**
 * `v.object` for a form. valibot answers a key that is missing altogether (a hand-made post
 * leaves a field out) with the object's message, "Invalid key: Expected "name" but received
 * undefined", without running the field's schema; here the field's own schema is asked about
 * `undefined`, so the answer is the field's message, the same as for a field sent empty.
 */
export function formObject<const E extends v.ObjectEntries>(entries: E) {
  return v.object(entries, (issue) => {
    const item = issue.path?.[0];
    const key = item?.origin === 'key' ? item.key : undefined;
    const entry = typeof key === 'string' ? entries[key] : undefined;
    return (entry && v.safeParse(entry, undefined).issues?.[0]?.message) || issue.message;
  });
}

export const optionalHttpUrl = (label: string, max = 500) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      // `new URL()` (and so v.url) drops tabs and newlines and keeps a NUL: refuse them first.
      plainText(label, 'line'),
      v.maxLength(max, tooLong(label, max)),
      v.url(`${label} must be a web address starting with http:// or https://`),
      v.regex(/^https?:\/\//i, `${label} must be a web address starting with http:// or https://`),
    ),
  );

export const email = (label = 'Email') =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.maxLength(254, tooLong(label, 254)),
    v.email('Please enter a valid email address'),
  );

/** Today's date (UTC) as YYYY-MM-DD. */
export const todayIso = () => new Date().toISOString().slice(0, 10);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True for a calendar date that exists (2027-02-30 does not); never throws, whatever the text. */
function isRealDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/**
 * A date (YYYY-MM-DD, as a date input sends it) that is today or later. Each check speaks only
 * when the one before it passed (valibot runs them all), so a field gets one message.
 */
export const futureDate = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.isoDate(`${label} must be a date`),
    v.check((value) => !ISO_DAY.test(value) || isRealDate(value), `${label} must be a real date`),
    v.check((value) => !isRealDate(value) || value >= todayIso(), `${label} cannot be in the past`),
  );

export const optionalFutureDate = (label: string) => v.optional(futureDate(label));

/** A date (YYYY-MM-DD) that is today or earlier: when something happened. */
export const pastDate = (label: string, required = `${label} is required`) =>
  v.pipe(
    v.string(required),
    v.isoDate(`${label} must be a date`),
    v.check((value) => !ISO_DAY.test(value) || isRealDate(value), `${label} must be a real date`),
    v.check((value) => !isRealDate(value) || value <= todayIso(), `${label} cannot be in the future`),
  );

/** The version of a row the page showed (a hidden field of an edit or delete form). */
export const rowVersion = v.pipe(
  v.number('This form is incomplete. Please reload the page.'),
  v.integer(),
  v.minValue(1),
  v.maxValue(2_000_000_000),
);

/** A row's id in a hidden field. */
export const rowId = (message: string) =>
  v.pipe(v.number(message), v.integer(), v.minValue(1), v.maxValue(999_999_999));
