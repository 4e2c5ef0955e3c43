import * as v from 'valibot';
import { studioToday } from '~/lib/studio-time';

/**
 * Every kind refuses NUL (PostgreSQL answers a 500) and controls. `line` also refuses CR, LF and tabs
 * (a name with CRLF once wrote fake "Bcc:" lines into an e-mail); `name` also refuses bidi overrides.
 */
export type TextKind = 'line' | 'name' | 'lines';

const CONTROL_IN_LINE = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_IN_LINES = /(?![\t\n\r])\p{Cc}|\r(?!\n)/u;
const TEXT_DIRECTION = /[\u202a-\u202e\u2066-\u2069]/;

function textRefusal(value: string, kind: TextKind): string | null {
  if (kind === 'lines') return CONTROL_IN_LINES.test(value) ? 'cannot contain control characters' : null;
  if (CONTROL_IN_LINE.test(value)) return 'cannot contain line breaks or control characters';
  return kind === 'name' && TEXT_DIRECTION.test(value) ? 'cannot contain text-direction characters' : null;
}

/** First in a field's pipe, so its message is the one shown. */
export const plainText = (label: string, kind: TextKind) =>
  v.rawCheck<string>(({ dataset, addIssue }) => {
    const refusal = dataset.typed ? textRefusal(dataset.value, kind) : null;
    if (refusal) addIssue({ message: `${label} ${refusal}` });
  });

export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Conform turns empty inputs into `undefined`, so a required field fails with its "required" message. */
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

/** A key missing altogether gets the field's own message, not valibot's "Invalid key". */
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

/**
 * How a phone number is typed: digits, spaces and + ( ) . -, six at least. Whether it is a number
 * anyone can call is libphonenumber's to say, on the server (`.server/invitation-site/phone.ts`).
 */
export const PHONE_TYPED = /^\+?[\d ().-]{6,}$/u;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** Each check speaks only when the one before passed, so a field gets one message. */
export const futureDate = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.isoDate(`${label} must be a date`),
    v.check((value) => !ISO_DAY.test(value) || isRealDate(value), `${label} must be a real date`),
    v.check((value) => !isRealDate(value) || value >= studioToday(), `${label} cannot be in the past`),
  );

export const optionalFutureDate = (label: string) => v.optional(futureDate(label));

export const pastDate = (label: string, required = `${label} is required`) =>
  v.pipe(
    v.string(required),
    v.isoDate(`${label} must be a date`),
    v.check((value) => !ISO_DAY.test(value) || isRealDate(value), `${label} must be a real date`),
    v.check((value) => !isRealDate(value) || value <= studioToday(), `${label} cannot be in the future`),
  );

export const rowVersion = v.pipe(
  v.number('This form is incomplete. Please reload the page.'),
  v.integer(),
  v.minValue(1),
  v.maxValue(2_000_000_000),
);

export const rowId = (message: string) =>
  v.pipe(v.number(message), v.integer(), v.minValue(1), v.maxValue(999_999_999));
