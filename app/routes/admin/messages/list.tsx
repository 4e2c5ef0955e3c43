import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { listContactMessages } from '~/.server/contact/messages';
import { changeMessageFromForm, messagesListUrl, retryMailFromForm } from '~/.server/contact/admin-messages';
import { readFormData, refuseIfTooLarge } from '~/.server/http/request';
import { requireAdmin } from '~/.server/auth/signed-in';
import { listUndeliveredMail } from '~/.server/mail/outbox';
import { MessageCard } from './message-card';
import { AdminPageHeader } from '~/components/admin/page-header';
import { AdminPager, pageHref } from '~/components/admin/pager';
import { UndeliveredMailTable } from './undelivered-mail';
import { parseId } from '~/lib/parse-id';

export const meta = () => [{ title: 'Messages | Admin' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  const { db } = context.services;
  const requested = parseId(new URL(request.url).searchParams.get('page')) ?? 1;
  const [messages, undelivered] = await Promise.all([listContactMessages(db, requested), listUndeliveredMail(db)]);
  return { messages, undelivered };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(context.services, request);
  refuseIfTooLarge(context);
  const formData = await readFormData(request);
  if (formData.get('intent') === 'retry-mail') return retryMailFromForm(context.services, formData);
  return changeMessageFromForm(context.services, admin.email, formData, messagesListUrl(formData));
}

export default function AdminMessages() {
  const { messages, undelivered } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-4xl">
      <AdminPageHeader
        title="Messages"
        intro={
          messages.unread === 0
            ? 'Everything from the contact form has been read.'
            : `${messages.unread} unread ${messages.unread === 1 ? 'message' : 'messages'} from the contact form.`
        }
      />
      {messages.items.length ? (
        <ul className="mt-6 space-y-4">
          {messages.items.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} page={messages.page} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 rounded-xl border border-dashed border-line p-8 text-center text-muted">
          No messages yet. Messages sent from the contact page arrive here (and by e-mail).
        </p>
      )}
      <AdminPager
        page={messages.page}
        pageCount={messages.pageCount}
        href={pageHref('/admin/messages')}
        label="Message pages"
      />

      <section aria-labelledby="undelivered" className="mt-14">
        <h2 id="undelivered" className="text-2xl">
          Mail that could not be sent
        </h2>
        <p className="mt-1 text-sm text-muted">
          E-mails the mail server has not accepted yet. They are retried by themselves (30 s, then less and less often)
          and given up after about two days.
        </p>
        <UndeliveredMailTable items={undelivered.items} total={undelivered.total} />
      </section>
    </div>
  );
}
