import { getInputProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { ContactSchema } from '~/schemas/contact';
import { Field, fieldProps, inputClasses } from './field';
import { NameEmailFields } from './name-email-fields';
import { useConformForm } from './conform-form';
import { PublicForm } from './public-form';

export function ContactForm({
  formToken,
  lastResult,
  today,
}: {
  formToken: string;
  lastResult?: SubmissionResult<string[]> | null;
  today: string;
}) {
  const [form, fields] = useConformForm({ id: 'contact-form', schema: ContactSchema, lastResult });
  return (
    <PublicForm form={form} formToken={formToken} submitLabel="Send Message">
      <div className="grid gap-x-5 sm:grid-cols-2">
        <NameEmailFields name={fields.name} email={fields.email} />
        <Field {...fieldProps(fields.phone)} label="Phone" optional>
          <input
            {...getInputProps(fields.phone, { type: 'tel' })}
            maxLength={30}
            autoComplete="tel"
            className={inputClasses}
          />
        </Field>
        <Field {...fieldProps(fields.eventDate)} label="Event date" optional>
          <input {...getInputProps(fields.eventDate, { type: 'date' })} min={today} className={inputClasses} />
        </Field>
      </div>
      <Field
        {...fieldProps(fields.message)}
        label="Message"
        hint="Tell us about your celebration: the date, the style you love, the wording you have in mind."
      >
        <textarea
          {...getTextareaProps(fields.message)}
          rows={6}
          maxLength={5000}
          className={`${inputClasses} lg:min-h-60`}
        />
      </Field>
    </PublicForm>
  );
}
