import {
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { clientAddress } from '~/.server/http/client-address';
import { recordGuestVisit } from '~/.server/guest-list/guest-visits';
import { readFormData, refuseIfTooLarge } from '~/.server/http/request';
import { guestPageData, handleGuestReply, openGuestPage } from '~/.server/invitation-site/guest-page';
import { LINK_PAGE_HEADERS } from '~/.server/platform/security-headers';
import type { LastResult } from '~/components/forms/conform-form';
import { EventDetails } from '~/components/invitations/event-details';
import { InvitationFrame } from './invitation-frame';
import { InvitationNotFound } from './invitation-not-found';
import { previewMeta } from './preview-meta';
import { RsvpForm } from './rsvp-form';
import { invitationDate } from '~/lib/studio-time';

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  loaded
    ? [
        { title: `${loaded.site.title} — your invitation` },
        ...previewMeta(loaded.preview, loaded.url),
        { name: 'robots', content: 'noindex' },
        { name: 'referrer', content: 'same-origin' },
      ]
    : [{ title: 'Invitation not found' }, { name: 'robots', content: 'noindex' }];

/** The address is the guest's key. */
export const headers: HeadersFunction = () => LINK_PAGE_HEADERS;

async function access({ request, params, context }: LoaderFunctionArgs) {
  const { services } = context;
  const client = clientAddress(request, context.socketAddress, services.trustedHeader);
  const opened = await openGuestPage(services, params, client);
  if (opened.status === 'throttled') {
    throw new Response('Too many wrong links. Please try again later.', {
      status: 429,
      headers: { 'Retry-After': String(opened.retryAfterSeconds), 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  if (opened.status !== 'ok') throw new Response('Not Found', { status: 404 });
  return opened;
}

export async function loader(args: LoaderFunctionArgs) {
  const opened = await access(args);
  await recordGuestVisit(args.context.services.db, opened.party.token, args.request);
  return guestPageData(args.context.services, opened);
}

export async function action(args: ActionFunctionArgs) {
  refuseIfTooLarge(args.context);
  const opened = await access(args);
  return handleGuestReply(args.context.services, opened, await readFormData(args.request));
}

export default function GuestPage() {
  const { site, party, events, closed } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { result: LastResult } | undefined;
  return (
    <InvitationFrame
      title={site.title}
      address={site.address}
      welcome={site.welcome}
      hasDesign={site.hasDesign}
      cover={site.cover}
    >
      <p className="text-center text-lg text-ink">Dear {party.name},</p>
      <p className="mt-2 text-center text-muted">
        {events.length === 1 ? 'You are invited to:' : 'You are invited to these celebrations:'}
      </p>
      <ol className="mt-8 space-y-5">
        {events.map((event) => (
          <li key={event.id} className="rounded-2xl border border-gold/40 bg-white/70 p-6 text-center shadow-sm">
            <h2 className="font-display text-3xl text-ink">{event.name}</h2>
            <div className="mt-3">
              <EventDetails event={event} />
            </div>
          </li>
        ))}
      </ol>
      <section id="rsvp" aria-labelledby="rsvp-heading" className="mt-12 scroll-mt-6">
        <h2 id="rsvp-heading" className="text-center font-display text-3xl text-ink">
          RSVP
        </h2>
        {party.answeredAt ? (
          <div className="mt-4 rounded-2xl border border-sage/50 bg-white/80 p-5" data-testid="saved-rsvp">
            <h3 className="text-lg font-medium text-ink">Your answer</h3>
            <ul className="mt-2 space-y-1">
              {events.map((event) => (
                <li key={event.id}>
                  {event.name}:{' '}
                  {event.answer?.attending === true
                    ? `attending, ${event.answer.people} ${event.answer.people === 1 ? 'person' : 'people'}`
                    : event.answer?.attending === false
                      ? 'not attending'
                      : 'no answer yet'}
                </li>
              ))}
            </ul>
            {party.dietary ? <p className="mt-2 text-sm text-muted">Dietary requirements: {party.dietary}</p> : null}
          </div>
        ) : null}
        {closed ? (
          <p className="mt-4 rounded-lg border border-line bg-cream/60 px-4 py-3 text-center">
            The RSVP deadline ({site.rsvpDeadline ? invitationDate(site.rsvpDeadline) : ''}) has passed. To change your
            answer, please contact {site.title} directly.
          </p>
        ) : (
          <div className="mt-6">
            {site.rsvpDeadline ? (
              <p className="mb-4 text-center text-sm text-muted">
                Please reply by {invitationDate(site.rsvpDeadline)}. You can change your answer until then.
              </p>
            ) : null}
            <RsvpForm key={party.replyVersion} events={events} party={party} lastResult={answer?.result} />
          </div>
        )}
      </section>
    </InvitationFrame>
  );
}

export { InvitationNotFound as ErrorBoundary };
