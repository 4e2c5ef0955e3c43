import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { clientAddress } from '~/.server/http/client-address';
import { stopGuestMail } from '~/.server/guest-list/unsubscribe';
import { openGuestPage } from '~/.server/invitation-site/guest-page';
import { guestPath } from '~/.server/invitation-site/site-links';
import { LINK_PAGE_HEADERS } from '~/.server/platform/security-headers';
import { InvitationFrame } from './invitation-frame';
import { InvitationNotFound } from './invitation-not-found';
import { buttonClasses } from '~/components/ui/button-link';

export const meta: MetaFunction = () => [
  { title: 'E-mails about this wedding' },
  { name: 'robots', content: 'noindex' },
];

export const headers: HeadersFunction = () => LINK_PAGE_HEADERS;

/** The personal link's own key opens it: a forged one is the site's 404, and counted like the invitation's. */
async function partyOf({ request, params, context }: LoaderFunctionArgs) {
  const { services } = context;
  const client = clientAddress(request, context.socketAddress, services.trustedHeader);
  const opened = await openGuestPage(services, params, client);
  if (opened.status !== 'ok') throw new Response('Not Found', { status: opened.status === 'throttled' ? 429 : 404 });
  return opened;
}

export async function loader(args: LoaderFunctionArgs) {
  const { site, party } = await partyOf(args);
  return {
    title: site.title,
    address: site.address,
    stopped: party.emailOptOutAt !== null,
    invitationPath: guestPath(site.address, party.token),
  };
}

export async function action(args: ActionFunctionArgs) {
  const { party } = await partyOf(args);
  await stopGuestMail(args.context.services.db, party.id);
  return { stopped: true };
}

export default function StopEmails() {
  const { title, address, stopped, invitationPath } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>()?.stopped || stopped;
  return (
    <InvitationFrame title={title} address={address} welcome="" hasDesign={false} cover={null}>
      <div className="mx-auto max-w-md space-y-5 text-center">
        {done ? (
          <p role="status" className="text-lg text-ink">
            Done: no more e-mails about this wedding will come to you. Your invitation still opens from its link.
          </p>
        ) : (
          <>
            <p className="text-lg text-ink">
              Stop e-mails about the wedding of {title}? Your invitation still opens from its link.
            </p>
            <Form method="post">
              <button type="submit" className={buttonClasses('primary')}>
                Stop e-mails
              </button>
            </Form>
          </>
        )}
        <a href={invitationPath} className="inline-block text-rose underline underline-offset-4">
          Open your invitation
        </a>
      </div>
    </InvitationFrame>
  );
}

export { InvitationNotFound as ErrorBoundary };
