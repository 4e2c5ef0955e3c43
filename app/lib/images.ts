/**
 * The image pipeline's public side, shared by the server (which makes and serves the variants)
 * and the pages (which ask for them): widths, formats, URLs and the shape pages receive.
 *
 * A content row names its image by an *image ref*: the image's content hash (64 hex digits, what
 * an upload through the pipeline gets) or, for older rows and the seeded artwork, a /images/...
 * path or an http(s) URL. Loaders turn refs into ImageViews (app/.server/images/views.ts).
 */

/** Every image is served at these widths, each at most the image's own width (never upscaled). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The formats of each width, best first, with their media types. */
export const IMAGE_FORMATS = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

/**
 * What a page needs to show an image: a pipeline image (its hash and the size of its stored
 * original, which fixes the aspect ratio and the widths it has), or a plain address shown as it is.
 */
export type ImageView = { hash: string; width: number; height: number } | { url: string };

/** A stored image's hash: 64 lower-case hex digits (sha256). */
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

/** The address of one variant: /images/<hash>/<width>.<format>. */
export function variantUrl(hash: string, width: ImageWidth, format: ImageFormat): string {
  return `/images/${hash}/${width}.${format}`;
}

/**
 * The variants an image of `width` pixels really has, as [URL width, actual width]: every
 * standard width below it, then the first standard width at or above it (which holds the image
 * at its own width, since nothing is upscaled).
 */
export function variantWidths(width: number): [ImageWidth, number][] {
  const below = IMAGE_WIDTHS.filter((w) => w < width).map((w): [ImageWidth, number] => [w, w]);
  const cover = IMAGE_WIDTHS.find((w) => w >= width);
  return cover ? [...below, [cover, width]] : below;
}

/** A `srcset` of one format: each variant with its true width. */
export function srcSetOf(image: { hash: string; width: number }, format: ImageFormat): string {
  return variantWidths(image.width)
    .map(([urlWidth, actual]) => `${variantUrl(image.hash, urlWidth, format)} ${actual}w`)
    .join(', ');
}

/** The `src` of the JPEG fallback: the variant nearest 960 pixels (a phone's 2x, a laptop's 1x). */
export function fallbackSrcOf(image: { hash: string; width: number }): string {
  const widths = variantWidths(image.width);
  const [urlWidth] = widths.find(([w]) => w >= 960) ?? widths[widths.length - 1]!;
  return variantUrl(image.hash, urlWidth, 'jpg');
}

/**
 * A small picture's address straight from a ref, where no size is known (a cart line, an order
 * line): a stored image's 320-pixel WebP, or the address itself.
 */
export function thumbnailSrc(ref: string): string {
  return isImageHash(ref) ? variantUrl(ref, 320, 'webp') : ref;
}
