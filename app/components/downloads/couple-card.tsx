/** The picture comes from behind their signed link and keeps the card's 5 : 7 room while it loads. */
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
