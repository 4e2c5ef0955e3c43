import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { readFormData, refuseIfTooLarge } from '~/.server/http/request';
import {
  handleSiteEditorUpload,
  handleSiteEditorPost,
  openSiteEditor,
  siteEditorData,
} from '~/.server/invitation-site/site-editor';
import { siteEditorPath } from '~/.server/invitation-site/site-links';
import { guestFilterOf } from '~/.server/guest-list/guest-filter';
import { LINK_PAGE_HEADERS } from '~/.server/platform/security-headers';
import type { LastResult } from '~/components/forms/conform-form';
import { EventDetails } from '~/components/invitations/event-details';
import { EventForm, EventNameOptions } from './event-form';
import { GuestReplies, type Guest } from '~/components/invitations/guest-replies';
import { GroupOptions, PartyForm } from './party-form';
import { ConfirmAction } from './confirm-action';
import { CoverPhotoForm } from './cover-photo-form';
import { EditorCard } from './editor-card';
import { SiteDetailsForm } from './site-details-form';
import { SitePasswordForm } from './site-password-form';
import { TellGuests } from './tell-guests';
import { metaOrNotFound, NotFoundBoundary } from '~/components/storefront/not-found-boundary';
import { pageMeta } from '~/components/storefront/page-meta';
import { buttonClasses } from '~/components/ui/button-link';
import { PageHero } from '~/components/ui/page-hero';
import { WITHOUT_FLOATING_CHAT } from '~/components/storefront/chat-button';

export const handle = WITHOUT_FLOATING_CHAT;

export const meta = metaOrNotFound(() => [
  ...pageMeta('Your Invitation Website', 'Set up the website your guests open to see your events and reply.'),
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'same-origin' },
]);

/** The address is the couple's key, like a proof link's. */
export const headers: HeadersFunction = () => LINK_PAGE_HEADERS;

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const access = await openSiteEditor(context.services, params.token ?? '', new Date());
  if (access.status === 'expired') return data({ status: 'expired' } as const, { status: 403 });
  if (access.status !== 'ok') throw new Response('Not Found', { status: 404 });
  return {
    status: 'ok',
    orderNumber: access.orderNumber,
    csvPath: `${siteEditorPath(params.token ?? '')}/guests.csv`,
    printPath: `${siteEditorPath(params.token ?? '')}/print`,
    importPath: `${siteEditorPath(params.token ?? '')}/import`,
    sendPath: `${siteEditorPath(params.token ?? '')}/send`,
    ...(await siteEditorData(context.services, access.site, guestFilterOf(new URL(request.url)))),
  } as const;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const token = params.token ?? '';
  if (request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
    return handleSiteEditorUpload(context.services, token, request);
  }
  refuseIfTooLarge(context);
  return handleSiteEditorPost(context.services, token, await readFormData(request));
}

type Answer = { intent: string; target?: number; result: LastResult } | undefined;

