export function StepBadge({ number, size = 'md' }: { number: number; size?: 'sm' | 'md' }) {
  const dimensions = size === 'sm' ? 'h-8 w-8 text-lg' : 'h-10 w-10 text-xl';
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full border border-gold/60 font-display text-rose-dark ${dimensions}`}
    >
      {number}
    </span>
  );
}
