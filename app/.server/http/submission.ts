import type { Submission, SubmissionResult } from '@conform-to/react';
import { parseWithValibot } from '@conform-to/valibot';
import type { GenericSchema } from 'valibot';

/** Conform's own control fields; they hold JSON that Conform parses without asking. */
const CONFORM_FIELDS = ['__intent__', '__state__'];

/** A field whose schema sets no maximum length is sent back only up to this many characters. */
const ECHO_LIMIT_WITHOUT_MAX = 200;
/** A value somewhat over its maximum is sent back (the visitor shortens it); one far over is not. */
const ECHO_SLACK = 2;

/**
 * A form post read with the form's valibot schema, exactly as Conform reads it in the browser
 * (empty fields are missing, the answer can be sent back with `submission.reply()`). Conform
 * throws on a hand-made post with nonsense in its control fields; such a post is read without
 * them, so it gets the form's messages (a 400), never a 500.
 *
 * `reply()` sends back what was typed so the form can show it again, but never more than the
 * form could hold: fields the schema does not know are left out, and a value more than twice
 * its field's maximum is not sent back (its field shows the "at most" message, empty).
 */
export function parseSubmission<S extends GenericSchema>(formData: FormData, schema: S) {
  let submission;
  try {
    submission = parseWithValibot(formData, { schema });
  } catch {
    const fields = new FormData();
    for (const [name, value] of formData) if (!CONFORM_FIELDS.includes(name)) fields.append(name, value);
    submission = parseWithValibot(fields, { schema });
  }
  return withBoundedReply(submission, schema);
}

/**
 * The answer to a form the front door cut off at its limit: the fields that fitted, and only the
 * form's message above it. The field the cut fell in arrives empty; "is required" beside it would
 * tell the visitor something untrue.
 */
export function tooLargeReply(submission: Submission<unknown>, message: string): SubmissionResult {
  return { ...submission.reply(), error: { '': [message] } };
}

function withBoundedReply<T extends Submission<unknown>>(submission: T, schema: GenericSchema): T {
  const reply = submission.reply.bind(submission);
  submission.reply = (options) => boundEcho(reply(options), schema);
  return submission;
}

function boundEcho(result: SubmissionResult, schema: GenericSchema): SubmissionResult {
  if (!result.initialValue) return result;
  const initialValue: NonNullable<SubmissionResult['initialValue']> = {};
  for (const [name, value] of Object.entries(result.initialValue)) {
    const limit = echoLimitOf(schema, name);
    if (limit !== null && fitsWithin(value, limit)) initialValue[name] = value;
  }
  const fields = result.fields?.filter((name) => echoLimitOf(schema, name) !== null);
  return { ...result, initialValue, fields };
}

function fitsWithin(value: unknown, limit: number): boolean {
  if (typeof value === 'string') return value.length <= limit;
  return Array.isArray(value) && value.length <= 10 && value.every((item) => fitsWithin(item, limit));
}

interface Introspectable {
  type?: string;
  entries?: Record<string, Introspectable>;
  wrapped?: Introspectable;
  pipe?: { type?: string; requirement?: unknown }[];
}

/**
 * How long a field's value may be when it is sent back: the `maxLength` of its schema (through
 * optional/nullable wrappers), a small default when it has none; null for a field the schema
 * does not have.
 */
function echoLimitOf(schema: GenericSchema, name: string): number | null {
  let field = (schema as Introspectable).entries?.[name];
  if (!field) return null;
  while (field.wrapped) field = field.wrapped;
  const max = field.pipe?.find((step) => step.type === 'max_length')?.requirement;
  return typeof max === 'number' ? Math.max(max * ECHO_SLACK, ECHO_LIMIT_WITHOUT_MAX) : ECHO_LIMIT_WITHOUT_MAX;
}
