import { invitationDate } from '~/lib/studio-time';
import type { Db } from '../db/connection';
import { partiesOf, type Party } from './parties';
import { studioToday } from '~/lib/studio-time';
import { toSite, type InvitationSite } from '~/.server/invitation-site/sites';
import { absoluteUrl } from '~/.server/http/absolute-url';
import { guestPath } from '~/.server/invitation-site/site-links';
import type { MailTemplate } from '../mail/template';
import type { Services } from '~/.server/boot/services';
import {
  GUEST_MAIL_DAILY_CAP,
  guestMailsToday,
  queueGuestMail,
  unsubscribeBlocks,
  type GuestMailContext,
} from './invitation-mail';
import { isDaytimeFor } from './reminder-hours';
import { guestMailContext } from './send-invitations';

export const REMINDER_KIND = 'guest-reminder';
export const DEFAULT_REMINDER_DAYS = [7, 2];
export const MAX_REMINDERS = 3;

/** "7, 2" → [7, 2]: whole days before the deadline, furthest first, each once. */
export function parseReminderDays(text: string): number[] {
  const days = text
    .split(/[,\s]+/)
    .filter(Boolean)
    .map(Number)
    .filter((day) => Number.isInteger(day) && day >= 1 && day <= 60);
  return [...new Set(days)].sort((a, b) => b - a).slice(0, MAX_REMINDERS);
}

const dayBefore = (isoDay: string, days: number) => {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/**
 * The reminder whose turn it is on `today` (the studio's day), or null: each runs from its day until
 * the next one's (the last until the deadline's day ends). One missed while the server was down is
 * not sent late on top of the next.
 */
export function dueReminderDay(deadline: string, days: number[], today: string): string | null {
  const starts = days.map((day) => dayBefore(deadline, day)).sort();
  for (let at = starts.length - 1; at >= 0; at--) {
    if (today >= starts[at]! && today <= deadline) return starts[at]!;
  }
  return null;
}

export function reminderMail(context: GuestMailContext, party: Party): MailTemplate {
  const { site } = context;
  const deadline = site.rsvpDeadline ? invitationDate(site.rsvpDeadline) : '';
  return {
    subject: `A reminder from ${site.title}: please reply by ${deadline}`,
    blocks: [
      { kind: 'image', src: context.imageUrl, alt: `${site.title}: our wedding invitation`, width: 560, height: 294 },
      { kind: 'paragraph', text: `Dear ${party.name},` },
      {
        kind: 'paragraph',
        text: `We hope you can celebrate with us. Please let us know by ${deadline} whether you will come, so we can plan for everyone.`,
      },
      {
        kind: 'button',
        text: 'Reply to the invitation',
        href: absoluteUrl(context.siteUrl, guestPath(site.address, party.token)),
      },
      ...unsubscribeBlocks(context, party),
    ],
  };
}

/** Who a reminder is for: invited, with an address that may be written to, no answer yet. */
const remindable = (party: Party) => party.email && !party.emailOptOutAt && !party.answeredAt && party.sentAt;

/**
 * Queues the reminders due now: per party and reminder day at most once (the reminder's row and its
 * e-mail are written in one transaction, and the row's key refuses a second), never after the party
 * answered or the deadline passed, only in the daytime of the guest's phone's country, within the
 * site's daily cap (what does not fit goes at a later run of the same reminder's turn).
 */
export async function sendDueReminders(services: Pick<Services, 'db' | 'config' | 'mailer'>, now = new Date()) {
  const { db } = services;
  const today = studioToday(now);
  const rows = await db
    .selectFrom('invitation_sites')
    .selectAll()
    .where('rsvp_deadline', 'is not', null)
    .where('rsvp_deadline', '>=', today)
    .execute();
  let queued = 0;
  for (const row of rows) {
    const site = toSite(row);
    const day = dueReminderDay(site.rsvpDeadline!, site.reminderDays, today);
    if (!day) continue;
    queued += await remindSite(services, site, day, now);
  }
  if (queued) services.mailer.kick();
  return { queued };
}

async function remindSite(
  services: Pick<Services, 'db' | 'config' | 'mailer'>,
  site: InvitationSite,
  day: string,
  now: Date,
) {
  const { db } = services;
  const reminded = new Set(
    (
      await db
        .selectFrom('party_reminders')
        .innerJoin('parties', 'parties.id', 'party_reminders.party_id')
        .select('party_reminders.party_id')
        .where('parties.site_id', '=', site.id)
        .where('party_reminders.reminder_day', '=', day)
        .execute()
    ).map((row) => Number(row.party_id)),
  );
  const due = (await partiesOf(db, site.id)).filter(
    (party) => remindable(party) && !reminded.has(party.id) && isDaytimeFor(party.phone, now),
  );
  if (!due.length) return 0;
  const room = GUEST_MAIL_DAILY_CAP - (await guestMailsToday(db, site.id, now));
  const context = await guestMailContext(services, site);
  let queued = 0;
  for (const party of due.slice(0, Math.max(0, room))) {
    if (await remindOnce(db, context, party, day, now)) queued++;
  }
  return queued;
}

/** The row first: a second run (another instance, a restart) finds it and queues nothing. */
async function remindOnce(db: Db, context: GuestMailContext, party: Party, day: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('party_reminders')
      .values({ party_id: party.id, reminder_day: day, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['party_id', 'reminder_day']).doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    const mailId = await queueGuestMail(trx, context, party, REMINDER_KIND, reminderMail(context, party), now);
    await trx
      .updateTable('party_reminders')
      .set({ mail_id: mailId })
      .where('party_id', '=', party.id)
      .where('reminder_day', '=', day)
      .execute();
    return true;
  });
}
