import * as v from 'valibot';
import { COLLECTION_CATEGORIES } from '~/lib/categories';
import {
  galleryWithinLimit,
  imageFile,
  imageFiles,
  imageFocusFields,
  imageRef,
  imageRequired,
  MAX_GALLERY_IMAGES,
} from './content-image';
import { formObject, optionalText, plainText, requiredText, rowId, rowVersion, tooLong } from './fields';
import { FILL_ALL_FIELDS_MESSAGE } from './required-messages';

export { FILL_ALL_FIELDS_MESSAGE };

/** Wording fixed by the spec. */
export const DELETE_COLLECTION_QUESTION = 'Are you sure you want to delete this collection?';

/** In dollars: far above any invitation, below any typo of a thousand. */
export const MAX_PRICE = 10_000;
export const MAX_LIST_ITEMS = 12;
export const MAX_LIST_ITEM_LENGTH = 200;
export const MAX_RELATED = 6;

const required = { required: FILL_ALL_FIELDS_MESSAGE };

export const linesOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const listField = (label: string) =>
  v.optional(
    v.pipe(
      v.string(),
      plainText(label, 'lines'),
      v.maxLength(MAX_LIST_ITEMS * (MAX_LIST_ITEM_LENGTH + 2), tooLong(label, MAX_LIST_ITEMS * MAX_LIST_ITEM_LENGTH)),
      v.check((text) => linesOf(text).length <= MAX_LIST_ITEMS, `${label}: at most ${MAX_LIST_ITEMS} lines`),
      v.check(
        (text) => linesOf(text).every((line) => line.length <= MAX_LIST_ITEM_LENGTH),
        `${label}: each line must be at most ${MAX_LIST_ITEM_LENGTH} characters`,
      ),
    ),
  );

const PRICE_MESSAGE = `Price must be a number from 0 to ${MAX_PRICE.toLocaleString('en-US')}`;

const fields = {
  title: requiredText('Title', 120, 'line', required),
  description: requiredText('Description', 300, 'lines', required),
  long_description: optionalText('Long description', 5000, 'lines'),
  price: v.pipe(
    v.number(FILL_ALL_FIELDS_MESSAGE),
    v.minValue(0, PRICE_MESSAGE),
    v.maxValue(MAX_PRICE, PRICE_MESSAGE),
    v.check((price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6, 'Price can have at most 2 decimals'),
  ),
  category: v.picklist(COLLECTION_CATEGORIES, FILL_ALL_FIELDS_MESSAGE),
  image: imageFile,
  image_ref: v.optional(imageRef),
  ...imageFocusFields,
  gallery: imageFiles,
  gallery_ref: v.optional(v.array(imageRef)),
  features: listField('Features'),
  customization_options: listField('Customization options'),
  related: v.optional(
    v.pipe(
      v.array(rowId('Unknown collection')),
      v.maxLength(MAX_RELATED, `Choose at most ${MAX_RELATED} related collections`),
    ),
  ),
  is_published: v.optional(v.boolean()),
  is_featured: v.optional(v.boolean()),
};

const newObject = formObject(fields);
const editObject = formObject({ ...fields, version: rowVersion });
type NewValues = v.InferOutput<typeof newObject>;
type EditValues = v.InferOutput<typeof editObject>;

export const NewCollectionSchema = v.pipe(
  newObject,
  imageRequired<NewValues>(FILL_ALL_FIELDS_MESSAGE),
  galleryWithinLimit<NewValues>(),
);

export const EditCollectionSchema = v.pipe(
  editObject,
  imageRequired<EditValues>(FILL_ALL_FIELDS_MESSAGE),
  galleryWithinLimit<EditValues>(),
);

export const CollectionVersionSchema = formObject({ id: rowId('Unknown collection'), version: rowVersion });

export type CollectionInput = v.InferOutput<typeof NewCollectionSchema>;

export { MAX_GALLERY_IMAGES };
