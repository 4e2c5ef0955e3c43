/**
 * An *image ref* is a content hash from the pipeline, or a /images/... path or http(s) URL (older rows, seeded
 * artwork).
 */

export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const IMAGE_FORMATS = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

/** Where a picture's subject is, in percent of its width and height (50, 50: the middle). */
export interface ImageFocus {
  x: number;
  y: number;
}

export const CENTRE: ImageFocus = { x: 50, y: 50 };

/** A pipeline image's size is its stored original's; `focus` only when the designer moved it off the middle. */
export type ImageView = { hash: string; width: number; height: number; focus?: ImageFocus } | { url: string };

/** The CSS that keeps the subject in view wherever the picture is cropped (object-fit: cover). */
export function focusStyle(focus: ImageFocus | undefined): { objectPosition: string } | undefined {
  return focus ? { objectPosition: `${focus.x}% ${focus.y}%` } : undefined;
}

export const IMAGE_HASH = /^[0-9a-f]{64}$/;

export function isImageHash(ref: unknown): ref is string {
  return typeof ref === 'string' && IMAGE_HASH.test(ref);
}

export function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

export function isImageFormat(format: string): format is ImageFormat {
  return Object.hasOwn(IMAGE_FORMATS, format);
}

export function variantUrl(hash: string, width: ImageWidth, format: ImageFormat): string {
  return `/images/${hash}/${width}.${format}`;
}

/** [URL width, actual width]: the first standard width at or above the image holds it at its own width. */
export function variantWidths(width: number): [ImageWidth, number][] {
  const below = IMAGE_WIDTHS.filter((w) => w < width).map((w): [ImageWidth, number] => [w, w]);
  const cover = IMAGE_WIDTHS.find((w) => w >= width);
  return cover ? [...below, [cover, width]] : below;
}

export function srcSetOf(image: { hash: string; width: number }, format: ImageFormat): string {
  return variantWidths(image.width)
    .map(([urlWidth, actual]) => `${variantUrl(image.hash, urlWidth, format)} ${actual}w`)
    .join(', ');
}

export function fallbackSrcOf(image: { hash: string; width: number }): string {
  const widths = variantWidths(image.width);
  const [urlWidth] = widths.find(([w]) => w >= 960) ?? widths[widths.length - 1]!;
  return variantUrl(image.hash, urlWidth, 'jpg');
}

export function thumbnailSrc(ref: string): string {
  return isImageHash(ref) ? variantUrl(ref, 320, 'webp') : ref;
}
