export const CATEGORY_BADGE =
  'inline-block self-start rounded-full bg-sage-light px-3 py-1 text-[11px] font-medium uppercase tracking-[0.18em] text-[#4a5a3d]';

export function CategoryBadge({ category }: { category: string }) {
  return <p className={CATEGORY_BADGE}>{category}</p>;
}
