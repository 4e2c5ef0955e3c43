import * as v from 'valibot';
import { formObject, optionalHttpUrl, optionalText, requiredText } from './fields';

/** Checked in the browser and again by the action. */
export const ReviewSchema = formObject({
  name: requiredText('Name', 100, 'name'),
  title: requiredText('Title', 100, 'name'),
  company: optionalText('Company', 100, 'name'),
  content: requiredText('Review', 2000, 'lines', { min: 10 }),
  image_url: optionalHttpUrl('Image URL'),
  rating: v.pipe(
    v.number('Please choose a rating'),
    v.integer('Please choose a rating from 1 to 5'),
    v.minValue(1, 'Please choose a rating from 1 to 5'),
    v.maxValue(5, 'Please choose a rating from 1 to 5'),
  ),
});

export type ReviewInput = v.InferOutput<typeof ReviewSchema>;
export const DEFAULT_RATING = 5;
