const STYLES = {
  paid: { label: 'Paid', className: 'bg-sage-light text-ink' },
  pending: { label: 'Awaiting payment', className: 'bg-gold/20 text-ink' },
  cancelled: { label: 'Cancelled', className: 'bg-line text-muted' },
  refunded: { label: 'Refunded', className: 'bg-blush text-rose-dark' },
} as const;

/** An order's status as a small pill. */
export function OrderStatusBadge({ status }: { status: keyof typeof STYLES }) {
  const style = STYLES[status];
  return (
    <span className={`rounded-full px-3 py-1 text-xs font-medium uppercase tracking-[0.14em] ${style.className}`}>
      {style.label}
    </span>
  );
}
