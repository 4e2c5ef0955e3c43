import { HiddenFields } from '~/components/forms/hidden-fields';
import { EVENT_KINDS } from '~/lib/wedding-events';
import { getSelectProps } from '@conform-to/react';
import { EVENT_ZONES } from '~/lib/event-zones';
import { ConformForm, useConformForm, type LastResult } from '~/components/forms/conform-form';
import { Field, fieldProps, inputClasses } from '~/components/forms/field';
import { InputField, TextareaField } from '~/components/forms/input-field';
import { SubmitButton } from '~/components/forms/submit-button';
import {
  EditEventSchema,
  EVENT_ADDRESS_MAX,
  EVENT_NOTES_MAX,
  EVENT_TEXT_MAX,
  NewEventSchema,
  type EventFields,
} from '~/schemas/invitation-site';

type SavedEvent = EventFields & { id: number; version: number };

/** "Add event" when no event is given; otherwise that event's edit form, on the version shown. */
export function EventForm({ event, lastResult }: { event?: SavedEvent; lastResult: LastResult }) {
  const [form, fields] = useConformForm({
    id: event ? `event-${event.id}-form` : 'new-event',
    schema: event ? EditEventSchema : NewEventSchema,
    lastResult,
    defaultValue: event
      ? {
          name: event.name,
          date: event.date,
          startTime: event.startTime,
          timeZone: event.timeZone,
          venue: event.venue,
          address: event.address,
          mapLink: event.mapLink,
          dressCode: event.dressCode,
          notes: event.notes,
        }
      : undefined,
  });
  const context = event ? `${event.name}: ` : 'New event: ';
  return (
    <ConformForm form={form} className="space-y-1">
      <HiddenFields
        values={{ intent: event ? 'edit-event' : 'add-event', eventId: event?.id, version: event?.version }}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <InputField
          meta={fields.name}
          context={context}
          label="Event name"
          hint="Haldi, Mehndi, Sangeet, Ceremony, Reception, or your own."
          list="event-names"
          maxLength={EVENT_TEXT_MAX}
        />
        <InputField meta={fields.date} type="date" context={context} label="Date" />
        <InputField meta={fields.startTime} type="time" context={context} label="Start time" optional />
        <Field
          {...fieldProps(fields.timeZone)}
          context={context}
          label="Time zone"
          hint="Where the event is held: guests read its time there."
        >
          <select {...getSelectProps(fields.timeZone)} className={inputClasses}>
            {EVENT_ZONES.map((entry) => (
              <option key={entry.zone} value={entry.zone}>
                {entry.place} ({entry.short})
              </option>
            ))}
          </select>
        </Field>
        <InputField meta={fields.venue} context={context} label="Venue" maxLength={EVENT_TEXT_MAX} />
      </div>
      <TextareaField
        meta={fields.address}
        context={context}
        label="Address"
        optional
        rows={2}
        maxLength={EVENT_ADDRESS_MAX}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <InputField
          meta={fields.mapLink}
          type="url"
          context={context}
          label="Map link"
          optional
          hint="A Google Maps or other web link."
        />
        <InputField meta={fields.dressCode} context={context} label="Dress code" optional maxLength={EVENT_TEXT_MAX} />
      </div>
      <TextareaField
        meta={fields.notes}
        context={context}
        label="Notes"
        optional
        rows={2}
        maxLength={EVENT_NOTES_MAX}
      />
      <SubmitButton formId={form.id} pendingLabel="Saving…">
        {event ? 'Save' : 'Add event'}
      </SubmitButton>
    </ConformForm>
  );
}

/** The names offered in every event name field. */
export function EventNameOptions() {
  return (
    <datalist id="event-names">
      {Object.values(EVENT_KINDS).map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
