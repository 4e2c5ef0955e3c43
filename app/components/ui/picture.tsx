import type { MetaDescriptor } from '@remix-run/node';
import { fallbackSrcOf, srcSetOf, type ImageView } from '~/lib/images';
import { lazyImage, priorityImage } from './image';

/**
 * An image of the pipeline as a `<picture>`: AVIF, then WebP, then a JPEG `<img>` for every other
 * browser, each with its widths in `srcset` so a phone fetches the small one. `width` and `height`
 * are the image's own (the browser reserves its box before it loads: no layout shift). Lazy and
 * async by default; `priority` for the one large image above the fold (the page's LCP): fetched
 * first and at once (pair it with preloadImage in the route's meta).
 *
 * An image that is only an address (an http(s) URL, artwork not taken through the pipeline) is a
 * plain `<img>` with the `fallbackWidth` × `fallbackHeight` box; no image at all is an empty box
 * with the alt text as its label.
 */
export function Picture({
  image,
  alt,
  sizes,
  priority = false,
  className,
  pictureClassName,
  fallbackWidth,
  fallbackHeight,
  ...rest
}: {
  image: ImageView | null | undefined;
  alt: string;
  /** The `sizes` of the srcsets: how wide the image is shown, e.g. '(min-width: 768px) 33vw, 100vw'. */
  sizes: string;
  priority?: boolean;
  /** Classes of the `<img>` (the box that shows). */
  className?: string;
  /** Classes of the `<picture>` element (none: it lays out as its `<img>`). */
  pictureClassName?: string;
  /** The box of an image known only by its address. */
  fallbackWidth: number;
  fallbackHeight: number;
  'data-testid'?: string;
}) {
  const loading = priority ? priorityImage : lazyImage;
  if (!image) {
    return (
      <span
        role="img"
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={className}
        {...rest}
      />
    );
  }
  if ('url' in image) {
    return (
      <img
        src={image.url}
        alt={alt}
        width={fallbackWidth}
        height={fallbackHeight}
        {...loading}
        className={className}
        {...rest}
      />
    );
  }
  return (
    <picture className={pictureClassName}>
      <source type="image/avif" srcSet={srcSetOf(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(image, 'webp')} sizes={sizes} />
      <img
        src={fallbackSrcOf(image)}
        srcSet={srcSetOf(image, 'jpg')}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        {...loading}
        className={className}
        {...rest}
      />
    </picture>
  );
}

/**
 * A `<link rel="preload">` for a route's `meta` that fetches its LCP image (a Picture with
 * `priority`) while the page's HTML is still arriving: the AVIF srcset with the same `sizes`, so
 * the browser picks the very file the `<picture>` will ask for. Browsers without AVIF skip it (the
 * `type`) and load the WebP as the page parses. Nothing for an image outside the pipeline.
 */
export function preloadImage(image: ImageView | null | undefined, sizes: string): MetaDescriptor[] {
  if (!image || 'url' in image) return [];
  return [
    {
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      type: 'image/avif',
      imageSrcSet: srcSetOf(image, 'avif'),
      imageSizes: sizes,
      fetchpriority: 'high',
    },
  ];
}
