import type { ImageView } from '~/lib/images';
import { Picture } from './picture';

/** Put it first inside a `relative isolate` element. */
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
  width: number;
  height: number;
  sizes?: string;
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