export default function SiteEditor() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer;
  const asking = useSearchParams()[0].get('ask');
  if (loaded.status !== 'ok') {
    return (
      <>
        <PageHero
          title="This link has expired"
          intro="Sign in and open Your Orders for a fresh link to your invitation website."
        />
        <p className="mx-auto max-w-3xl px-5 py-10">
          <a href="/account/orders" className={buttonClasses('primary')}>
            Your orders
          </a>
        </p>
      </>
    );
  }
  const {
    site,
    cover,
    siteUrl,
    events,
    guests,
    headcounts,
    states,
    filter,
    groups,
    guestCount,
    orderNumber,
    csvPath,
    printPath,
    importPath,
    sendPath,
    toTell,
  } = loaded;
  const resultFor = (intent: string, target?: number) =>
    answer?.intent === intent && answer.target === target ? answer.result : undefined;
  return (
    <>
      <PageHero
        eyebrow={`Order ${orderNumber}`}
        title="Your invitation website"
        intro={
          <>
            Your guests open it from their own link. Its address:{' '}
            <a href={siteUrl} className="break-all text-rose underline underline-offset-4">
              {siteUrl}
            </a>
          </>
        }
      />
      <div className="mx-auto max-w-4xl space-y-14 px-5 py-14">
        <EditorCard id="details" title="Your site">
          <SiteDetailsForm key={site.version} site={site} lastResult={resultFor('details')} />
        </EditorCard>

        <EditorCard id="cover" title="Cover photo">
          <CoverPhotoForm
            key={site.version}
            cover={cover}
            version={site.version}
            lastResult={resultFor('cover-photo') ?? resultFor('remove-cover')}
          />
        </EditorCard>

        <EditorCard id="password" title="Password">
          <SitePasswordForm
            key={site.version}
            hasPassword={site.hasPassword}
            version={site.version}
            lastResult={resultFor('set-password') ?? resultFor('remove-password')}
          />
        </EditorCard>

        <section id="events" aria-labelledby="events-heading" className="scroll-mt-6">
          <h2 id="events-heading" className="text-3xl">
            Events
          </h2>
          <p className="mt-2 text-muted">Each guest sees only the events they are invited to.</p>
          <EventNameOptions />
          <ol className="mt-6 space-y-5">
            {events.map((event, index) => (
              <li
                key={event.id}
                id={`event-${event.id}`}
                className="scroll-mt-6 rounded-2xl border border-line bg-white/80 p-6 shadow-sm"
              >
                <div className="flex flex-wrap items-start justify-between gap-4">
                  <div>
                    <h3 className="text-2xl">{event.name}</h3>
                    <div className="mt-2">
                      <EventDetails event={event} />
                    </div>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {index > 0 ? <MoveButton eventId={event.id} direction="up" name={event.name} /> : null}
                    {index < events.length - 1 ? (
                      <MoveButton eventId={event.id} direction="down" name={event.name} />
                    ) : null}
                    <ConfirmAction
                      label="Remove"
                      target={`the ${event.name}`}
                      asking={asking === `remove-event-${event.id}`}
                      askHref={`?ask=remove-event-${event.id}#event-${event.id}`}
                      keepHref={`?#event-${event.id}`}
                      question={`Remove the ${event.name}? Every guest’s answer for it goes too.`}
                      confirm="Yes, remove it"
                      fields={{ intent: 'delete-event', eventId: event.id, version: event.version }}
                    />
                  </div>
                </div>
                {event.told ? (
                  <TellGuests event={{ ...event, told: event.told }} guests={toTell[event.id] ?? 0} />
                ) : null}
                <details className="mt-4" open={answer?.intent === 'edit-event' && answer.target === event.id}>
                  <summary className="cursor-pointer text-sm font-medium text-rose">
                    Edit<span className="sr-only"> the {event.name}</span>
                  </summary>
                  <div className="mt-4">
                    <EventForm key={event.version} event={event} lastResult={resultFor('edit-event', event.id)} />
                  </div>
                </details>
              </li>
            ))}
          </ol>
          <div className="mt-6 rounded-2xl border border-dashed border-gold/60 bg-cream/40 p-6">
            <h3 className="text-2xl">Add an event</h3>
            <div className="mt-4">
              <EventForm lastResult={resultFor('add-event')} />
            </div>
          </div>
        </section>

        <section id="guests" aria-labelledby="guests-heading" className="scroll-mt-6">
          <h2 id="guests-heading" className="text-3xl">
            Guests
          </h2>
          <p className="mt-2 text-muted">
            Each family or guest gets a link of their own: send it on WhatsApp, or copy it into a message.
          </p>
          {guests.length || guestCount ? (
            <p className="mt-4">
              <Link to={sendPath} className={buttonClasses('primary')}>
                Send the invitations
              </Link>
            </p>
          ) : null}
          <GroupOptions groups={groups} />
          {events.length ? (
            <div className="mt-6 rounded-2xl border border-dashed border-gold/60 bg-cream/40 p-6">
              <div className="flex flex-wrap items-baseline justify-between gap-3">
                <h3 className="text-2xl">Add a guest</h3>
                <Link to={importPath} className="text-sm font-medium text-rose underline underline-offset-4">
                  Import guests (CSV)
                </Link>
              </div>
              <div className="mt-4">
                <PartyForm events={events} lastResult={resultFor('add-party')} />
              </div>
            </div>
          ) : (
            <p className="mt-4 rounded-lg border border-line bg-cream/40 px-4 py-3">
              Add your events first: guests are invited to them.
            </p>
          )}
          <GuestReplies
            events={events}
            guests={guests}
            headcounts={headcounts}
            states={states}
            filter={filter}
            groups={groups}
            guestCount={guestCount}
            csvUrl={csvPath}
            printUrl={printPath}
            actions={(guest) => (
              <GuestActions
                guest={guest}
                events={events}
                asking={asking}
                lastResult={resultFor('edit-party', guest.id)}
              />
            )}
          />
        </section>
      </div>
    </>
  );
}

