import type { Submission, SubmissionResult } from '@conform-to/react';
import { parseWithValibot } from '@conform-to/valibot';
import type { GenericSchema } from 'valibot';

const ECHO_LIMIT_WITHOUT_MAX = 200;
/** A value somewhat over is sent back for the visitor to shorten; one far over is not. */
const ECHO_SLACK = 2;

/** Only the schema's own names: Conform reads any other as a path, and `a[999999999]` held the server for 17 s. */
export function parseSubmission<S extends GenericSchema>(formData: FormData, schema: S) {
  const names = fieldNamesOf(schema);
  const fields = new FormData();
  for (const [name, value] of formData) if (names.has(name)) fields.append(name, value);
  return withBoundedReply(parseWithValibot(fields, { schema }), schema);
}

/** Only the form's message: the field the cut fell in arrives empty, and "is required" beside it would be untrue. */
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
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.length <= limit;
  if (Array.isArray(value)) return value.length <= 10 && value.every((item) => fitsWithin(item, limit));
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
  options?: Introspectable[];
  wrapped?: Introspectable;
  item?: Introspectable;
  pipe?: { type?: string; requirement?: unknown }[];
}

const MAX_LIST_ROWS = 20;

function listOf(field: Introspectable): { entries: Record<string, Introspectable>; max: number } | null {
  const max = field.pipe?.find((step) => step.type === 'max_length')?.requirement;
  let list: Introspectable | undefined = field;
  while (list?.wrapped) list = list.wrapped;
  if (list?.type !== 'array' || typeof max !== 'number') return null;
  let row = list.item;
  while (row?.wrapped) row = row.wrapped;
  return row?.entries ? { entries: row.entries, max: Math.min(max, MAX_LIST_ROWS) } : null;
}

function limitOf(field: Introspectable): number {
  while (field.wrapped) field = field.wrapped;
  const max = field.pipe?.find((step) => step.type === 'max_length')?.requirement;
  return typeof max === 'number' ? Math.max(max * ECHO_SLACK, ECHO_LIMIT_WITHOUT_MAX) : ECHO_LIMIT_WITHOUT_MAX;
}

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
  if (list) return Math.max(...Object.values(list.entries).map(limitOf));
  return limitOf(field);
}

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
