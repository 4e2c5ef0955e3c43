import type { UndeliveredMail } from '~/.server/mail/outbox';
import { PostButton } from '~/components/admin/post-button';
import { StatusBadge } from '~/components/admin/status-badge';
import { formatStudioTime } from '~/lib/studio-time';

export function UndeliveredMailTable({ items, total }: { items: UndeliveredMail[]; total: number }) {
  if (!items.length) {
    return <p className="mt-4 text-sm text-muted">Every e-mail has been sent.</p>;
  }
  return (
    <>
      <div className="mt-4 overflow-x-auto rounded-xl border border-line bg-white">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="border-b border-line bg-cream/60 text-xs uppercase tracking-wider text-muted">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                To
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Subject
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Tries
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Last error
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Status
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {items.map((mail) => (
              <tr key={mail.id} data-testid="undelivered-mail" className="align-top">
                <td className="px-4 py-3 break-all">{mail.to}</td>
                <td className="px-4 py-3">{mail.subject}</td>
                <td className="px-4 py-3 tabular-nums">{mail.attempts}</td>
                <td className="max-w-xs px-4 py-3 break-words text-muted">{mail.lastError ?? '—'}</td>
                <td className="px-4 py-3">
                  {mail.status === 'failed' ? (
                    <StatusBadge tone="rose">Given up</StatusBadge>
                  ) : (
                    <span className="text-muted">
                      Next try <time dateTime={mail.nextAttemptAt}>{formatStudioTime(mail.nextAttemptAt)}</time>
                    </span>
                  )}
                </td>
                <td className="whitespace-nowrap px-4 py-3">
                  <PostButton
                    intent="retry-mail"
                    fields={{ id: mail.id }}
                    label="Retry now"
                    accessibleLabel={`Retry now: ${mail.subject} to ${mail.to}`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > items.length ? (
        <p className="mt-2 text-sm text-muted">
          The newest {items.length} of {total} are shown.
        </p>
      ) : null}
    </>
  );
}
