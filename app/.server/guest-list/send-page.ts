import { data, redirect } from '@remix-run/node';
import * as v from 'valibot';
import { formObject } from '~/schemas/fields';
import { parseSubmission } from '../http/submission';
import { invitationDate } from '~/lib/studio-time';
import { partiesOf } from './parties';
import { answersClosed, invitationMessage } from '~/.server/invitation-site/sites';
import { internationalPhone, whatsAppLink } from '~/.server/invitation-site/phone';
import { requireSiteEditor } from '~/.server/invitation-site/site-editor';
import { guestPath, siteEditorPath } from '~/.server/invitation-site/site-links';
import { absoluteUrl } from '~/.server/http/absolute-url';
import type { Services } from '~/.server/boot/services';
import { guestFilterOf, matchesFilter, type GuestFilter } from './guest-filter';
import { GUEST_MAIL_DAILY_CAP } from './invitation-mail';
import { markPartySent } from './sending';
import { emailInvitations, invitationMailCounts } from './send-invitations';

export const sendPath = (token: string) => `${siteEditorPath(token)}/send`;

const SendSchema = v.variant('intent', [
  formObject({ intent: v.literal('whatsapp-sent'), partyId: v.number() }),
  formObject({ intent: v.literal('email') }),
]);

/** Side and group narrow the sending; how far each got does not (the list is of those not sent). */
const sendingFilter = (url: URL): GuestFilter => ({ ...guestFilterOf(url), state: null });

export async function sendPageData(services: Services, token: string, url: URL, now = new Date()) {
  const site = await requireSiteEditor(services, token, now);
  const filter = sendingFilter(url);
  const everyone = await partiesOf(services.db, site.id);
  const parties = everyone.filter((party) => matchesFilter(party, filter));
  const unsent = parties.filter((party) => !party.sentAt);
  const next = unsent[0];
  const linkOf = (partyToken: string) => absoluteUrl(services.config.SITE_URL, guestPath(site.address, partyToken));
  const message = (partyToken: string) => invitationMessage(site.whatsAppMessage, linkOf(partyToken));
  const closed = answersClosed(site, now);
  const deadline = site.rsvpDeadline ? ` by ${invitationDate(site.rsvpDeadline)}` : '';
  const reminder = (partyToken: string) =>
    `A gentle reminder from ${site.title}: we would love to know${deadline} whether you can come. Your invitation: ${linkOf(partyToken)}`;
  const awaiting = closed ? [] : parties.filter((party) => party.sentAt && !party.answeredAt);
  return {
    title: site.title,
    editorPath: siteEditorPath(token),
    filter,
    groups: [...new Set(everyone.map((party) => party.group).filter(Boolean))].sort(),
    guests: parties.length,
    unsent: unsent.length,
    next: next
      ? {
          id: next.id,
          name: next.name,
          phone: internationalPhone(next.phone),
          whatsApp: whatsAppLink(next.phone, message(next.token)),
        }
      : null,
    mail: { ...(await invitationMailCounts(services, site, filter, now)), cap: GUEST_MAIL_DAILY_CAP },
    /** Invited and not answered: a WhatsApp reminder each, one tap. */
    reminders: awaiting.map((party) => ({
      id: party.id,
      name: party.name,
      phone: internationalPhone(party.phone),
      whatsApp: whatsAppLink(party.phone, reminder(party.token)),
    })),
  };
}

export async function handleSendPost(
  services: Services,
  token: string,
  url: URL,
  formData: FormData,
  now = new Date(),
) {
  const site = await requireSiteEditor(services, token, now);
  const submission = parseSubmission(formData, SendSchema);
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const back = `${sendPath(token)}${url.search}`;
  const sent = submission.value;
  if (sent.intent === 'whatsapp-sent') {
    const party = (await partiesOf(services.db, site.id)).find((one) => one.id === sent.partyId);
    if (party) await markPartySent(services.db, party.id, 'whatsapp', now);
    return redirect(back);
  }
  const { queued, later } = await emailInvitations(services, site, sendingFilter(url), now);
  const invitations = (n: number) => `${n} ${n === 1 ? 'invitation' : 'invitations'}`;
  return services.flash.redirect(
    back,
    queued
      ? {
          kind: 'success',
          title: `${invitations(queued)} on the way by e-mail`,
          ...(later ? { message: `${invitations(later)} more tomorrow: at most ${GUEST_MAIL_DAILY_CAP} a day.` } : {}),
        }
      : later
        ? {
            kind: 'error',
            title: 'Nothing sent today',
            message: `At most ${GUEST_MAIL_DAILY_CAP} e-mails a day: the rest go tomorrow.`,
          }
        : { kind: 'success', title: 'Everyone with an e-mail address has their invitation' },
  );
}
