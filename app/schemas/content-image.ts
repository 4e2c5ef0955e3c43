import * as v from 'valibot';
import { plainText } from './fields';

/**
 * Hidden ref fields carry the images a row already has, or that a rejected post stored, so a refused
 * form never asks for them again. On the server the upload's refs are put into them before validation.
 */

export const imageRef = v.pipe(v.string(), v.trim(), plainText('Image', 'line'), v.maxLength(500));

/** The browser's empty file (nothing chosen) reads as none. */
export const imageFile = v.optional(v.file());

export const imageFiles = v.optional(v.array(v.file()));

export const REF_FIELD = {
  image: 'image_ref',
  gallery: 'gallery_ref',
  heroImage: 'heroImage_ref',
  aboutImage: 'aboutImage_ref',
  founderImage: 'founderImage_ref',
} as const;

const FOCUS_MESSAGE = 'The focal point is a percentage from 0 to 100';
const focusPercent = v.optional(
  v.pipe(
    v.number(FOCUS_MESSAGE),
    v.integer(FOCUS_MESSAGE),
    v.minValue(0, FOCUS_MESSAGE),
    v.maxValue(100, FOCUS_MESSAGE),
  ),
);

/** The main image's focal point (percent across, percent down), set with two sliders beside its crops. */
export const imageFocusFields = { image_focus_x: focusPercent, image_focus_y: focusPercent };

/** An edit form's starting values from the picture's focal point; `focusOfInput` reads them back. */
export const focusFieldValues = (focus: { x: number; y: number }) => ({
  image_focus_x: String(focus.x),
  image_focus_y: String(focus.y),
});

export const focusOfInput = (input: { image_focus_x?: number; image_focus_y?: number }) =>
  input.image_focus_x === undefined || input.image_focus_y === undefined
    ? null
    : { x: input.image_focus_x, y: input.image_focus_y };

export const MAX_GALLERY_IMAGES = 3;
export const GALLERY_FULL_MESSAGE = `The gallery holds at most ${MAX_GALLERY_IMAGES} images: untick one to make room.`;

type WithImage = Record<string, unknown>;
type WithGallery = { gallery_ref?: string[]; gallery?: File[] };

/** Runs even when another field is wrong, so every message shows at once. */
const formCheck = <T extends object>(field: string, passes: (values: object) => boolean, message: string) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const values = dataset.value;
    if (typeof values !== 'object' || values === null || passes(values)) return;
    addIssue({
      message,
      path: [{ type: 'object', origin: 'value', input: { ...values }, key: field, value: Reflect.get(values, field) }],
    });
  });

export const imageRequired = <T extends WithImage>(message: string, input: keyof typeof REF_FIELD = 'image') =>
  formCheck<T>(
    input,
    (values) => Boolean(Reflect.get(values, REF_FIELD[input]) || Reflect.get(values, input)),
    message,
  );

const countOf = (list: unknown) => (Array.isArray(list) ? list.length : 0);

export const galleryWithinLimit = <T extends WithGallery>() =>
  formCheck<T>(
    'gallery',
    (values) =>
      countOf(Reflect.get(values, 'gallery_ref')) + countOf(Reflect.get(values, 'gallery')) <= MAX_GALLERY_IMAGES,
    GALLERY_FULL_MESSAGE,
  );
