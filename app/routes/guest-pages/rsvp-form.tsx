import { getTextareaProps } from '@conform-to/react';
import { useMemo } from 'react';
import { ConformForm, useConformForm, type LastResult } from '~/components/forms/conform-form';
import { Field, fieldProps, inputClasses } from '~/components/forms/field';
import { SubmitButton } from '~/components/forms/submit-button';
import { attendingField, DIETARY_MAX, GUEST_MESSAGE_MAX, peopleField, replySchema } from '~/schemas/invitation-site';

interface InvitedEvent {
  id: number;
  name: string;
  answer: { attending: boolean | null; people: number } | null;
}

/** Per event a fieldset named by the event: accept or decline, and how many of the party will come. */
export function RsvpForm({
  events,
  party,
  lastResult,
}: {
  events: InvitedEvent[];
  party: { ceiling: number; replyVersion: number; dietary: string; message: string };
  lastResult: LastResult;
}) {
  const schema = useMemo(() => replySchema(events, party.ceiling), [events, party.ceiling]);
  const defaultValue: Record<string, string> = { dietary: party.dietary, message: party.message };
  for (const event of events) {
    if (event.answer?.attending === null || !event.answer) continue;
    defaultValue[attendingField(event.id)] = event.answer.attending ? 'yes' : 'no';
    if (event.answer.attending) defaultValue[peopleField(event.id)] = String(event.answer.people);
  }
  const [form, fields] = useConformForm({ id: 'rsvp-form', schema, lastResult, defaultValue });
  return (
    <ConformForm form={form} className="space-y-6">
      <input type="hidden" name="replyVersion" value={party.replyVersion} />
      {events.map((event) => {
        const attending = fields[attendingField(event.id)];
        const people = fields[peopleField(event.id)];
        if (!attending || !people) return null;
        const errors = [...(attending.errors ?? []), ...(people.errors ?? [])];
        return (
          <fieldset
            key={event.id}
            className="rounded-2xl border border-line bg-white/80 p-5"
            aria-describedby={errors.length ? attending.errorId : undefined}
          >
            <legend className="px-1 font-display text-2xl text-ink">{event.name}</legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {[
                ['yes', 'Joyfully accept'],
                ['no', 'Regretfully decline'],
              ].map(([value, label]) => (
                <label key={value} className="flex items-center gap-2 text-ink">
                  <input
                    type="radio"
                    name={attending.name}
                    value={value}
                    defaultChecked={attending.initialValue === value}
                    className="h-5 w-5 border-line text-rose focus:ring-rose/30"
                  />
                  {label}
                </label>
              ))}
            </div>
            <label htmlFor={people.id} className="mt-4 block text-sm font-medium text-ink">
              How many of you will come?
              <span className="font-normal text-muted"> (up to {party.ceiling})</span>
            </label>
            <input
              id={people.id}
              name={people.name}
              type="number"
              inputMode="numeric"
              min={1}
              max={party.ceiling}
              defaultValue={typeof people.initialValue === 'string' ? people.initialValue : ''}
              aria-invalid={people.errors?.length ? true : undefined}
              className={`${inputClasses} max-w-32`}
            />
            <p id={attending.errorId} className="mt-1 min-h-5 text-sm text-red-700" aria-live="polite">
              {errors[0] ?? ''}
            </p>
          </fieldset>
        );
      })}
      <Field {...fieldProps(fields.dietary)} label="Dietary requirements" optional>
        <textarea {...getTextareaProps(fields.dietary)} rows={2} maxLength={DIETARY_MAX} className={inputClasses} />
      </Field>
      <Field {...fieldProps(fields.message)} label="A message to the couple" optional>
        <textarea
          {...getTextareaProps(fields.message)}
          rows={3}
          maxLength={GUEST_MESSAGE_MAX}
          className={inputClasses}
        />
      </Field>
      <SubmitButton formId={form.id} pendingLabel="Sending…">
        Send RSVP
      </SubmitButton>
    </ConformForm>
  );
}
