import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { openSiteEditor, siteEditorData } from '~/.server/invitation-site/site-editor';
import { LINK_PAGE_HEADERS } from '~/.server/platform/security-headers';
import { invitationDate } from '~/lib/studio-time';
import { shortTime } from '~/lib/wedding-events';
import { zoneLabel } from '~/lib/event-zones';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Guests per event — ${data.title}` : 'Not found' },
  { name: 'robots', content: 'noindex' },
];

export const headers: HeadersFunction = () => LINK_PAGE_HEADERS;

/** For the caterer: per event, who comes, how many, and what they cannot eat. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const access = await openSiteEditor(context.services, params.token ?? '', new Date());
  if (access.status !== 'ok') throw new Response('Not Found', { status: 404 });
  const { events, guests, headcounts } = await siteEditorData(context.services, access.site);
  return {
    title: access.site.title,
    events: events.map((event) => ({
      ...event,
      count: headcounts.find((count) => count.eventId === event.id),
      coming: guests
        .map((guest) => ({ guest, answer: guest.answers.find((answer) => answer.eventId === event.id) }))
        .filter(({ answer }) => answer?.attending === true)
        .map(({ guest, answer }) => ({ name: guest.name, people: answer?.people ?? 0, dietary: guest.dietary })),
    })),
  };
}

export default function PrintGuests() {
  const { title, events } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-3xl bg-white px-6 py-10 text-ink print:px-0 print:py-0">
      <h1 className="font-display text-4xl">{title}: guests per event</h1>
      <p className="mt-2 text-sm text-muted print:hidden">
        Print this page for your caterer (Ctrl+P, or Share → Print on a phone).
      </p>
      {events.map((event) => (
        <section key={event.id} className="mt-8 break-inside-avoid" aria-labelledby={`print-${event.id}`}>
          <h2 id={`print-${event.id}`} className="border-b border-ink/30 pb-1 font-display text-2xl">
            {event.name} — {event.count?.attending ?? 0} {event.count?.attending === 1 ? 'guest' : 'guests'}
          </h2>
          <p className="mt-1 text-sm">
            {invitationDate(event.date)}
            {event.startTime ? `, ${shortTime(event.startTime)} ${zoneLabel(event.timeZone)}` : ''} · {event.venue}
          </p>
          <p className="mt-1 text-sm text-muted">
            {event.count?.declined ?? 0} declined · {event.count?.awaiting ?? 0} not answered yet
          </p>
          {event.coming.length ? (
            <table className="mt-3 w-full text-left text-sm">
              <thead>
                <tr className="border-b border-ink/20">
                  <th scope="col" className="py-1 pr-4 font-medium">
                    Guest
                  </th>
                  <th scope="col" className="py-1 pr-4 font-medium">
                    People
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Dietary requirements
                  </th>
                </tr>
              </thead>
              <tbody>
                {event.coming.map((row) => (
                  <tr key={row.name} className="border-b border-ink/10 align-top">
                    <td className="py-1 pr-4">{row.name}</td>
                    <td className="py-1 pr-4 tabular-nums">{row.people}</td>
                    <td className="py-1">{row.dietary}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="mt-3 text-sm">No one has accepted yet.</p>
          )}
        </section>
      ))}
    </main>
  );
}
