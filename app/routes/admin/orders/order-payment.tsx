import type { StudioOrder } from '~/.server/admin/order-detail';
import { formatStudioTime } from '~/lib/studio-time';
import { Panel } from './panel';

const PROVIDERS = { test: 'Test mode (no real money)', stripe: 'Stripe' } as const;

export function OrderPayment({
  payment,
  events,
}: {
  payment: StudioOrder['payment'];
  events: StudioOrder['paymentEvents'];
}) {
  const rows: [string, string | null][] = [
    ['Provider', PROVIDERS[payment.provider]],
    ['Reference', payment.reference],
    ['Placed', formatStudioTime(payment.createdAt)],
    ['Paid', payment.paidAt && formatStudioTime(payment.paidAt)],
    ['Cancelled', payment.cancelledAt && formatStudioTime(payment.cancelledAt)],
    ['Refund', payment.refundReference],
    ['Refunded', payment.refundedAt && formatStudioTime(payment.refundedAt)],
    ['Delivered', payment.deliveredAt && formatStudioTime(payment.deliveredAt)],
    ['Downloads', String(payment.downloadCount)],
  ];
  return (
    <Panel title="Payment">
      <dl className="grid grid-cols-[5.5rem_1fr] gap-x-3 gap-y-2 text-sm">
        {rows
          .filter((row): row is [string, string] => row[1] !== null)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="break-words text-ink">{value}</dd>
            </div>
          ))}
      </dl>
      {payment.confirmationWithheld ? (
        <p className="mt-4 rounded-lg bg-gold/15 px-3 py-2 text-sm text-ink">
          Over the test-mode cap on e-mails: no confirmation and no studio notice were sent for this test order.
        </p>
      ) : null}
      <h3 className="mt-5 text-xs font-medium tracking-[0.12em] text-muted uppercase">Provider events</h3>
      {events.length ? (
        <ul className="mt-2 space-y-1.5 text-sm">
          {events.map((event) => (
            <li key={event.eventId}>
              <span className="text-ink">{event.type}</span>
              <span className="block text-xs break-all text-muted">
                {event.eventId} · {formatStudioTime(event.receivedAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">
          None{payment.provider === 'test' ? ' (test mode has no webhook)' : ''}.
        </p>
      )}
    </Panel>
  );
}
