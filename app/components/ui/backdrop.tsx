import type { ImageView } from '~/lib/images';
import { Picture } from './picture';

/**
 * A band's background artwork: the image fills the band behind its content, with a wash over
 * it that keeps the words legible. Put it first inside a `relative isolate` element.
 */
export function Backdrop({
  image,
  alt,
  width,
  height,
  sizes = '100vw',
  priority = false,
  className = 'absolute inset-0 -z-20',
  imageClassName = '',
  washClassName,
}: {
  image: ImageView | null;
  alt: string;
  /** The box of an image known only by its address (a pipeline image brings its own). */
  width: number;
  height: number;
  sizes?: string;
  /** The image above the fold: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
  imageClassName?: string;
  washClassName: string;
}) {
  return (
    <div className={className}>
      <Picture
        image={image}
        alt={alt}
        sizes={sizes}
        fallbackWidth={width}
        fallbackHeight={height}
        priority={priority}
        className={`h-full w-full object-cover ${imageClassName}`}
      />
      <div aria-hidden="true" className={`absolute inset-0 ${washClassName}`} />
    </div>
  );
}
