import { zoneLabel } from '~/lib/event-zones';
import { STUDIO_ZONE } from '~/lib/studio-time';
import { invitationDate } from '~/lib/studio-time';
import { shortTime } from '~/lib/wedding-events';
import type { EventFields } from '~/schemas/invitation-site';

/** An event as its guests read it: when, where, how to get there, what to wear. */
export function EventDetails({ event }: { event: EventFields }) {
  const time = shortTime(event.startTime);
  return (
    <dl className="space-y-1 text-ink">
      <div>
        <dt className="sr-only">When</dt>
        <dd>
          {invitationDate(event.date)}
          {/* Guests abroad read the time in the event's place, named. */}
          {time ? `, ${time} ${zoneLabel(event.timeZone ?? STUDIO_ZONE)}` : ''}
        </dd>
      </div>
      <div>
        <dt className="sr-only">Where</dt>
        <dd>
          {event.venue}
          {event.address ? <span className="block whitespace-pre-line text-sm text-muted">{event.address}</span> : null}
        </dd>
      </div>
      {event.mapLink ? (
        <div>
          <dt className="sr-only">Map</dt>
          <dd>
            <a
              href={event.mapLink}
              rel="noopener noreferrer"
              target="_blank"
              className="text-sm text-rose underline underline-offset-4"
            >
              Open the map<span className="sr-only"> for the {event.name}</span>
            </a>
          </dd>
        </div>
      ) : null}
      {event.dressCode ? (
        <div className="text-sm">
          <dt className="inline text-muted">Dress code: </dt>
          <dd className="inline">{event.dressCode}</dd>
        </div>
      ) : null}
      {event.notes ? (
        <div>
          <dt className="sr-only">Notes</dt>
          <dd className="whitespace-pre-line text-sm text-muted">{event.notes}</dd>
        </div>
      ) : null}
    </dl>
  );
}
