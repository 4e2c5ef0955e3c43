import type { ReactNode } from 'react';
import { GUEST_STATES, STATE_NAMES, type GuestState } from '~/lib/guest-states';
import { formatStudioTime } from '~/lib/studio-time';
import { GuestFilterForm, type GuestFilterValues } from './guest-filter-form';
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
  /** How far the invitation got (app/lib/guest-states.ts), since when, and how it was sent. */
  state: GuestState;
  at: string | null;
  sentBy: 'whatsapp' | 'email' | null;
  answers: { eventId: number; attending: boolean | null; people: number }[];
}

interface StateCount {
  eventId: number;
  counts: Record<GuestState, number>;
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
  states,
  filter,
  groups = [],
  guestCount,
  csvUrl,
  printUrl,
  actions,
}: {
  events: { id: number; name: string }[];
  guests: Guest[];
  headcounts: Headcount[];
  /** Per event, how far its guests' invitations got; none in the studio's read-only view. */
  states?: StateCount[];
  /** The couple's filter of the list (the counts follow it); with every guest's count. */
  filter?: GuestFilterValues;
  groups?: string[];
  guestCount?: number;
  /** The couple's guest list download; none in the studio's read-only view. */
  csvUrl?: string;
  /** Their print view for the caterer. */
  printUrl?: string;
  /** The couple's buttons for each guest; none in the studio's read-only view. */
  actions?: (guest: Guest) => ReactNode;
}) {
  const nameOf = (eventId: number) => events.find((event) => event.id === eventId)?.name ?? 'Event';
  if (!guests.length && !guestCount) return null;
  return (
    <div className="mt-10 space-y-8">
      {filter ? (
        <GuestFilterForm filter={filter} groups={groups} shown={guests.length} total={guestCount ?? guests.length} />
      ) : null}
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
      {states ? (
        <div>
          <h3 className="text-2xl">Invitations</h3>
          <div className="mt-3 overflow-x-auto rounded-2xl border border-line bg-white/80 shadow-sm">
            <table className="w-full text-left text-sm" data-testid="invitation-states">
              <caption className="sr-only">How far each event’s invitations got</caption>
              <thead className="border-b border-line bg-cream/60 text-xs uppercase tracking-[0.06em] text-muted">
                <tr>
                  <th scope="col" className="px-3 py-3 font-medium sm:px-4">
                    Event
                  </th>
                  {GUEST_STATES.map((state) => (
                    <th key={state} scope="col" className="px-3 py-3 font-medium sm:px-4">
                      {STATE_NAMES[state]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {states.map((row) => (
                  <tr key={row.eventId} className="border-b border-line last:border-0">
                    <th scope="row" className="px-3 py-3 font-medium text-ink sm:px-4">
                      {nameOf(row.eventId)}
                    </th>
                    {GUEST_STATES.map((state) => (
                      <td key={state} className="px-3 py-3 tabular-nums sm:px-4">
                        {row.counts[state]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-2 text-xs text-muted">
            Delivered: WhatsApp or Facebook drew the link’s card in a chat. Opened: someone opened the link. No tracking
            pixels: only the page’s own visits count.
          </p>
        </div>
      ) : null}
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
            <p className="mt-1 text-sm" data-testid="guest-state">
              <span className="rounded-full border border-gold/50 px-2.5 py-0.5 text-xs font-medium uppercase tracking-[0.08em] text-ink">
                {STATE_NAMES[guest.state]}
              </span>
              {guest.at ? <span className="ml-2 text-xs text-muted">{formatStudioTime(guest.at)}</span> : null}
              {guest.sentBy ? (
                <span className="ml-2 text-xs text-muted">
                  · sent by {guest.sentBy === 'email' ? 'e-mail' : 'WhatsApp'}
                </span>
              ) : null}
            </p>
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
