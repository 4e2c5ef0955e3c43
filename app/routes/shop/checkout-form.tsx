import { getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { ConformForm, useConformForm } from '~/components/forms/conform-form';
import { Field, fieldProps, inputClasses } from '~/components/forms/field';
import { NameEmailFields } from '~/components/forms/name-email-fields';
import type { CarriedBrief } from '~/.server/orders/brief-words-cookie';
import type { CheckoutDraft } from '~/.server/orders/brief';
import { CheckoutSchema } from '~/schemas/checkout';
import type { CountryOption } from './countries';
import { EventRows, emptyEventRows } from './event-rows';
import { PayButton } from './pay-button';

const legendClasses = 'font-display text-2xl font-medium text-ink sm:text-3xl';

/** Without JavaScript the server's answer puts the messages beside the fields and keeps every value. */
export function CheckoutForm({
  idempotencyKey,
  buyer,
  draft,
  carried,
  countries,
  today,
  totalCents,
  isTest,
  lastResult,
}: {
  /** Posting the same key again finds the same order. */
  idempotencyKey: string;
  buyer: { name: string; email: string } | null;
  draft?: CheckoutDraft | null;
  carried?: CarriedBrief | null;
  countries: CountryOption[];
  /** From the server, so both renders agree. */
  today: string;
  totalCents: number;
  isTest: boolean;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useConformForm({
    id: 'checkout-form',
    schema: CheckoutSchema,
    lastResult,
    defaultValue: {
      ...(draft ?? {
        ...(buyer ? { name: buyer.name, email: buyer.email } : {}),
        ...carried,
      }),
      // Every row is in the page, so the form works the same without JavaScript.
      events: emptyEventRows(draft?.events),
    },
  });
  return (
    // The order key is hidden: a message about it belongs to the whole form.
    // The server's refusal is summed up at the top of the page (ErrorSummary), not again here.
    <ConformForm
      form={form}
      formLevelFields={['idempotencyKey']}
      withAlert={lastResult?.status !== 'error'}
      className="space-y-8"
    >
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />

      <fieldset>
        <legend className={legendClasses}>Your Details</legend>
        <p className="mt-1 text-sm text-muted">Your designs and receipt are sent to this e-mail address.</p>
        <div className="mt-5 grid gap-x-5 sm:grid-cols-2">
          <NameEmailFields name={fields.name} email={fields.email} />
          <Field {...fieldProps(fields.country)} label="Country">
            <select {...getSelectProps(fields.country)} autoComplete="country" className={inputClasses}>
              <option value="">Choose your country</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </fieldset>

      <fieldset>
        <legend className={legendClasses}>Personalisation Brief</legend>
        <p className="mt-1 text-sm text-muted">
          What the designer prints on your invitations. One round of minor revisions is free.
        </p>
        <div className="mt-5 grid gap-x-5 sm:grid-cols-2">
          <Field
            {...fieldProps(fields.coupleNames)}
            label="Couple’s or host’s names"
            hint="As they should appear, e.g. Meera & Arjun"
          >
            <input {...getInputProps(fields.coupleNames, { type: 'text' })} maxLength={150} className={inputClasses} />
          </Field>
          <div className="grid grid-cols-2 gap-x-3">
            <Field {...fieldProps(fields.eventDate)} label="Event date">
              <input {...getInputProps(fields.eventDate, { type: 'date' })} min={today} className={inputClasses} />
            </Field>
            <Field {...fieldProps(fields.eventTime)} label="Time" optional>
              <input {...getInputProps(fields.eventTime, { type: 'time' })} className={inputClasses} />
            </Field>
          </div>
        </div>
        <Field {...fieldProps(fields.venue)} label="Venue" hint="Name and city, as it should read">
          <input {...getInputProps(fields.venue, { type: 'text' })} maxLength={200} className={inputClasses} />
        </Field>
        <Field
          {...fieldProps(fields.wording)}
          label="Wording"
          hint="The words you would like, in your own voice: we will set them beautifully."
        >
          <textarea {...getTextareaProps(fields.wording)} rows={6} maxLength={2000} className={inputClasses} />
        </Field>
        <Field
          {...fieldProps(fields.closingLine)}
          label="Closing line"
          optional
          hint="The last line of the invitation, e.g. Reception to follow"
        >
          <input {...getInputProps(fields.closingLine, { type: 'text' })} maxLength={80} className={inputClasses} />
        </Field>
        <EventRows field={fields.events} today={today} />
        <Field
          {...fieldProps(fields.notes)}
          label="Notes"
          optional
          hint="Colours, languages, anything else we should know."
        >
          <textarea {...getTextareaProps(fields.notes)} rows={3} maxLength={1000} className={inputClasses} />
        </Field>
      </fieldset>

      <PayButton totalCents={totalCents} isTest={isTest} />
    </ConformForm>
  );
}
