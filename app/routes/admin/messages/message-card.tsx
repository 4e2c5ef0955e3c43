import { Link } from '@remix-run/react';
import type { ContactMessage } from '~/.server/contact/messages';
import { mailtoHref, REPLY_SUBJECT } from '~/lib/mailto';
import { HandledButton } from './handled-button';
import { smallButtonClasses } from '~/components/admin/post-button';
import { StatusBadge } from '~/components/admin/status-badge';
import { formatStudioTime } from '~/lib/studio-time';

export function MessageCard({ message, page }: { message: ContactMessage; page: number }) {
  const unread = message.readAt === null;
  const headingId = `message-${message.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="message-card"
      className={`rounded-xl border p-5 shadow-sm ${unread ? 'border-rose/40 bg-white' : 'border-line bg-white/70'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        {unread ? <StatusBadge tone="rose">Unread</StatusBadge> : null}
        {message.handledAt ? <StatusBadge tone="green">Handled</StatusBadge> : null}
        <p className="ml-auto text-xs text-muted">
          <time dateTime={message.createdAt}>{formatStudioTime(message.createdAt)}</time>
        </p>
      </div>
      <h2 id={headingId} className={`mt-2 font-sans text-base ${unread ? 'font-semibold' : 'font-medium'}`}>
        <Link to={`/admin/messages/${message.id}`} className="hover:text-rose hover:underline">
          {message.name}
        </Link>
        <span className="font-normal wrap-anywhere text-muted"> · {message.email}</span>
      </h2>
      <p className="mt-2 line-clamp-2 break-words text-sm text-ink">{message.message}</p>
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-line pt-4">
        <Link
          to={`/admin/messages/${message.id}`}
          aria-label={`Open: ${message.name}`}
          className={smallButtonClasses('plain')}
        >
          Open
        </Link>
        <a
          href={mailtoHref(message.email, REPLY_SUBJECT)}
          aria-label={`Reply to ${message.name} by e-mail`}
          className={smallButtonClasses('plain')}
        >
          Reply
        </a>
        <HandledButton message={message} fields={{ id: message.id, page }} />
      </div>
    </article>
  );
}
