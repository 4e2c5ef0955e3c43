import * as v from 'valibot';
import { formObject, optionalHttpUrl, optionalText, pastDate, requiredText, rowId, rowVersion } from './fields';
import { REQUIRED_FIELDS_MESSAGE } from './required-messages';

export { REQUIRED_FIELDS_MESSAGE };

export const RATING_CHOICES = [5, 4, 3, 2, 1] as const;

const required = { required: REQUIRED_FIELDS_MESSAGE };

const fields = {
  name: requiredText('Name', 100, 'name', required),
  title: requiredText('Title', 100, 'name', required),
  company: optionalText('Company', 100, 'name'),
  content: requiredText('Review', 2000, 'lines', required),
  image_url: optionalHttpUrl('Image URL'),
  rating: v.pipe(
    v.number(REQUIRED_FIELDS_MESSAGE),
    v.integer('Please choose a rating from 1 to 5'),
    v.minValue(1, 'Please choose a rating from 1 to 5'),
    v.maxValue(5, 'Please choose a rating from 1 to 5'),
  ),
};

export const NewTestimonialSchema = formObject({ ...fields, date: pastDate('Date', REQUIRED_FIELDS_MESSAGE) });

/** No date: an update leaves it as it is. */
export const EditTestimonialSchema = formObject({ ...fields, version: rowVersion });

export const TestimonialVersionSchema = formObject({
  id: rowId('Unknown testimonial'),
  version: rowVersion,
});

export type NewTestimonialInput = v.InferOutput<typeof NewTestimonialSchema>;
export type EditTestimonialInput = v.InferOutput<typeof EditTestimonialSchema>;
