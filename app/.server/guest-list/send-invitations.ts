import { engineOf, type Db } from '../db/connection';
import { eventsOf } from '~/.server/invitation-site/events';
import { partiesOf, type Party } from './parties';
import { repliesOfSite } from '~/.server/invitation-site/replies';
import { linkPreviewTags } from '~/.server/invitation-site/site-preview';
import type { InvitationSite } from '~/.server/invitation-site/sites';
import type { Services } from '~/.server/boot/services';
import { matchesFilter, type GuestFilter } from './guest-filter';
import {
  GUEST_MAIL_DAILY_CAP,
  guestMailsToday,
  INVITATION_KIND,
  invitationMail,
  queueGuestMail,
  type GuestMailContext,
} from './invitation-mail';

export async function guestMailContext(
  services: Pick<Services, 'db' | 'config'>,
  site: InvitationSite,
): Promise<GuestMailContext> {
  const { db, config } = services;
  const order = await db.selectFrom('orders').select('email').where('id', '=', site.orderId).executeTakeFirstOrThrow();
  const preview = await linkPreviewTags(db, config.SITE_URL, site);
  return { siteUrl: config.SITE_URL, site, imageUrl: preview.image, coupleEmail: order.email };
}

/** Parties with an e-mail address that may be written to, and whether their invitation was e-mailed already. */
async function emailable(db: Db, siteId: number, filter: GuestFilter) {
  const parties = (await partiesOf(db, siteId)).filter(
    (party) => party.email && !party.emailOptOutAt && matchesFilter(party, { ...filter, state: null }),
  );
  const mailed = await db
    .selectFrom('mail_outbox')
    .innerJoin('parties', 'parties.id', 'mail_outbox.party_id')
    .select('mail_outbox.party_id')
    .where('parties.site_id', '=', siteId)
    .where('mail_outbox.kind', '=', INVITATION_KIND)
    .execute();
  const done = new Set(mailed.map((row) => Number(row.party_id)));
  return {
    waiting: parties.filter((party) => !done.has(party.id)),
    mailed: parties.length - parties.filter((party) => !done.has(party.id)).length,
  };
}

export async function invitationMailCounts(
  services: Services,
  site: InvitationSite,
  filter: GuestFilter,
  now = new Date(),
) {
  const { waiting, mailed } = await emailable(services.db, site.id, filter);
  const left = Math.max(0, GUEST_MAIL_DAILY_CAP - (await guestMailsToday(services.db, site.id, now)));
  return { waiting: waiting.length, mailed, left };
}

/**
 * Queues the invitation for every party (of the filter's side and group) with an e-mail address that
 * has not had it, up to the site's daily cap, in one transaction; the outbox sends them and marks
 * each party sent as the mail server takes it. A second press queues no one twice.
 */
export async function emailInvitations(
  services: Services,
  site: InvitationSite,
  filter: GuestFilter,
  now = new Date(),
) {
  const context = await guestMailContext(services, site);
  const events = await eventsOf(services.db, site.id);
  const replies = await repliesOfSite(services.db, site.id);
  const result = await services.db.transaction().execute(async (trx) => {
    // Two presses at once on PostgreSQL: the second waits here, then finds everyone queued (SQLite runs one at a time).
    if (engineOf(services.db) === 'postgres') {
      await trx.selectFrom('invitation_sites').select('id').where('id', '=', site.id).forUpdate().execute();
    }
    const { waiting } = await emailable(trx, site.id, filter);
    const room = Math.max(0, GUEST_MAIL_DAILY_CAP - (await guestMailsToday(trx, site.id, now)));
    const sending: Party[] = waiting.slice(0, room);
    for (const party of sending) {
      const invited = new Set((replies.get(party.id) ?? []).map((answer) => answer.eventId));
      const template = invitationMail(
        context,
        party,
        events.filter((event) => invited.has(event.id)),
      );
      await queueGuestMail(trx, context, party, INVITATION_KIND, template, now);
    }
    return { queued: sending.length, later: waiting.length - sending.length };
  });
  services.mailer.kick();
  return result;
}
