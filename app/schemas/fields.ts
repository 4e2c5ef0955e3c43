import * as v from 'valibot';

/**
 * Field schemas shared by the public forms. Conform turns empty inputs into `undefined`, so a
 * required field fails with its "required" message and an optional one becomes null.
 */
export const requiredText = (label: string, max: number, min = 1) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.minLength(Math.max(min, 1), min > 1 ? `${label} must be at least ${min} characters` : `${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );

export const optionalText = (label: string, max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters`)));

export const optionalHttpUrl = (label: string, max = 500) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max, `${label} must be at most ${max} characters`),
      v.url(`${label} must be a web address starting with http:// or https://`),
      v.regex(/^https?:\/\//i, `${label} must be a web address starting with http:// or https://`),
    ),
  );

export const email = (label = 'Email') =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.maxLength(254, `${label} must be at most 254 characters`),
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
