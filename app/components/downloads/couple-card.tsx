/**
 * The couple's own invitation, set with their names, as a small card on their pages: what they
 * bought is theirs, not the shop's sample. The picture comes from behind their signed link
 * (/downloads/<token>/cover) and keeps the card's 5 : 7 room while it loads.
 */
export function CoupleCard({ src, size = 'large' }: { src: string; size?: 'large' | 'small' }) {
  const [width, height] = size === 'large' ? [240, 336] : [72, 101];
  return (
    <img
      src={src}
      alt="Your invitation, set with your names"
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      data-testid="couple-card"
      className={`shrink-0 rounded-md border border-line bg-white object-contain shadow-[0_10px_28px_-14px_rgba(46,42,39,0.45)] ${
        size === 'large' ? 'h-[336px] w-[240px]' : 'h-[101px] w-[72px]'
      }`}
    />
  );
}
