import type { ProofStatus } from '~/.server/db/schema';

const STYLES: Record<ProofStatus, { label: string; className: string }> = {
  sent: { label: 'Awaiting the couple', className: 'bg-gold/20 text-ink' },
  approved: { label: 'Approved', className: 'bg-sage-light text-ink' },
  changes_requested: { label: 'Changes requested', className: 'bg-blush text-rose-dark' },
  superseded: { label: 'Replaced by a newer proof', className: 'bg-line text-muted' },
};

export function ProofStatusBadge({ status }: { status: ProofStatus }) {
  const style = STYLES[status];
  return (
    <span className={`rounded-full px-3 py-1 text-xs font-medium uppercase tracking-[0.12em] ${style.className}`}>
      {style.label}
    </span>
  );
}
