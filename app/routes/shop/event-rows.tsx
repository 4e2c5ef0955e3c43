import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react';
import { Field, fieldProps, inputClasses } from '~/components/forms/field';
import { EVENT_KINDS, EVENT_KIND_NAMES, MAX_EVENTS, type WeddingEvent } from '~/lib/wedding-events';

type EventRowInput = { kind?: string; date?: string; time?: string; venue?: string } | undefined;

const rowInUse = (value: EventRowInput) => Boolean(value?.kind || value?.date || value?.time || value?.venue);

/** Every row is in the page, so the form needs no script. */
export function emptyEventRows(events: WeddingEvent[] = []): Record<string, string>[] {
  return Array.from({ length: MAX_EVENTS }, (_, i) => ({
    kind: events[i]?.kind ?? '',
    date: events[i]?.date ?? '',
    time: events[i]?.time ?? '',
    venue: events[i]?.venue ?? '',
  }));
}

/** A <details> element, so it opens without JavaScript; open when a row is filled in or refused. */
export function EventRows({
  field,
  today,
}: {
  field: FieldMetadata<EventRowInput[], Record<string, unknown>, string[]>;
  today: string;
}) {
  const rows = field.getFieldList();
  const filled = rows.some((row) => rowInUse(row.value as EventRowInput));
  const refused = Boolean(field.errors?.length) || Object.keys(field.allErrors).length > 0;
  const used = rows.reduce((last, row, i) => (rowInUse(row.value as EventRowInput) ? i : last), -1);
  const shown = rows.slice(0, Math.max(1, used + 2));
  const more = rows.slice(shown.length);
  const eventRow = (row: (typeof rows)[number], i: number) => {
    const event = row.getFieldset();
    return (
      <li key={row.key}>
        <fieldset className="grid grid-cols-2 gap-x-3 border-t border-line pt-3 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1.3fr)_minmax(0,1fr)]">
          <legend className="sr-only">{`Event ${i + 1}`}</legend>
          <div className="col-span-2 sm:col-span-1">
            <Field {...fieldProps(event.kind)} context={`Event ${i + 1}: `} label="Event">
              <select {...getSelectProps(event.kind)} className={inputClasses}>
                <option value="">Choose…</option>
                {EVENT_KIND_NAMES.map((kind) => (
                  <option key={kind} value={kind}>
                    {EVENT_KINDS[kind]}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <Field {...fieldProps(event.date)} context={`Event ${i + 1}: `} label="Date">
            <input {...getInputProps(event.date, { type: 'date' })} min={today} className={inputClasses} />
          </Field>
          <Field {...fieldProps(event.time)} context={`Event ${i + 1}: `} label="Time">
            <input {...getInputProps(event.time, { type: 'time' })} className={inputClasses} />
          </Field>
          <div className="col-span-2 sm:col-span-3">
            <Field
              {...fieldProps(event.venue)}
              context={`Event ${i + 1}: `}
              label="Venue"
              hint="Leave empty for the wedding’s venue"
            >
              <input {...getInputProps(event.venue, { type: 'text' })} maxLength={160} className={inputClasses} />
            </Field>
          </div>
        </fieldset>
      </li>
    );
  };
  return (
    <details
      open={filled || refused}
      data-testid="brief-events"
      className="group mb-4 rounded-xl border border-line bg-paper/60 px-4 py-3"
    >
      <summary className="flex cursor-pointer list-none items-start justify-between gap-3">
        <span>
          <span className="text-sm font-medium text-ink">Other events of the wedding</span>
          <span className="text-sm text-muted"> (optional)</span>
          <span className="mt-0.5 block text-xs text-muted">
            Haldi, mehndi, sangeet, the ceremony, the reception: your details card lists each one.
          </span>
        </span>
        <span
          aria-hidden="true"
          className="font-sans text-lg leading-none text-rose transition-transform group-open:rotate-45"
        >
          +
        </span>
      </summary>
      {field.errors?.length ? (
        <p id={field.errorId} className="mt-3 text-sm text-red-700">
          {field.errors[0]}
        </p>
      ) : null}
      <ol className="mt-4 space-y-4">{shown.map((row, i) => eventRow(row, i))}</ol>
      {more.length ? (
        <details className="group/more mt-4">
          <summary className="cursor-pointer list-none text-sm font-medium text-rose underline-offset-4 hover:underline group-open/more:hidden">
            + Add another event
          </summary>
          <ol start={shown.length + 1} className="space-y-4">
            {more.map((row, i) => eventRow(row, shown.length + i))}
          </ol>
        </details>
      ) : null}
    </details>
  );
}
