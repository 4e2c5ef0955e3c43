import { getInputProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { DEFAULT_RATING, ReviewSchema } from '~/schemas/review';
import { Field, inputClasses } from './field';
import { NameField } from './name-email-fields';
import { useConformForm } from './conform-form';
import { PublicForm } from './public-form';
import { RatingField } from './rating-field';

/**
 * 'Add Your Review'. Checked in the browser with the same schema the action uses; without
 * JavaScript the server's answer puts the messages beside the fields and keeps every value.
 */
export function ReviewForm({
  formToken,
  lastResult,
}: {
  formToken: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useConformForm({
    id: 'review-form',
    schema: ReviewSchema,
    lastResult,
    defaultValue: { rating: String(DEFAULT_RATING) },
  });
  const rating = Number(fields.rating.initialValue ?? DEFAULT_RATING);
  return (
    <PublicForm form={form} formToken={formToken} submitLabel="Submit Review">
      <div className="grid gap-x-5 sm:grid-cols-2">
        <NameField name={fields.name} />
        <Field
          id={fields.title.id}
          label="Title"
          hint="e.g. Bride, Groom, Wedding Planner"
          errors={fields.title.errors}
          errorId={fields.title.errorId}
        >
          <input {...getInputProps(fields.title, { type: 'text' })} maxLength={100} className={inputClasses} />
        </Field>
        <Field
          id={fields.company.id}
          label="Company"
          optional
          errors={fields.company.errors}
          errorId={fields.company.errorId}
        >
          <input
            {...getInputProps(fields.company, { type: 'text' })}
            maxLength={100}
            autoComplete="organization"
            className={inputClasses}
          />
        </Field>
        <Field
          id={fields.image_url.id}
          label="Image URL"
          optional
          hint="A link to your photo, starting with https://"
          errors={fields.image_url.errors}
          errorId={fields.image_url.errorId}
        >
          <input
            {...getInputProps(fields.image_url, { type: 'url' })}
            maxLength={500}
            inputMode="url"
            className={inputClasses}
          />
        </Field>
      </div>
      <Field id={fields.content.id} label="Review" errors={fields.content.errors} errorId={fields.content.errorId}>
        <textarea {...getTextareaProps(fields.content)} rows={5} maxLength={2000} className={inputClasses} />
      </Field>
      <RatingField
        key={`rating-${rating}`}
        name={fields.rating.name}
        defaultValue={rating}
        errors={fields.rating.errors}
        errorId={fields.rating.errorId}
      />
    </PublicForm>
  );
}
