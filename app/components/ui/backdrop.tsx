import { lazyImage, priorityImage } from './image';

/**
 * A band's background artwork: the image fills the band behind its content, with a wash over
 * it that keeps the words legible. Put it first inside a `relative isolate` element.
 */
export function Backdrop({
  src,
  alt,
  width,
  height,
  priority = false,
  className = 'absolute inset-0 -z-20',
  imageClassName = '',
  washClassName,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The image above the fold: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
  imageClassName?: string;
  washClassName: string;
}) {
  return (
    <div className={className}>
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        {...(priority ? priorityImage : lazyImage)}
        className={`h-full w-full object-cover ${imageClassName}`}
      />
      <div aria-hidden="true" className={`absolute inset-0 ${washClassName}`} />
    </div>
  );
}
