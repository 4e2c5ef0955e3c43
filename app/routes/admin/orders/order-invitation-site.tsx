import { GuestReplies } from '~/components/invitations/guest-replies';

type Props = Parameters<typeof GuestReplies>[0] & { title: string; siteUrl: string };

/** The couple's invitation website as the designer sees it: who is invited, who comes, to help them by phone. */
export function OrderInvitationSite({ title, siteUrl, events, guests, headcounts }: Props) {
  return (
    <section
      aria-labelledby="invitation-site-heading"
      className="rounded-2xl border border-line bg-white p-6 shadow-sm"
    >
      <h2 id="invitation-site-heading" className="text-2xl">
        Invitation website
      </h2>
      <p className="mt-2 text-sm text-muted">
        {title}:{' '}
        <a href={siteUrl} className="break-all text-rose underline underline-offset-4">
          {siteUrl}
        </a>
      </p>
      <p className="mt-1 text-sm text-muted">
        {events.length} {events.length === 1 ? 'event' : 'events'}, {guests.length}{' '}
        {guests.length === 1 ? 'guest' : 'guests'} invited. Only the couple can change them.
      </p>
      {guests.length ? <GuestReplies events={events} guests={guests} headcounts={headcounts} /> : null}
    </section>
  );
}
