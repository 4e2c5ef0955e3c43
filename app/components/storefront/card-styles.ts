export const CARD_SURFACE =
  'rounded-2xl border border-line bg-white shadow-[0_1px_2px_rgba(46,42,39,0.04),0_8px_24px_-12px_rgba(46,42,39,0.12)]';

export const CARD_LIFT =
  'transition duration-300 hover:-translate-y-1 hover:shadow-[0_2px_4px_rgba(46,42,39,0.05),0_18px_40px_-16px_rgba(142,75,88,0.35)]';
