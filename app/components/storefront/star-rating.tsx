import { StarIcon } from './icons';

const MAX_STARS = 5;

export function StarRating({ rating, className = '' }: { rating: number; className?: string }) {
  const value = Math.max(0, Math.min(MAX_STARS, Math.round(rating)));
  return (
    <p
      role="img"
      aria-label={`Rated ${value} out of ${MAX_STARS}`}
      className={`flex items-center gap-0.5 text-gold ${className}`}
    >
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <StarIcon key={index} filled={index < value} className={`h-4 w-4 ${index < value ? '' : 'text-line'}`} />
      ))}
    </p>
  );
}
