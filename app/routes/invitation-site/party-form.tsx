import { HiddenFields } from '~/components/forms/hidden-fields';
import { getSelectProps } from '@conform-to/react';
import { ConformForm, useConformForm, type LastResult } from '~/components/forms/conform-form';
import { Field, fieldProps, inputClasses } from '~/components/forms/field';
import { InputField } from '~/components/forms/input-field';
import { SubmitButton } from '~/components/forms/submit-button';
import type { Guest } from '~/components/invitations/guest-replies';
import {
  EditPartySchema,
  GROUP_MAX,
  MAX_PARTY_SIZE,
  PARTY_NAME_MAX,
  PARTY_SIDES,
  PartySchema,
  PHONE_MAX,
  SIDE_NAMES,
} from '~/schemas/invitation-site';

type SavedParty = Pick<Guest, 'id' | 'version' | 'name' | 'phone' | 'email' | 'ceiling' | 'side' | 'group'> & {
  eventIds: number[];
};

/** "Add guest" (a family, a couple or one person, and the events they are invited to), or a guest's edit form. */
export function PartyForm({
  events,
  party,
  lastResult,
}: {
  events: { id: number; name: string }[];
  party?: SavedParty;
  lastResult: LastResult;
}) {
  const [form, fields] = useConformForm({
    id: party ? `party-${party.id}-form` : 'new-party',
    schema: party ? EditPartySchema : PartySchema,
    lastResult,
    defaultValue: party
      ? {
          name: party.name,
          phone: party.phone,
          email: party.email ?? '',
          ceiling: String(party.ceiling),
          side: party.side ?? '',
          group: party.group,
          events: party.eventIds.map(String),
        }
      : undefined,
  });
  const chosen = new Set([fields.events.initialValue ?? []].flat().map(String));
  const context = party ? `${party.name}: ` : undefined;
  return (
    <ConformForm form={form} className="space-y-1">
      <HiddenFields
        values={{ intent: party ? 'edit-party' : 'add-party', partyId: party?.id, version: party?.version }}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <InputField
          meta={fields.name}
          context={context}
          label="Name"
          hint="A family, a couple or one person: “The Kapoor family”."
          maxLength={PARTY_NAME_MAX}
        />
        <InputField
          meta={fields.phone}
          type="tel"
          context={context}
          label="Phone"
          hint="With the country code; +91 is added to Indian numbers without one."
          autoComplete="off"
          maxLength={PHONE_MAX}
        />
        <InputField meta={fields.email} type="email" context={context} label="E-mail" optional autoComplete="off" />
        <InputField
          meta={fields.ceiling}
          type="number"
          context={context}
          label="Number of people"
          hint="How many the invitation is for."
          min={1}
          max={MAX_PARTY_SIZE}
          inputMode="numeric"
        />
        <Field {...fieldProps(fields.side)} context={context} label="Side" optional>
          <select {...getSelectProps(fields.side)} className={inputClasses}>
            <option value="">Not said</option>
            {PARTY_SIDES.map((side) => (
              <option key={side} value={side}>
                {SIDE_NAMES[side]}
              </option>
            ))}
          </select>
        </Field>
        <InputField
          meta={fields.group}
          context={context}
          label="Group"
          optional
          hint="Your own name for it: “College friends”, “Dad’s office”."
          list="party-groups"
          maxLength={GROUP_MAX}
        />
      </div>
      <fieldset
        className="pb-2"
        aria-describedby={fields.events.errors?.length ? fields.events.errorId : undefined}
        aria-invalid={fields.events.errors?.length ? true : undefined}
      >
        <legend className="text-sm font-medium text-ink">
          {context ? <span className="sr-only">{context}</span> : null}
          Invited to
        </legend>
        <div className="mt-1.5 flex flex-wrap gap-x-6 gap-y-2">
          {events.map((event) => (
            <label key={event.id} className="flex items-center gap-2 text-ink">
              <input
                type="checkbox"
                name={fields.events.name}
                value={event.id}
                defaultChecked={chosen.has(String(event.id))}
                className="h-5 w-5 rounded border-line text-rose focus:ring-rose/30"
              />
              {event.name}
            </label>
          ))}
        </div>
        <p id={fields.events.errorId} className="mt-1 min-h-5 text-sm text-red-700" aria-live="polite">
          {fields.events.errors?.[0] ?? ''}
        </p>
      </fieldset>
      <SubmitButton formId={form.id} pendingLabel={party ? 'Saving…' : 'Adding…'}>
        {party ? 'Save' : 'Add guest'}
      </SubmitButton>
    </ConformForm>
  );
}

/** The groups the couple already named, offered in every group field. */
export function GroupOptions({ groups }: { groups: string[] }) {
  return (
    <datalist id="party-groups">
      {groups.map((group) => (
        <option key={group} value={group} />
      ))}
    </datalist>
  );
}
