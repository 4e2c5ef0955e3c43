import { Form } from '@remix-run/react';
import { zoneLabel } from '~/lib/event-zones';
import { invitationDate } from '~/lib/studio-time';
import { shortTime } from '~/lib/wedding-events';

interface Whereabouts {
  date: string;
  startTime: string;
  timeZone: string;
  venue: string;
}

/** Offered when an event's day, time or place changed after its invitations went out. */
export function TellGuests({
  event,
  guests,
}: {
  event: { id: number; name: string; version: number; told: Whereabouts };
  guests: number;
}) {
  const { told } = event;
  const fields = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="eventId" value={event.id} />
      <input type="hidden" name="version" value={event.version} />
    </>
  );
  return (
    <div className="mt-4 rounded-xl border border-gold/60 bg-cream/60 p-4" data-testid="tell-guests">
      <p className="text-ink">
        You changed the {event.name} after its invitations went out. Its guests see the new details on their page
        already.
      </p>
      <p className="mt-1 text-sm text-muted">
        Before: {invitationDate(told.date)}
        {told.startTime ? `, ${shortTime(told.startTime)} ${zoneLabel(told.timeZone)}` : ''} · {told.venue}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {guests ? (
          <Form method="post" preventScrollReset>
            {fields('tell-guests')}
            <button
              type="submit"
              className="rounded-full bg-rose px-5 py-2 text-sm font-medium text-white hover:bg-rose/90"
            >
              Tell the guests by e-mail ({guests})
            </button>
          </Form>
        ) : (
          <span className="text-sm text-muted">None of its guests has an e-mail address: tell them on WhatsApp.</span>
        )}
        <Form method="post" preventScrollReset>
          {fields('keep-quiet')}
          <button
            type="submit"
            className="rounded-full border border-line px-5 py-2 text-sm text-ink hover:border-rose hover:text-rose"
          >
            No need
          </button>
        </Form>
      </div>
    </div>
  );
}
