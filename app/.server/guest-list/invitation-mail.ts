import { invitationDate } from '~/lib/studio-time';
import { shortTime } from '~/lib/wedding-events';
import { zoneLabel } from '~/lib/event-zones';
import type { Db } from '../db/connection';
import type { MailTemplate } from '../mail/template';
import { queueMail } from '../mail/outbox';
import { absoluteUrl } from '~/.server/http/absolute-url';
import type { SiteEvent } from '~/.server/invitation-site/events';
import type { Party } from './parties';
import { guestPath } from '~/.server/invitation-site/site-links';
import type { InvitationSite } from '~/.server/invitation-site/sites';

/** E-mails to one wedding's guests in a day (invitations, reminders, changes): a mail server's patience, not a spammer's. */
export const GUEST_MAIL_DAILY_CAP = 300;
const DAY_MS = 24 * 60 * 60 * 1000;

export const INVITATION_KIND = 'guest-invitation';

export const unsubscribePath = (address: string, token: string) => `${guestPath(address, token)}/unsubscribe`;

export interface GuestMailContext {
  siteUrl: string;
  site: InvitationSite;
  /** The link's card (1200×630 JPEG): the couple's design with their names and date. */
  imageUrl: string;
  coupleEmail: string;
}

const eventLine = (event: SiteEvent) =>
  [
    event.name,
    `${invitationDate(event.date)}${event.startTime ? `, ${shortTime(event.startTime)} ${zoneLabel(event.timeZone)}` : ''}`,
    event.venue,
  ].join(' · ');

export function invitationMail(context: GuestMailContext, party: Party, events: SiteEvent[]): MailTemplate {
  const { site } = context;
  const link = absoluteUrl(context.siteUrl, guestPath(site.address, party.token));
  return {
    subject: `You are invited: ${site.title}`,
    blocks: [
      { kind: 'image', src: context.imageUrl, alt: `${site.title}: our wedding invitation`, width: 560, height: 294 },
      { kind: 'heading', text: site.title },
      { kind: 'paragraph', text: `Dear ${party.name},` },
      ...(site.welcome ? [{ kind: 'paragraph' as const, text: site.welcome }] : []),
      {
        kind: 'paragraph',
        text: events.length === 1 ? 'You are invited to:' : 'You are invited to these celebrations:',
      },
      { kind: 'list', items: events.map(eventLine) },
      { kind: 'button', text: 'See your invitation and reply', href: link },
      ...(site.rsvpDeadline
        ? [{ kind: 'paragraph' as const, text: `Please reply by ${invitationDate(site.rsvpDeadline)}.` }]
        : []),
      ...unsubscribeBlocks(context, party),
    ],
  };
}

export function unsubscribeBlocks(context: GuestMailContext, party: Party) {
  return [
    {
      kind: 'paragraph' as const,
      text: `This invitation is from ${context.site.title}, sent for them by Petal & Quill. Reply to this e-mail to write to them.`,
    },
    {
      kind: 'link' as const,
      text: 'No more e-mails about this wedding',
      href: absoluteUrl(context.siteUrl, unsubscribePath(context.site.address, party.token)),
    },
  ];
}

/** How many e-mails to this site's guests were queued in the last day. */
export async function guestMailsToday(db: Db, siteId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .innerJoin('parties', 'parties.id', 'mail_outbox.party_id')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('parties.site_id', '=', siteId)
    .where('mail_outbox.created_at', '>', new Date(now.getTime() - DAY_MS).toISOString())
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** In the caller's transaction: one e-mail to the party, through the outbox, with the couple as Reply-To. */
export function queueGuestMail(
  trx: Db,
  context: GuestMailContext,
  party: Party,
  kind: string,
  template: MailTemplate,
  now: Date,
): Promise<number> {
  return queueMail(
    trx,
    {
      to: party.email!,
      replyTo: context.coupleEmail,
      kind,
      partyId: party.id,
      headers: {
        'List-Unsubscribe': `<${absoluteUrl(context.siteUrl, unsubscribePath(context.site.address, party.token))}>`,
      },
    },
    template,
    now,
  );
}
