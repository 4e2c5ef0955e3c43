import type { Submission, SubmissionResult } from '@conform-to/react';
import { parseWithValibot } from '@conform-to/valibot';
import type { GenericSchema } from 'valibot';

/** A field whose schema sets no maximum length is sent back only up to this many characters. */
const ECHO_LIMIT_WITHOUT_MAX = 200;
/** A value somewhat over its maximum is sent back (the visitor shortens it); one far over is not. */
const ECHO_SLACK = 2;

/**
 * A form post read with the form's valibot schema, exactly as Conform reads it in the browser
 * (empty fields are missing, the answer can be sent back with `submission.reply()`).
 *
 * Only the form's own fields are read: the names its schema has, exactly, and for a list of rows
 * (the brief's events) each row's fields up to the list's maximum length (`events[0].kind` …
 * `events[5].venue`). Conform reads any other name as a path, and `a[999999999]` makes
 * a list of a billion places that its answer then walks: found by the fuzz suite, a 21-byte field
 * held the server for 17 s. Its control fields (`__intent__`, `__state__`) are left out too: they
 * hold JSON that names such paths (or throws), and the pages never post them (no intent buttons;
 * with JavaScript, Conform handles its intents in the browser). Fields the action reads itself
 * (the form token, the honeypot, redirectTo) stay in `formData`.
 *
 * `reply()` sends back what was typed so the form can show it again, but never more than the
 * form could hold: a value more than twice its field's maximum is not sent back (its field shows
 * the "at most" message, empty).
 */
export function parseSubmission<S extends GenericSchema>(formData: FormData, schema: S) {
  const names = fieldNamesOf(schema);
  const fields = new FormData();
  for (const [name, value] of formData) if (names.has(name)) fields.append(name, value);
  return withBoundedReply(parseWithValibot(fields, { schema }), schema);
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
  if (value === undefined || value === null) return true; // a row of a list left empty
  if (typeof value === 'string') return value.length <= limit;
  if (Array.isArray(value)) return value.length <= 10 && value.every((item) => fitsWithin(item, limit));
  // A row of a list: each of its fields within the limit of the list's longest field.
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length <= 10 &&
    Object.values(value).every((item) => fitsWithin(item, limit))
  );
}

interface Introspectable {
  type?: string;
  entries?: Record<string, Introspectable>;
  /** A variant's (or a union's) object schemas. */
  options?: Introspectable[];
  wrapped?: Introspectable;
  /** An array's item schema. */
  item?: Introspectable;
  pipe?: { type?: string; requirement?: unknown }[];
}

/** The most rows a list field is read with, whatever its schema says. */
const MAX_LIST_ROWS = 20;

/** A list-of-rows field: its rows' fields and how many rows it takes (its schema's maxLength); else null. */
function listOf(field: Introspectable): { entries: Record<string, Introspectable>; max: number } | null {
  const max = field.pipe?.find((step) => step.type === 'max_length')?.requirement;
  let list: Introspectable | undefined = field;
  while (list?.wrapped) list = list.wrapped;
  if (list?.type !== 'array' || typeof max !== 'number') return null;
  let row = list.item;
  while (row?.wrapped) row = row.wrapped;
  return row?.entries ? { entries: row.entries, max: Math.min(max, MAX_LIST_ROWS) } : null;
}

/** The longest a field's value may be when sent back (see echoLimitOf). */
function limitOf(field: Introspectable): number {
  while (field.wrapped) field = field.wrapped;
  const max = field.pipe?.find((step) => step.type === 'max_length')?.requirement;
  return typeof max === 'number' ? Math.max(max * ECHO_SLACK, ECHO_LIMIT_WITHOUT_MAX) : ECHO_LIMIT_WITHOUT_MAX;
}

/**
 * How long a field's value may be when it is sent back: the `maxLength` of its schema (through
 * optional/nullable wrappers), a small default when it has none; null for a field the schema
 * does not have.
 */
function echoLimitOf(schema: GenericSchema, name: string): number | null {
  const entries = (schema as Introspectable).entries ?? {};
  const row = /^(\w+)\[(\d+)\]\.(\w+)$/u.exec(name);
  if (row) {
    const list = entries[row[1] as string] ? listOf(entries[row[1] as string] as Introspectable) : null;
    const field = list && Number(row[2]) < list.max ? list.entries[row[3] as string] : undefined;
    return field ? limitOf(field) : null;
  }
  const field = entries[name];
  if (!field) return null;
  const list = listOf(field);
  // A list sent back whole: each row's fields within the longest any of them may be.
  if (list) return Math.max(...Object.values(list.entries).map(limitOf));
  return limitOf(field);
}

/** The field names of an object schema, or of every object a variant (or union) may be. */
function fieldNamesOf(schema: GenericSchema): Set<string> {
  const { entries, options = [] } = schema as Introspectable;
  return new Set(
    [entries, ...options.map((option) => option.entries)].flatMap((e) =>
      Object.entries(e ?? {}).flatMap(([name, field]) => {
        const list = listOf(field);
        if (!list) return [name];
        return Array.from({ length: list.max }, (_, i) =>
          Object.keys(list.entries).map((sub) => `${name}[${i}].${sub}`),
        ).flat();
      }),
    ),
  );
}
