export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Checked from the header and given to sharp as limitInputPixels, so a small file claiming a huge size is refused. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Twice the widest variant: room for a larger width later. */
export const ORIGINAL_MAX_EDGE = 3840;

export const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const IMAGE_MESSAGES = {
  empty: (name: string) => `“${name}” is empty. Please choose the image again.`,
  tooLarge: (name: string) => `“${name}” is larger than ${megabytes(MAX_IMAGE_BYTES)}. Please choose a smaller image.`,
  notAnImage: (name: string) => `“${name}” is not an image we can use. Please choose a JPEG, PNG, WebP or AVIF image.`,
  tooManyPixels: (name: string, width: number, height: number) =>
    `“${name}” is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels; images may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels. Please choose a smaller image.`,
  unreadable: (name: string) =>
    `“${name}” could not be read as an image (it may be damaged or cut short). Please choose it again.`,
} as const;
