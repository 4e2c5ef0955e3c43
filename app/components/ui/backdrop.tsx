import type { ImageView } from '~/lib/images';
import type { ImageLoading } from './image';
import { Picture } from './picture';

/** Put it first inside a `relative isolate` element. */
export function Backdrop({
  image,
  alt,
  width,
  height,
  sizes = '100vw',
  loading = 'lazy',
  className = 'absolute inset-0 -z-20',
  imageClassName = '',
  washClassName,
}: {
  image: ImageView | null;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  loading?: ImageLoading;
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
        loading={loading}
        className={`h-full w-full object-cover ${imageClassName}`}
      />
      <div aria-hidden="true" className={`absolute inset-0 ${washClassName}`} />
    </div>
  );
}
