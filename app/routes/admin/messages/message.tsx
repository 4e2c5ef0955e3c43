import type { ReactNode } from 'react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { openContactMessage } from '~/.server/contact/messages';
import { changeMessageFromForm } from '~/.server/contact/admin-messages';
import { idParam, notFound, readFormData, refuseIfTooLarge } from '~/.server/http/request';
import { requireAdmin } from '~/.server/auth/signed-in';
import { formatStudioTime } from '~/lib/studio-time';
import { HandledButton } from './handled-button';
import { PostButton, smallButtonClasses } from '~/components/admin/post-button';
import { mailtoHref, REPLY_SUBJECT } from '~/lib/mailto';

export const meta = () => [{ title: 'Message | Admin' }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  const message = await openContactMessage(context.services.db, idParam(params.id));
  if (!message) throw notFound();
  return { message };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(context.services, request);
  refuseIfTooLarge(context);
  const id = idParam(params.id);
  const formData = await readFormData(request);
  formData.set('id', String(id));
  return changeMessageFromForm(context.services, admin.email, formData, `/admin/messages/${id}`);
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wider text-muted">{term}</dt>
      <dd className="mt-0.5 wrap-anywhere">{children}</dd>
    </div>
  );
}

export default function AdminMessage() {
  const { message } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-3xl">
      <Link to="/admin/messages" className="text-sm text-muted hover:text-rose">
        ← All messages
      </Link>
      <article
        aria-labelledby="message-heading"
        className="mt-4 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8"
      >
        <h1 id="message-heading" className="text-3xl">
          {message.name}
        </h1>
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
          <Detail term="Email">{message.email}</Detail>
          <Detail term="Phone">{message.phone ?? '—'}</Detail>
          <Detail term="Event date">{message.eventDate ?? '—'}</Detail>
          <Detail term="Received">
            <time dateTime={message.createdAt}>{formatStudioTime(message.createdAt)}</time>
          </Detail>
          <Detail term="Handled">
            {message.handledAt ? (
              <>
                <time dateTime={message.handledAt}>{formatStudioTime(message.handledAt)}</time> by {message.handledBy}
              </>
            ) : (
              'Not yet'
            )}
          </Detail>
        </dl>
        <div className="mt-6 whitespace-pre-line break-words rounded-xl bg-cream/50 p-5 text-ink">
          {message.message}
        </div>
        <div className="mt-6 flex flex-wrap items-center gap-2">
          <a href={mailtoHref(message.email, REPLY_SUBJECT)} className={smallButtonClasses('primary')}>
            Reply by e-mail
          </a>
          <HandledButton message={message} fields={{ id: message.id }} />
          <PostButton intent="unread" fields={{ id: message.id }} label="Mark as unread" variant="quiet" />
        </div>
      </article>
    </div>
  );
}
