import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithValibot } from '@conform-to/valibot';
import { Form } from '@remix-run/react';
import { ContactSchema } from '~/schemas/contact';
import { Field, inputClasses } from './field';
import { FormAlert } from './form-alert';
import { SpamGuards } from './spam-guards';
import { SubmitButton } from './submit-button';
import { useResetAfterSuccess } from './use-reset-after-success';

/** The contact form: stored, then e-mailed to the designer with the visitor as reply-to. */
export function ContactForm({
  formToken,
  lastResult,
  today,
}: {
  formToken: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** The earliest event date (YYYY-MM-DD), from the server so both renders agree. */
  today: string;
}) {
  const [form, fields] = useForm({
    id: 'contact-form',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: ContactSchema }),
  });
  useResetAfterSuccess('contact', Boolean(lastResult), form.reset);
  const hasFieldErrors = Object.entries(form.allErrors).some(([name, errors]) => name !== form.id && errors.length > 0);
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="relative space-y-2">
      <FormAlert id={form.errorId} formErrors={form.errors} hasFieldErrors={hasFieldErrors && form.status === 'error'} />
      <SpamGuards formToken={formToken} />
      <div className="grid gap-x-5 sm:grid-cols-2">
        <Field id={fields.name.id} label="Name" errors={fields.name.errors} errorId={fields.name.errorId}>
          <input {...getInputProps(fields.name, { type: 'text' })} maxLength={100} autoComplete="name" className={inputClasses} />
        </Field>
        <Field id={fields.email.id} label="Email" errors={fields.email.errors} errorId={fields.email.errorId}>
          <input {...getInputProps(fields.email, { type: 'email' })} maxLength={254} autoComplete="email" className={inputClasses} />
        </Field>
        <Field id={fields.phone.id} label="Phone" optional errors={fields.phone.errors} errorId={fields.phone.errorId}>
          <input {...getInputProps(fields.phone, { type: 'tel' })} maxLength={30} autoComplete="tel" className={inputClasses} />
        </Field>
        <Field id={fields.eventDate.id} label="Event date" optional errors={fields.eventDate.errors} errorId={fields.eventDate.errorId}>
          <input {...getInputProps(fields.eventDate, { type: 'date' })} min={today} className={inputClasses} />
        </Field>
      </div>
      <Field id={fields.message.id} label="Message" hint="Tell us about your celebration: the date, the style you love, the wording you have in mind." errors={fields.message.errors} errorId={fields.message.errorId}>
        <textarea {...getTextareaProps(fields.message)} rows={6} maxLength={5000} className={inputClasses} />
      </Field>
      <div className="pt-2">
        <SubmitButton formId="contact">Send Message</SubmitButton>
      </div>
    </Form>
  );
}
