import * as v from 'valibot';
import { plainText } from './fields';

/**
 * The image fields of an admin content form (collections, portfolio). Each image is a file input
 * (`image`, `gallery`) beside hidden fields that carry the images the row already has, or that a
 * rejected post already stored (`image_ref`, `gallery_ref`), so a refused form never asks for them
 * again. In the browser the schema sees the chosen files; on the server the upload's files have
 * been stored by then and their refs put into the ref fields (app/.server/http/content-images.ts).
 */

/** An image ref as a hidden field holds it: a stored image's hash or the address of the site's artwork. */
export const imageRef = v.pipe(v.string(), v.trim(), plainText('Image', 'line'), v.maxLength(500));

/** The file input of one image; the browser's empty file (nothing chosen) reads as none. */
export const imageFile = v.optional(v.file());

export const imageFiles = v.optional(v.array(v.file()));

/** The ref fields' names for each file input (the last three: the home and about page editors). */
export const REF_FIELD = {
  image: 'image_ref',
  gallery: 'gallery_ref',
  heroImage: 'heroImage_ref',
  aboutImage: 'aboutImage_ref',
  founderImage: 'founderImage_ref',
} as const;

/** The images a collection's gallery holds at most (spec section 9). */
export const MAX_GALLERY_IMAGES = 3;
export const GALLERY_FULL_MESSAGE = `The gallery holds at most ${MAX_GALLERY_IMAGES} images: untick one to make room.`;

type WithImage = Record<string, unknown>;
type WithGallery = { gallery_ref?: string[]; gallery?: File[] };

/**
 * A check on the whole form whose message is shown beside one `field`. It runs on what was sent
 * even when another field is wrong, so every message shows at once.
 */
const formCheck = <T extends object>(field: string, passes: (values: object) => boolean, message: string) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const values = dataset.value;
    if (typeof values !== 'object' || values === null || passes(values)) return;
    addIssue({
      message,
      path: [{ type: 'object', origin: 'value', input: { ...values }, key: field, value: Reflect.get(values, field) }],
    });
  });

/**
 * An image is required (`input`, by default the main image): a new file, or the one the row (or a
 * rejected post) already has.
 */
export const imageRequired = <T extends WithImage>(message: string, input: keyof typeof REF_FIELD = 'image') =>
  formCheck<T>(
    input,
    (values) => Boolean(Reflect.get(values, REF_FIELD[input]) || Reflect.get(values, input)),
    message,
  );

const countOf = (list: unknown) => (Array.isArray(list) ? list.length : 0);

/** The gallery's kept images and new files together hold at most MAX_GALLERY_IMAGES. */
export const galleryWithinLimit = <T extends WithGallery>() =>
  formCheck<T>(
    'gallery',
    (values) =>
      countOf(Reflect.get(values, 'gallery_ref')) + countOf(Reflect.get(values, 'gallery')) <= MAX_GALLERY_IMAGES,
    GALLERY_FULL_MESSAGE,
  );