function GuestActions({
  guest,
  events,
  asking,
  lastResult,
}: {
  guest: Guest;
  asking: string | null;
  events: { id: number; name: string }[];
  lastResult: LastResult;
}) {
  const party = { ...guest, eventIds: guest.answers.map((answer) => answer.eventId) };
  return (
    <div className="mt-4 border-t border-line pt-4">
      <div className="flex flex-wrap gap-2">
        <ConfirmAction
          label="New link"
          target={`for ${guest.name}`}
          asking={asking === `renew-link-${guest.id}`}
          askHref={`?ask=renew-link-${guest.id}#guest-${guest.id}`}
          keepHref={`?#guest-${guest.id}`}
          question={`Make a new link for ${guest.name}? The link you sent them stops working; send them the new one.`}
          confirm="Yes, make a new link"
          fields={{ intent: 'renew-link', partyId: guest.id, version: guest.version }}
        />
        <ConfirmAction
          label="Remove"
          target={guest.name}
          asking={asking === `delete-party-${guest.id}`}
          askHref={`?ask=delete-party-${guest.id}#guest-${guest.id}`}
          keepHref={`?#guest-${guest.id}`}
          question={`Remove ${guest.name} and their answers? Their link stops working.`}
          confirm="Yes, remove"
          fields={{ intent: 'delete-party', partyId: guest.id, version: guest.version }}
        />
      </div>
      {/* One guest's form at a time: a list of 400 families stays light to send and to start. */}
      {asking === `edit-party-${guest.id}` || lastResult ? (
        <div className="mt-4">
          <PartyForm key={guest.version} events={events} party={party} lastResult={lastResult} />
          <Link
            to={`?#guest-${guest.id}`}
            preventScrollReset
            className="text-sm text-muted underline underline-offset-4"
          >
            Close<span className="sr-only"> {guest.name}’s form</span>
          </Link>
        </div>
      ) : (
        <Link
          to={`?ask=edit-party-${guest.id}#guest-${guest.id}`}
          preventScrollReset
          className="mt-3 inline-block text-sm font-medium text-rose"
        >
          Edit<span className="sr-only"> {guest.name}</span>
        </Link>
      )}
    </div>
  );
}

function MoveButton({ eventId, direction, name }: { eventId: number; direction: 'up' | 'down'; name: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="move-event" />
      <input type="hidden" name="eventId" value={eventId} />
      <input type="hidden" name="direction" value={direction} />
      <button
        type="submit"
        className="rounded-full border border-line px-4 py-2 text-sm text-ink hover:border-rose hover:text-rose"
      >
        {direction === 'up' ? 'Move up' : 'Move down'}
        <span className="sr-only"> the {name}</span>
      </button>
    </Form>
  );
}

export { NotFoundBoundary as ErrorBoundary };
