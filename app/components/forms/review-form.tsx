import type { SubmissionResult } from '@conform-to/react';
import { DEFAULT_RATING, ReviewSchema } from '~/schemas/review';
import { ReviewFields } from './review-fields';
import { useConformForm } from './conform-form';
import { PublicForm } from './public-form';
import { RatingField } from './rating-field';

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
      <ReviewFields fields={fields} />
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
