import type { MetaDescriptor } from '@remix-run/node';
import { fallbackSrcOf, focusStyle, srcSetOf, type ImageView } from '~/lib/images';
import { IMAGE_LOADING, type ImageLoading } from './image';

/**
 * AVIF, then WebP, then JPEG, each with its widths, so a phone fetches the small one; `width` and
 * `height` reserve the box. `loading`: see `image.ts`.
 */
export function Picture({
  image,
  alt,
  sizes,
  loading = 'lazy',
  className,
  pictureClassName,
  fallbackWidth,
  fallbackHeight,
  ...rest
}: {
  image: ImageView | null | undefined;
  alt: string;
  sizes: string;
  loading?: ImageLoading;
  className?: string;
  pictureClassName?: string;
  fallbackWidth: number;
  fallbackHeight: number;
  'data-testid'?: string;
}) {
  const attributes = IMAGE_LOADING[loading];
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
        {...attributes}
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
        {...attributes}
        className={className}
        style={focusStyle(image.focus)}
        {...rest}
      />
    </picture>
  );
}

/** The AVIF srcset with the same `sizes`, so the browser preloads the very file the `<picture>` will ask for. */
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
