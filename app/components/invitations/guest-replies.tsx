import type { ReactNode } from 'react';
import { formatStudioTime } from '~/lib/studio-time';
import type { PartySide } from '~/schemas/invitation-site';

export interface Guest {
  id: number;
  version: number;
  name: string;
  phone: string;
  email: string | null;
  ceiling: number;
  side: PartySide | null;
  group: string;
  answeredAt: string | null;
  dietary: string;
  message: string;
  url: string;
  whatsApp: string;
  answers: { eventId: number; attending: boolean | null; people: number }[];
}

interface Headcount {
  eventId: number;
  attending: number;
  declined: number;
  awaiting: number;
}

/** The couple's dashboard: per event who comes, and per guest their link and answer. */
export function GuestReplies({
  events,
  guests,
  headcounts,
  csvUrl,
  printUrl,
  actions,
}: {
  events: { id: number; name: string }[];
  guests: Guest[];
  headcounts: Headcount[];
  /** The couple's guest list download; none in the studio's read-only view. */
  csvUrl?: string;
  /** Their print view for the caterer. */
  printUrl?: string;
  /** The couple's buttons for each guest; none in the studio's read-only view. */
  actions?: (guest: Guest) => ReactNode;
}) {
  const nameOf = (eventId: number) => events.find((event) => event.id === eventId)?.name ?? 'Event';
  if (!guests.length) return null;
  return (
    <div className="mt-10 space-y-8">
      <div>
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h3 className="text-2xl">Replies</h3>
          <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            {printUrl ? (
              <a href={printUrl} className="text-rose underline underline-offset-4">
                Print for the caterer
              </a>
            ) : null}
            {csvUrl ? (
              <a href={csvUrl} download className="text-rose underline underline-offset-4">
                Download guest list (CSV)
              </a>
            ) : null}
          </p>
        </div>
        <div className="mt-3 overflow-x-auto rounded-2xl border border-line bg-white/80 shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Replies per event</caption>
            <thead className="border-b border-line bg-cream/60 text-xs uppercase tracking-[0.06em] text-muted">
              <tr>
                <th scope="col" className="px-3 py-3 sm:px-4 font-medium">
                  Event
                </th>
                <th scope="col" className="px-3 py-3 sm:px-4 font-medium">
                  Attending (people)
                </th>
                <th scope="col" className="px-3 py-3 sm:px-4 font-medium">
                  Declined
                </th>
                <th scope="col" className="px-3 py-3 sm:px-4 font-medium">
                  Awaiting reply
                </th>
              </tr>
            </thead>
            <tbody>
              {headcounts.map((count) => (
                <tr key={count.eventId} className="border-b border-line last:border-0">
                  <th scope="row" className="px-3 py-3 sm:px-4 font-medium text-ink">
                    {nameOf(count.eventId)}
                  </th>
                  <td className="px-3 py-3 sm:px-4 tabular-nums">{count.attending}</td>
                  <td className="px-3 py-3 sm:px-4 tabular-nums">{count.declined}</td>
                  <td className="px-3 py-3 sm:px-4 tabular-nums">{count.awaiting}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <ul className="space-y-4">
        {guests.map((guest) => (
          <li
            key={guest.id}
            id={`guest-${guest.id}`}
            className="scroll-mt-6 rounded-2xl border border-line bg-white/80 p-5 shadow-sm"
            data-testid="guest"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h4 className="text-xl text-ink">{guest.name}</h4>
              <p className="text-sm text-muted">
                Invited as {guest.ceiling} · {guest.phone}
              </p>
            </div>
            <ul className="mt-2 flex flex-wrap gap-2 text-sm">
              {guest.answers.map((answer) => (
                <li key={answer.eventId} className="rounded-full bg-cream px-3 py-1">
                  {nameOf(answer.eventId)}:{' '}
                  {answer.attending === null
                    ? 'awaiting reply'
                    : answer.attending
                      ? `attending (${answer.people})`
                      : 'declined'}
                </li>
              ))}
            </ul>
            {guest.answeredAt ? (
              <p className="mt-2 text-xs text-muted">Answered {formatStudioTime(guest.answeredAt)}</p>
            ) : null}
            {guest.dietary ? <p className="mt-2 text-sm">Dietary: {guest.dietary}</p> : null}
            {guest.message ? (
              <p className="mt-1 whitespace-pre-line text-sm italic text-muted">“{guest.message}”</p>
            ) : null}
            <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
              <a
                href={guest.whatsApp}
                target="_blank"
                rel="noopener noreferrer"
                className="rounded-full bg-[#1f7a4d] px-4 py-2 font-medium text-white hover:bg-[#17613c]"
              >
                Send on WhatsApp<span className="sr-only"> to {guest.name}</span>
              </a>
              <span className="break-all text-muted">
                <span className="sr-only">{guest.name}’s link: </span>
                {guest.url}
              </span>
            </div>
            {actions ? actions(guest) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
