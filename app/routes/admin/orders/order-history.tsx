import type { StudioOrder } from '~/.server/admin/order-detail';
import { formatStudioTime } from '~/lib/studio-time';
import { Panel } from './panel';

const EVENT_LABELS: Record<string, string> = {
  paid: 'Paid',
  in_progress: 'Work started',
  proof_sent: 'Proof sent',
  revision_requested: 'Changes requested',
  approved: 'Approved',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  refund_requested: 'Refund asked of Stripe',
  refund_failed: 'Refund failed',
  mail_resent: 'E-mail resent',
  draft_retried: 'First draft retried',
};

export function OrderHistory({ history, paidAt }: { history: StudioOrder['history']; paidAt: string | null }) {
  return (
    <Panel title="History">
      <ol className="space-y-3 border-l-2 border-blush pl-4 text-sm">
        {/* Orders paid before payment was recorded in the history: their payment time stands in. */}
        {paidAt && !history.some((event) => event.kind === 'paid') ? (
          <li>
            <p className="font-medium text-ink">Paid</p>
            <p className="text-xs text-muted">{formatStudioTime(paidAt)}</p>
          </li>
        ) : null}
        {history.map((event) => (
          <li key={event.id} data-testid="history-event">
            <p className="font-medium text-ink">{EVENT_LABELS[event.kind] ?? event.kind}</p>
            <p className="text-xs break-all text-muted">
              {event.actor} · {formatStudioTime(event.createdAt)}
            </p>
            {event.note ? <p className="mt-1 break-words whitespace-pre-wrap text-ink">{event.note}</p> : null}
          </li>
        ))}
      </ol>
      {!paidAt && !history.length ? (
        <p className="text-sm text-muted">Nothing has happened to this order yet.</p>
      ) : null}
    </Panel>
  );
}
