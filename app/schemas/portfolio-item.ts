import * as v from 'valibot';
import { PORTFOLIO_CATEGORIES } from '~/lib/categories';
import { imageFile, imageFocusFields, imageRef, imageRequired } from './content-image';
import { formObject, optionalText, requiredText, rowId, rowVersion } from './fields';
import { REQUIRED_FIELDS_MESSAGE } from './testimonial';

export const DELETE_PORTFOLIO_QUESTION = 'Are you sure you want to delete this item?';

const required = { required: REQUIRED_FIELDS_MESSAGE };

const fields = {
  title: requiredText('Title', 120, 'line', required),
  description: optionalText('Description', 500, 'lines'),
  category: v.picklist(PORTFOLIO_CATEGORIES, REQUIRED_FIELDS_MESSAGE),
  image: imageFile,
  image_ref: v.optional(imageRef),
  ...imageFocusFields,
};

const newObject = formObject(fields);
const editObject = formObject({ ...fields, version: rowVersion });

export const NewPortfolioItemSchema = v.pipe(
  newObject,
  imageRequired<v.InferOutput<typeof newObject>>(REQUIRED_FIELDS_MESSAGE),
);

export const EditPortfolioItemSchema = v.pipe(
  editObject,
  imageRequired<v.InferOutput<typeof editObject>>(REQUIRED_FIELDS_MESSAGE),
);

export const PortfolioItemVersionSchema = formObject({ id: rowId('Unknown portfolio item'), version: rowVersion });

export type PortfolioItemInput = v.InferOutput<typeof NewPortfolioItemSchema>;
