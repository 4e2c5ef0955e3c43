import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithValibot } from '@conform-to/valibot';
import { Form } from '@remix-run/react';
import { DEFAULT_RATING, ReviewSchema } from '~/schemas/review';
import { Field, inputClasses } from './field';
import { FormAlert } from './form-alert';
import { RatingField } from './rating-field';
import { SpamGuards } from './spam-guards';
import { SubmitButton } from './submit-button';
import { useResetAfterSuccess } from './use-reset-after-success';

/**
 * 'Add Your Review'. Checked in the browser with the same schema the action uses; without
 * JavaScript the server's answer puts the messages beside the fields and keeps every value.
 */
export function ReviewForm({ formToken, lastResult }: { formToken: string; lastResult?: SubmissionResult<string[]> | null }) {
  const [form, fields] = useForm({
    id: 'review-form',
    lastResult,
    defaultValue: { rating: String(DEFAULT_RATING) },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: ReviewSchema }),
  });
  const rating = Number(fields.rating.initialValue ?? DEFAULT_RATING);
  useResetAfterSuccess('review', Boolean(lastResult), form.reset);
  const hasFieldErrors = Object.entries(form.allErrors).some(([name, errors]) => name !== form.id && errors.length > 0);
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="relative space-y-2">
      <FormAlert id={form.errorId} formErrors={form.errors} hasFieldErrors={hasFieldErrors && form.status === 'error'} />
      <SpamGuards formToken={formToken} />
      <div className="grid gap-x-5 sm:grid-cols-2">
        <Field id={fields.name.id} label="Name" errors={fields.name.errors} errorId={fields.name.errorId}>
          <input {...getInputProps(fields.name, { type: 'text' })} maxLength={100} autoComplete="name" className={inputClasses} />
        </Field>
        <Field id={fields.title.id} label="Title" hint="e.g. Bride, Groom, Wedding Planner" errors={fields.title.errors} errorId={fields.title.errorId}>
          <input {...getInputProps(fields.title, { type: 'text' })} maxLength={100} className={inputClasses} />
        </Field>
        <Field id={fields.company.id} label="Company" optional errors={fields.company.errors} errorId={fields.company.errorId}>
          <input {...getInputProps(fields.company, { type: 'text' })} maxLength={100} autoComplete="organization" className={inputClasses} />
        </Field>
        <Field id={fields.image_url.id} label="Image URL" optional hint="A link to your photo, starting with https://" errors={fields.image_url.errors} errorId={fields.image_url.errorId}>
          <input {...getInputProps(fields.image_url, { type: 'url' })} maxLength={500} inputMode="url" className={inputClasses} />
        </Field>
      </div>
      <Field id={fields.content.id} label="Review" errors={fields.content.errors} errorId={fields.content.errorId}>
        <textarea {...getTextareaProps(fields.content)} rows={5} maxLength={2000} className={inputClasses} />
      </Field>
      <RatingField key={`rating-${rating}`} name={fields.rating.name} defaultValue={rating} errors={fields.rating.errors} errorId={fields.rating.errorId} />
      <div className="pt-2">
        <SubmitButton formId="review">Submit Review</SubmitButton>
      </div>
    </Form>
  );
}
