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

/** A check on the whole form, its message shown beside one field; typed for the form it is piped after. */
type FormCheck<T> = v.BaseValidation<T, T, v.BaseIssue<unknown>>;

/**
 * An image is required (`input`, by default the main image): a new file, or the one the row (or a
 * rejected post) already has.
 */
export const imageRequired = <T extends WithImage>(message: string, input: keyof typeof REF_FIELD = 'image') =>
  v.forward(
    v.partialCheck(
      [[REF_FIELD[input]], [input]],
      (values: WithImage) => Boolean(values[REF_FIELD[input]] || values[input]),
      message,
    ),
    [input],
  ) as unknown as FormCheck<T>;

/** The gallery's kept images and new files together hold at most MAX_GALLERY_IMAGES. */
export const galleryWithinLimit = <T extends WithGallery>() =>
  v.forward(
    v.partialCheck(
      [['gallery_ref'], ['gallery']],
      (input: WithGallery) => (input.gallery_ref?.length ?? 0) + (input.gallery?.length ?? 0) <= MAX_GALLERY_IMAGES,
      GALLERY_FULL_MESSAGE,
    ),
    ['gallery'],
  ) as unknown as FormCheck<T>;
