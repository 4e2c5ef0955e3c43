import { atVersion } from '~/.server/db/row-versions';
import { zoneLabel } from '~/lib/event-zones';
import { invitationDate } from '~/lib/studio-time';
import { shortTime } from '~/lib/wedding-events';
import { eventsOf, type SiteEvent, type Whereabouts } from '~/.server/invitation-site/events';
import { partiesOf, type Party } from './parties';
import { repliesOfSite } from '~/.server/invitation-site/replies';
import { guestPath } from '~/.server/invitation-site/site-links';
import type { InvitationSite } from '~/.server/invitation-site/sites';
import type { MailTemplate } from '../mail/template';
import { absoluteUrl } from '~/.server/http/absolute-url';
import type { Services } from '~/.server/boot/services';
import {
  GUEST_MAIL_DAILY_CAP,
  guestMailsToday,
  queueGuestMail,
  unsubscribeBlocks,
  type GuestMailContext,
} from './invitation-mail';
import { guestMailContext } from './send-invitations';

export const CHANGE_KIND = 'guest-change';

const when = (at: Whereabouts) =>
  `${invitationDate(at.date)}${at.startTime ? `, ${shortTime(at.startTime)} ${zoneLabel(at.timeZone)}` : ''}`;
const where = (at: Whereabouts) => [at.venue, at.address.replace(/\s*\n\s*/g, ', ')].filter(Boolean).join(', ');

/** "new day and place": what changed, in a few words. */
export function changedParts(before: Whereabouts, after: Whereabouts): string {
  const parts = [
    before.date !== after.date ? 'day' : '',
    before.startTime !== after.startTime || before.timeZone !== after.timeZone ? 'time' : '',
    before.venue !== after.venue || before.address !== after.address ? 'place' : '',
  ].filter(Boolean);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? 'details');
}

export function changeMail(
  context: GuestMailContext,
  party: Party,
  event: SiteEvent,
  before: Whereabouts,
): MailTemplate {
  const what = changedParts(before, event);
  return {
    subject: `${context.site.title}: a new ${what} for the ${event.name}`,
    blocks: [
      { kind: 'heading', text: `The ${event.name}: a new ${what}` },
      { kind: 'paragraph', text: `Dear ${party.name},` },
      { kind: 'paragraph', text: `Please note the ${event.name}’s new ${what}:` },
      {
        kind: 'fields',
        rows: [
          ['Now', `${when(event)} · ${where(event)}`],
          ['Before', `${when(before)} · ${where(before)}`],
        ],
      },
      {
        kind: 'button',
        text: 'See your invitation',
        href: absoluteUrl(context.siteUrl, guestPath(context.site.address, party.token)),
      },
      ...unsubscribeBlocks(context, party),
    ],
  };
}

/** A guest to tell of a change: invited to the event, sent their invitation, with an address that may be written to. */
export const isToTell = (party: Party, answers: { eventId: number }[], eventId: number) =>
  Boolean(party.email && !party.emailOptOutAt && party.sentAt && answers.some((answer) => answer.eventId === eventId));

async function guestsToTell(services: Pick<Services, 'db'>, site: InvitationSite, eventId: number) {
  const replies = await repliesOfSite(services.db, site.id);
  return (await partiesOf(services.db, site.id)).filter((party) =>
    isToTell(party, replies.get(party.id) ?? [], eventId),
  );
}

/**
 * E-mails the event's change to its guests and marks it told, in one transaction: a second press
 * finds nothing waiting and sends nothing. When today's cap has no room for all of them, none yet.
 */
export async function tellGuests(services: Services, site: InvitationSite, eventId: number, now = new Date()) {
  const event = (await eventsOf(services.db, site.id)).find((one) => one.id === eventId);
  if (!event?.told) return { told: 0, later: 0 };
  const before = event.told;
  const context = await guestMailContext(services, site);
  const guests = await guestsToTell(services, site, eventId);
  const result = await services.db.transaction().execute(async (trx) => {
    // All of them or none today: a change told to some guests only would be worse than told tomorrow.
    const room = Math.max(0, GUEST_MAIL_DAILY_CAP - (await guestMailsToday(trx, site.id, now)));
    if (guests.length > room) return { told: 0, later: guests.length };
    const claimed = await trx
      .updateTable('site_events')
      .set({ told: null })
      .where('id', '=', eventId)
      .where('site_id', '=', site.id)
      .where(atVersion(event.version))
      .where('told', 'is not', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return { told: 0, later: 0 };
    for (const party of guests) {
      await queueGuestMail(trx, context, party, CHANGE_KIND, changeMail(context, party, event, before), now);
    }
    return { told: guests.length, later: 0 };
  });
  services.mailer.kick();
  return result;
}
