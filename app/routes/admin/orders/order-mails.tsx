import type { StudioOrder } from '~/.server/admin/order-detail';
import { formatStudioTime } from '~/lib/studio-time';
import { Panel } from './panel';
import { VersionForm } from './version-form';

const KINDS: Record<string, string> = {
  'order-confirmation': 'Order confirmation',
  'studio-new-order': 'New-order notice (studio)',
};

function statusText(mail: StudioOrder['mails'][number]): string {
  if (mail.status === 'sent') return mail.sentAt ? `Sent ${formatStudioTime(mail.sentAt)}` : 'Sent';
  if (mail.status === 'failed') return `Failed after ${mail.attempts} tries`;
  return mail.attempts ? `Retrying (${mail.attempts} tries so far)` : 'Queued';
}

export function OrderMails({ mails, version }: { mails: StudioOrder['mails']; version: number }) {
  return (
    <Panel title="E-mails">
      {mails.length ? (
        <ul className="divide-y divide-line">
          {mails.map((mail) => (
            <li
              key={mail.id}
              data-testid="order-mail"
              className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words text-ink">{mail.subject}</p>
                <p className="text-xs break-all text-muted">
                  {KINDS[mail.kind ?? ''] ?? mail.kind ?? 'E-mail'} · to {mail.to} · queued{' '}
                  {formatStudioTime(mail.createdAt)}
                </p>
                <p className={`mt-1 text-xs ${mail.status === 'failed' ? 'text-red-800' : 'text-ink'}`}>
                  {statusText(mail)}
                </p>
                {mail.lastError ? (
                  <p className="mt-1 text-xs break-words text-red-800">Last error: {mail.lastError}</p>
                ) : null}
              </div>
              <VersionForm
                formKey={`resend-${mail.id}`}
                intent="resend"
                version={version}
                fields={{ mailId: String(mail.id) }}
                label="Resend"
                labelDetail={mail.subject}
                small
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No e-mail has been sent about this order.</p>
      )}
    </Panel>
  );
}
