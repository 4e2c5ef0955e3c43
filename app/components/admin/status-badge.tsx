const tones = {
  amber: 'bg-amber-100 text-amber-900',
  green: 'bg-sage-light text-[#3f4d35]',
  grey: 'bg-cream text-muted',
  rose: 'bg-blush text-rose-dark',
  gold: 'bg-[#f4ead9] text-[#6b5230]',
} as const;

export type BadgeTone = keyof typeof tones;

export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
