/**
 * What the pipeline takes. An upload is refused past any of these, with a message for the form.
 */

/** 10 MB: a phone photo is 2–6 MB, a large PNG of artwork a few more. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/**
 * 40 megapixels (a 7,300 × 5,500 photo): checked from the file's header before any pixel is
 * decoded, and given to sharp as limitInputPixels, so a small file claiming a huge size is
 * refused without the memory its pixels would take.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * The stored original is at most this many pixels on its longer side (never upscaled): twice the
 * widest variant, room for a larger width later without keeping a 40-megapixel master.
 */
export const ORIGINAL_MAX_EDGE = 3840;

export const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The messages a form shows beside its image field; `name` is the file's name as sent. */
export const IMAGE_MESSAGES = {
  empty: (name: string) => `“${name}” is empty. Please choose the image again.`,
  tooLarge: (name: string) => `“${name}” is larger than ${megabytes(MAX_IMAGE_BYTES)}. Please choose a smaller image.`,
  notAnImage: (name: string) => `“${name}” is not an image we can use. Please choose a JPEG, PNG, WebP or AVIF image.`,
  tooManyPixels: (name: string, width: number, height: number) =>
    `“${name}” is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels; images may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels. Please choose a smaller image.`,
  unreadable: (name: string) =>
    `“${name}” could not be read as an image (it may be damaged or cut short). Please choose it again.`,
} as const;
