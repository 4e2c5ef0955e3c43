import { getInputProps, getTextareaProps } from '@conform-to/react';
import { ConformForm, useConformForm, type LastResult } from '~/components/forms/conform-form';
import { Field, fieldProps, inputClasses } from '~/components/forms/field';
import { SubmitButton } from '~/components/forms/submit-button';
import {
  REMINDER_DAYS_MAX,
  SITE_TITLE_MAX,
  SiteDetailsSchema,
  WELCOME_MAX,
  WHATSAPP_MESSAGE_MAX,
} from '~/schemas/invitation-site';

export function SiteDetailsForm({
  site,
  lastResult,
}: {
  site: {
    title: string;
    welcome: string;
    rsvpDeadline: string | null;
    reminderDays: number[];
    whatsAppMessage: string;
    version: number;
  };
  lastResult: LastResult;
}) {
  const [form, fields] = useConformForm({
    id: 'site-details',
    schema: SiteDetailsSchema,
    lastResult,
    defaultValue: {
      title: site.title,
      welcome: site.welcome,
      rsvpDeadline: site.rsvpDeadline ?? '',
      reminderDays: site.reminderDays.join(', '),
      whatsAppMessage: site.whatsAppMessage,
    },
  });
  return (
    <ConformForm form={form} className="space-y-2">
      <input type="hidden" name="intent" value="details" />
      <input type="hidden" name="version" value={site.version} />
      <Field {...fieldProps(fields.title)} label="Title" hint="Your names, as your guests see them at the top.">
        <input {...getInputProps(fields.title, { type: 'text' })} maxLength={SITE_TITLE_MAX} className={inputClasses} />
      </Field>
      <Field {...fieldProps(fields.welcome)} label="Welcome message" optional>
        <textarea {...getTextareaProps(fields.welcome)} rows={4} maxLength={WELCOME_MAX} className={inputClasses} />
      </Field>
      <Field
        {...fieldProps(fields.rsvpDeadline)}
        label="RSVP deadline"
        optional
        hint="Guests can answer and change their answer until the end of this day."
      >
        <input {...getInputProps(fields.rsvpDeadline, { type: 'date' })} className={inputClasses} />
      </Field>
      <Field
        {...fieldProps(fields.reminderDays)}
        label="Reminders"
        optional
        hint="Days before the deadline that guests with an e-mail address who have not answered get a reminder, like 7, 2. Empty: none."
      >
        <input
          {...getInputProps(fields.reminderDays, { type: 'text' })}
          inputMode="numeric"
          maxLength={REMINDER_DAYS_MAX}
          className={inputClasses}
        />
      </Field>
      <Field
        {...fieldProps(fields.whatsAppMessage)}
        label="WhatsApp message"
        hint="Sent with each guest’s own link: {link} is where it goes."
      >
        <textarea
          {...getTextareaProps(fields.whatsAppMessage)}
          rows={3}
          maxLength={WHATSAPP_MESSAGE_MAX}
          className={inputClasses}
        />
      </Field>
      <SubmitButton formId={form.id} pendingLabel="Saving…">
        Save
      </SubmitButton>
    </ConformForm>
  );
}
