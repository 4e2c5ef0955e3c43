import type { ReactNode } from 'react';
import { getInputProps, getSelectProps } from '@conform-to/react';
import { Link } from '@remix-run/react';
import { ConformForm, useConformForm, type LastResult } from '~/components/forms/conform-form';
import { Field, fieldProps, inputClasses } from '~/components/forms/field';
import { ReviewFields } from '~/components/forms/review-fields';
import { SubmitButton } from '~/components/forms/submit-button';
import { EditTestimonialSchema, NewTestimonialSchema, RATING_CHOICES } from '~/schemas/testimonial';

export interface TestimonialValues {
  name: string;
  title: string;
  company: string;
  image_url: string;
  content: string;
  rating: string;
}

/** The review's words are asked for as "Review". */
const REVIEW_LABELS = { content: 'Review' };

function RatingSelect({ meta }: { meta: Parameters<typeof getSelectProps>[0] }) {
  return (
    <Field {...fieldProps(meta)} label="Rating">
      <select {...getSelectProps(meta)} className={inputClasses}>
        {RATING_CHOICES.map((value) => (
          <option key={value} value={value}>
            {value === 1 ? '1 star' : `${value} stars`}
          </option>
        ))}
      </select>
    </Field>
  );
}

function Actions({ formId, label }: { formId: string; label: string }) {
  return (
    <div className="flex flex-wrap items-center gap-4 pt-2">
      <SubmitButton formId={formId} pendingLabel="Saving…">
        {label}
      </SubmitButton>
      <Link to="/admin/testimonials" className="text-sm text-muted underline-offset-4 hover:underline">
        Cancel
      </Link>
    </div>
  );
}

export function NewTestimonialForm({ lastResult, today }: { lastResult: LastResult; today: string }) {
  const [form, fields] = useConformForm({
    id: 'new-testimonial',
    schema: NewTestimonialSchema,
    lastResult,
    defaultValue: { rating: '5', date: today },
  });
  return (
    <ConformForm form={form} labels={REVIEW_LABELS} className="space-y-2">
      <ReviewFields fields={fields} />
      <div className="grid gap-x-5 sm:grid-cols-2">
        <RatingSelect meta={fields.rating} />
        <Field {...fieldProps(fields.date)} label="Date">
          <input {...getInputProps(fields.date, { type: 'date' })} max={today} className={inputClasses} />
        </Field>
      </div>
      <Actions formId={form.id} label="Add testimonial" />
    </ConformForm>
  );
}

export function EditTestimonialForm({
  values,
  version,
  lastResult,
  staleHelp,
}: {
  values: TestimonialValues;
  version: number;
  lastResult: LastResult;
  staleHelp?: ReactNode;
}) {
  const [form, fields] = useConformForm({
    id: 'edit-testimonial',
    schema: EditTestimonialSchema,
    lastResult,
    defaultValue: { ...values, version: String(version) },
  });
  return (
    <ConformForm
      form={form}
      formLevelFields={['version']}
      alertDetail={staleHelp}
      labels={REVIEW_LABELS}
      className="space-y-2"
    >
      <input {...getInputProps(fields.version, { type: 'hidden' })} />
      <ReviewFields fields={fields} />
      <div className="sm:w-1/2 sm:pr-2.5">
        <RatingSelect meta={fields.rating} />
      </div>
      <Actions formId={form.id} label="Save changes" />
    </ConformForm>
  );
}
