import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react';
import { readFormData, refuseIfTooLarge } from '~/.server/http/request';
import { handleSendPost, sendPageData } from '~/.server/guest-list/send-page';
import { LINK_PAGE_HEADERS } from '~/.server/platform/security-headers';
import { WhatsAppNext } from './whatsapp-next';
import { GuestFilterForm } from '~/components/invitations/guest-filter-form';
import { WITHOUT_FLOATING_CHAT } from '~/components/storefront/chat-button';
import { metaOrNotFound, NotFoundBoundary } from '~/components/storefront/not-found-boundary';
import { pageMeta } from '~/components/storefront/page-meta';
import { buttonClasses } from '~/components/ui/button-link';
import { PageHero } from '~/components/ui/page-hero';

export const handle = WITHOUT_FLOATING_CHAT;

export const meta = metaOrNotFound(() => [
  ...pageMeta('Send Your Invitations', 'Send each family its own link, on WhatsApp or by e-mail.'),
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'same-origin' },
]);

export const headers: HeadersFunction = () => LINK_PAGE_HEADERS;

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  return sendPageData(context.services, params.token ?? '', new URL(request.url));
}

export async function action({ params, context, request }: ActionFunctionArgs) {
  refuseIfTooLarge(context);
  return handleSendPost(context.services, params.token ?? '', new URL(request.url), await readFormData(request));
}

export default function SendInvitations() {
  const { title, editorPath, filter, groups, guests, unsent, next, mail, reminders } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <>
      <PageHero eyebrow={title} title="Send your invitations" />
      <div className="mx-auto max-w-3xl space-y-10 px-5 py-12 sm:px-8">
        <Link
          to={`${editorPath}#guests`}
          className="inline-block text-sm font-medium uppercase tracking-[0.2em] text-muted hover:text-rose"
        >
          ← Back to your site
        </Link>
        <GuestFilterForm filter={filter} groups={groups} shown={guests} total={guests} sending />
        <section aria-labelledby="whatsapp-heading" className="space-y-4">
          <h2 id="whatsapp-heading" className="text-3xl">
            On WhatsApp
          </h2>
          <p className="text-muted" role="status">
            {unsent === 0
              ? 'Everyone here has been sent their invitation.'
              : `${unsent} of ${guests} ${guests === 1 ? 'guest' : 'guests'} not sent yet. Each opens WhatsApp with their own message and link: press send there, then come back for the next.`}
          </p>
          {next ? <WhatsAppNext key={next.id} next={next} /> : null}
        </section>
        <section aria-labelledby="email-heading" className="space-y-4">
          <h2 id="email-heading" className="text-3xl">
            By e-mail
          </h2>
          <p className="text-muted">
            Your invitation’s picture, your names and each guest’s own link, from Petal &amp; Quill with your e-mail
            address to reply to. At most {mail.cap} e-mails a day.
          </p>
          <p role="status" data-testid="email-status">
            {mail.waiting
              ? `${mail.waiting} ${mail.waiting === 1 ? 'guest has' : 'guests have'} an e-mail address and no e-mailed invitation yet.`
              : 'Everyone here with an e-mail address has been e-mailed.'}
            {mail.mailed ? ` ${mail.mailed} already e-mailed.` : ''}
          </p>
          {mail.waiting ? (
            <Form method="post">
              <input type="hidden" name="intent" value="email" />
              <button type="submit" className={buttonClasses('primary')} disabled={navigation.state !== 'idle'}>
                E-mail the invitation to {Math.min(mail.waiting, mail.left)}{' '}
                {Math.min(mail.waiting, mail.left) === 1 ? 'guest' : 'guests'}
              </button>
            </Form>
          ) : null}
        </section>
        {reminders.length ? (
          <section aria-labelledby="reminders-heading" className="space-y-4">
            <h2 id="reminders-heading" className="text-3xl">
              Reminders on WhatsApp
            </h2>
            <p className="text-muted">
              {reminders.length} {reminders.length === 1 ? 'guest has' : 'guests have'} not answered yet. Guests with an
              e-mail address get a reminder by e-mail before the deadline; these open WhatsApp with a gentle one.
            </p>
            <ul
              className="divide-y divide-line rounded-2xl border border-line bg-white/80 shadow-sm"
              data-testid="whatsapp-reminders"
            >
              {reminders.map((guest) => (
                <li key={guest.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
                  <span>
                    <span className="text-ink">{guest.name}</span>{' '}
                    <span className="whitespace-nowrap text-sm text-muted">{guest.phone}</span>
                  </span>
                  <a
                    href={guest.whatsApp}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="rounded-full border border-[#1f7a4d] px-4 py-2 text-sm font-medium text-[#1f7a4d] hover:bg-[#1f7a4d] hover:text-white"
                  >
                    Remind on WhatsApp<span className="sr-only"> {guest.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}

export { NotFoundBoundary as ErrorBoundary };
