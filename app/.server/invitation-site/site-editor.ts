import { data } from '@remix-run/node';
import type { Submission } from '@conform-to/react';
import {
  EditEventSchema,
  EventTargetSchema,
  MoveEventSchema,
  NewEventSchema,
  EditPartySchema,
  PartySchema,
  PartyTargetSchema,
  SiteDetailsSchema,
  SitePasswordSchema,
  SiteVersionSchema,
  CoverPhotoSchema,
} from '~/schemas/invitation-site';
import type { Services } from '~/.server/boot/services';
import { linkKeyLookup } from '~/.server/orders/link-keys';
import { absoluteUrl } from '~/.server/http/absolute-url';
import { parseSubmission } from '~/.server/http/submission';
import {
  addEvent,
  deleteEvent,
  eventsOf,
  markEventTold,
  MAX_EVENTS,
  moveEvent,
  updateEvent,
  type EventValues,
} from './events';
import { countHeads } from './headcounts';
import { isToTell, tellGuests } from '~/.server/guest-list/change-mail';
import { parseReminderDays } from '~/.server/guest-list/reminders';
import { stateOf } from '~/lib/guest-states';
import { matchesFilter, NO_FILTER, stateCountsByEvent, type GuestFilter } from '~/.server/guest-list/guest-filter';
import { addParty, deleteParty, partiesOf, renewPartyLink, updateParty } from '~/.server/guest-list/parties';
import { internationalPhone, normalisePhone, whatsAppLink } from './phone';
import { repliesOfSite } from './replies';
import { siteEditorPath, guestPath, sitePath, verifySiteToken } from './site-links';
import { setSitePassword } from './site-password';
import { invitationMessage, openSite, setCoverImage, updateSite, type InvitationSite } from './sites';
import { withImageForm } from '~/.server/content/content-form';
import { resolveImages } from '~/.server/images/views';

export const STALE_SITE_MESSAGE =
  'This was changed in another tab since you opened it, so nothing was saved. Reload the page to see the saved version; your text is still here.';

export type SiteEditorAccess =
  | { status: 'forged' | 'expired' | 'unavailable' }
  | { status: 'ok'; orderId: number; orderNumber: string; site: InvitationSite };

/** The editor's link names a paid order; its site is made the first time the link is opened. */
export async function openSiteEditor(services: Services, token: string, now: Date): Promise<SiteEditorAccess> {
  const { db, secrets } = services;
  const check = await verifySiteToken(secrets, token, linkKeyLookup(db), now);
  if (!check.ok) return { status: check.reason };
  const order = await db
    .selectFrom('orders')
    .select(['id', 'number', 'status', 'couple_names'])
    .where('id', '=', check.orderId)
    .executeTakeFirst();
  if (!order || order.status !== 'paid') return { status: 'unavailable' };
  const site = await openSite(db, { id: Number(order.id), coupleNames: order.couple_names }, now);
  return { status: 'ok', orderId: Number(order.id), orderNumber: order.number, site };
}

/** The site behind the couple's signed link, for the editor's other pages; anything else is the site's 404. */
export async function requireSiteEditor(services: Services, token: string, now: Date) {
  const access = await openSiteEditor(services, token, now);
  if (access.status !== 'ok') throw new Response('Not Found', { status: 404 });
  return access.site;
}

/** Everything the couple's editor and dashboard show; the guests, their counts and states as `filter` narrows them. */
export async function siteEditorData(services: Services, site: InvitationSite, filter: GuestFilter = NO_FILTER) {
  const { db, config } = services;
  const [events, everyone, replies] = await Promise.all([
    eventsOf(db, site.id),
    partiesOf(db, site.id),
    repliesOfSite(db, site.id),
  ]);
  const cover = (await resolveImages(db, [site.coverImage]))(site.coverImage);
  const parties = everyone.filter((party) => matchesFilter(party, filter));
  const eventIds = events.map((event) => event.id);
  const answersOf = (partyId: number) => replies.get(partyId) ?? [];
  const invited = new Map(parties.map((party) => [party.id, answersOf(party.id).map((answer) => answer.eventId)]));
  const guests = parties.map((party) => {
    const url = absoluteUrl(config.SITE_URL, guestPath(site.address, party.token));
    const message = invitationMessage(site.whatsAppMessage, url);
    return {
      id: party.id,
      name: party.name,
      phone: internationalPhone(party.phone),
      email: party.email,
      ceiling: party.ceiling,
      side: party.side,
      group: party.group,
      version: party.version,
      answeredAt: party.answeredAt,
      dietary: party.dietary,
      message: party.message,
      url,
      whatsApp: whatsAppLink(party.phone, message),
      sentBy: party.sentBy,
      ...stateOf(party),
      answers: answersOf(party.id),
    };
  });
  return {
    site,
    cover,
    siteUrl: absoluteUrl(config.SITE_URL, sitePath(site.address)),
    events,
    guests,
    guestCount: everyone.length,
    groups: [...new Set(everyone.map((party) => party.group).filter(Boolean))].sort(),
    filter,
    headcounts: countHeads(
      eventIds,
      parties.map((party) => answersOf(party.id)),
    ),
    states: stateCountsByEvent(parties, invited, eventIds),
    /** Per event with a change its guests were not told of: how many would get an e-mail. */
    toTell: Object.fromEntries(
      events
        .filter((event) => event.told)
        .map((event) => [event.id, everyone.filter((party) => isToTell(party, answersOf(party.id), event.id)).length]),
    ) as Record<number, number>,
  };
}

export type SiteEditorIntent =
  | 'details'
  | 'add-event'
  | 'edit-event'
  | 'delete-event'
  | 'move-event'
  | 'tell-guests'
  | 'keep-quiet'
  | 'add-party'
  | 'edit-party'
  | 'delete-party'
  | 'renew-link'
  | 'set-password'
  | 'remove-password'
  | 'cover-photo'
  | 'remove-cover';

const answer = (
  intent: SiteEditorIntent,
  result: ReturnType<Submission<unknown>['reply']>,
  status = 400,
  target?: number,
) => data({ intent, target, result }, { status });

const eventValues = (value: {
  name: string;
  date: string;
  startTime?: string;
  timeZone: string;
  venue: string;
  address?: string;
  mapLink?: string;
  dressCode?: string;
  notes?: string;
}): EventValues => ({
  name: value.name,
  date: value.date,
  startTime: value.startTime ?? '',
  timeZone: value.timeZone,
  venue: value.venue,
  address: value.address ?? '',
  mapLink: value.mapLink ?? '',
  dressCode: value.dressCode ?? '',
  notes: value.notes ?? '',
});

const EVENT_REFUSALS: Record<'past' | 'bad-link', Record<string, string[]>> = {
  past: { date: ['Date cannot be in the past'] },
  'bad-link': { mapLink: ['Map link must be a web address starting with http:// or https://'] },
};

/** Every form of the editor posts here with its `intent`; each answers beside its fields or redirects with a notice. */
export async function handleSiteEditorPost(services: Services, token: string, formData: FormData, now = new Date()) {
  const access = await openSiteEditor(services, token, now);
  if (access.status !== 'ok') throw new Response('Not Found', { status: 404 });
  const { db, flash } = services;
  const { site } = access;
  const here = (anchor: string) => `${siteEditorPath(token)}#${anchor}`;
  const intent = String(formData.get('intent') ?? '') as SiteEditorIntent;

  switch (intent) {
    case 'details': {
      const submission = parseSubmission(formData, SiteDetailsSchema);
      if (submission.status !== 'success') return answer(intent, submission.reply());
      const { version, ...values } = submission.value;
      const saved = await updateSite(
        db,
        {
          siteId: site.id,
          expectedVersion: version,
          values: {
            title: values.title,
            welcome: values.welcome ?? '',
            rsvpDeadline: values.rsvpDeadline ?? null,
            whatsAppMessage: values.whatsAppMessage,
            reminderDays: parseReminderDays(values.reminderDays ?? ''),
          },
        },
        now,
      );
      if (!saved.ok) return answer(intent, submission.reply({ formErrors: [STALE_SITE_MESSAGE] }), 409);
      return flash.redirect(here('details'), { kind: 'success', title: 'Your site is saved' });
    }
    case 'add-event': {
      const submission = parseSubmission(formData, NewEventSchema);
      if (submission.status !== 'success') return answer(intent, submission.reply());
      const added = await addEvent(db, site.id, eventValues(submission.value), now);
      if (!added.ok) {
        if (added.reason === 'past' || added.reason === 'bad-link') {
          return answer(intent, submission.reply({ fieldErrors: EVENT_REFUSALS[added.reason] }));
        }
        return answer(intent, submission.reply({ formErrors: [`A site holds at most ${MAX_EVENTS} events.`] }), 409);
      }
      return flash.redirect(here('events'), { kind: 'success', title: `${submission.value.name} added` });
    }
    case 'edit-event': {
      const submission = parseSubmission(formData, EditEventSchema);
      if (submission.status !== 'success') {
        const target = Number(formData.get('eventId')) || undefined;
        return answer(intent, submission.reply(), 400, target);
      }
      const { eventId, version } = submission.value;
      const saved = await updateEvent(
        db,
        { siteId: site.id, eventId, expectedVersion: version, values: eventValues(submission.value) },
        now,
      );
      if (!saved.ok) {
        if (saved.reason === 'past' || saved.reason === 'bad-link') {
          return answer(intent, submission.reply({ fieldErrors: EVENT_REFUSALS[saved.reason] }), 400, eventId);
        }
        return answer(intent, submission.reply({ formErrors: [STALE_SITE_MESSAGE] }), 409, eventId);
      }
      return flash.redirect(here(`event-${eventId}`), { kind: 'success', title: `${submission.value.name} saved` });
    }
    case 'delete-event': {
      const submission = parseSubmission(formData, EventTargetSchema);
      if (submission.status !== 'success') return answer(intent, submission.reply());
      const removed = await deleteEvent(db, {
        siteId: site.id,
        ...submission.value,
        expectedVersion: submission.value.version,
      });
      if (!removed.ok) {
        return flash.redirect(here('events'), {
          kind: 'error',
          title: 'Nothing was removed',
          message: STALE_SITE_MESSAGE,
        });
      }
      return flash.redirect(here('events'), { kind: 'success', title: 'Event removed' });
    }
    case 'tell-guests':
    case 'keep-quiet': {
      const submission = parseSubmission(formData, EventTargetSchema);
      if (submission.status !== 'success') return answer(intent, submission.reply());
      const { eventId } = submission.value;
      const event = (await eventsOf(db, site.id)).find((one) => one.id === eventId);
      if (intent === 'keep-quiet') {
        await markEventTold(db, { siteId: site.id, eventId });
        return flash.redirect(here(`event-${eventId}`), { kind: 'success', title: 'No e-mail sent' });
      }
      const told = await tellGuests(services, site, eventId, now);
      if (told.later) {
        return flash.redirect(here(`event-${eventId}`), {
          kind: 'error',
          title: 'Not sent yet',
          message: `Today’s e-mails to your guests have reached the limit. Please tell them tomorrow.`,
        });
      }
      const guests = `${told.told} ${told.told === 1 ? 'guest' : 'guests'}`;
      return flash.redirect(here(`event-${eventId}`), {
        kind: 'success',
        title: told.told ? `${guests} will get an e-mail about the ${event?.name ?? 'event'}` : 'Nothing to send',
      });
    }
    case 'move-event': {
      const submission = parseSubmission(formData, MoveEventSchema);
      if (submission.status !== 'success') return answer(intent, submission.reply());
      await moveEvent(db, { siteId: site.id, ...submission.value });
      return flash.redirect(here('events'), { kind: 'success', title: 'Events reordered' });
    }
    case 'add-party':
    case 'edit-party': {
      const edit = intent === 'edit-party' ? parseSubmission(formData, EditPartySchema) : null;
      const submission = edit ?? parseSubmission(formData, PartySchema);
      const target = Number(formData.get('partyId')) || undefined;
      if (submission.status !== 'success') return answer(intent, submission.reply(), 400, target);
      const phone = normalisePhone(submission.value.phone);
      if (!phone) {
        return answer(
          intent,
          submission.reply({
            fieldErrors: { phone: ['Please enter a phone number with its country code, e.g. +91 98123 45678'] },
          }),
          400,
          target,
        );
      }
      const values = {
        name: submission.value.name,
        phone,
        email: submission.value.email ?? null,
        ceiling: submission.value.ceiling,
        side: submission.value.side ?? null,
        group: submission.value.group ?? '',
        eventIds: submission.value.events,
      };
      const saved =
        edit?.status === 'success'
          ? await updateParty(
              db,
              { siteId: site.id, partyId: edit.value.partyId, expectedVersion: edit.value.version, values },
              now,
            )
          : await addParty(db, site.id, values, now);
      if (!saved.ok) {
        const fieldErrors: Record<string, string[]> | null =
          saved.reason === 'not-an-event'
            ? { events: ['Please choose the events from the list'] }
            : saved.reason === 'below-answers'
              ? { ceiling: [`They already said ${saved.people} will come: invite at least as many`] }
              : null;
        if (fieldErrors) return answer(intent, submission.reply({ fieldErrors }), 400, target);
        return answer(intent, submission.reply({ formErrors: [STALE_SITE_MESSAGE] }), 409, target);
      }
      const title =
        intent === 'add-party' ? `${submission.value.name} added to your guests` : `${submission.value.name} saved`;
      return flash.redirect(here(intent === 'add-party' ? 'guests' : `guest-${saved.id}`), { kind: 'success', title });
    }
    case 'delete-party':
    case 'renew-link': {
      const submission = parseSubmission(formData, PartyTargetSchema);
      if (submission.status !== 'success') return answer(intent, submission.reply());
      const change = { siteId: site.id, partyId: submission.value.partyId, expectedVersion: submission.value.version };
      const done = intent === 'delete-party' ? await deleteParty(db, change) : await renewPartyLink(db, change);
      if (!done.ok) {
        return flash.redirect(here('guests'), {
          kind: 'error',
          title: 'Nothing was changed',
          message: STALE_SITE_MESSAGE,
        });
      }
      return flash.redirect(
        here(intent === 'delete-party' ? 'guests' : `guest-${change.partyId}`),
        intent === 'delete-party'
          ? { kind: 'success', title: 'Guest removed' }
          : { kind: 'success', title: 'New link made', message: 'The old link no longer opens the invitation.' },
      );
    }
    case 'remove-cover': {
      const submission = parseSubmission(formData, SiteVersionSchema);
      if (submission.status !== 'success') return answer(intent, submission.reply());
      const saved = await setCoverImage(
        db,
        { siteId: site.id, expectedVersion: submission.value.version, image: null },
        now,
      );
      if (!saved.ok) return answer(intent, submission.reply({ formErrors: [STALE_SITE_MESSAGE] }), 409);
      return flash.redirect(here('cover'), { kind: 'success', title: 'Cover photo removed' });
    }
    case 'set-password':
    case 'remove-password': {
      const setting = intent === 'set-password' ? parseSubmission(formData, SitePasswordSchema) : null;
      const submission = setting ?? parseSubmission(formData, SiteVersionSchema);
      if (submission.status !== 'success') return answer(intent, submission.reply());
      const password = setting?.status === 'success' ? setting.value.password : null;
      const saved = await setSitePassword(
        db,
        { siteId: site.id, expectedVersion: submission.value.version, password },
        now,
      );
      if (!saved.ok) return answer(intent, submission.reply({ formErrors: [STALE_SITE_MESSAGE] }), 409);
      return flash.redirect(here('password'), {
        kind: 'success',
        title: password === null ? 'Password removed' : 'Password set',
        message:
          password === null
            ? 'Anyone with the site’s address can open it.'
            : 'Guests type it once on the site’s address; their own links open without it.',
      });
    }
    default:
      throw new Response('Bad Request', { status: 400 });
  }
}

/**
 * A multipart post to the editor (the cover photo's form, or any other form a browser sent that
 * way): read as it arrives, a photo through the image pipeline, then answered like the rest.
 */
export async function handleSiteEditorUpload(services: Services, token: string, request: Request, now = new Date()) {
  const access = await openSiteEditor(services, token, now);
  if (access.status !== 'ok') throw new Response('Not Found', { status: 404 });
  const { site } = access;
  return withImageForm(services, request, { image: 1 }, site.coverImage ? [site.coverImage] : [], async (form) => {
    if (form.fields.get('intent') !== 'cover-photo') {
      if (form.refusal) throw new Response('Payload Too Large', { status: 413 });
      return handleSiteEditorPost(services, token, form.fields, now);
    }
    const submission = parseSubmission(form.fields, CoverPhotoSchema);
    if (form.refusal) {
      return answer(
        'cover-photo',
        submission.reply({ fieldErrors: { image: [form.refusal.message] } }),
        form.refusal.status,
      );
    }
    const imageErrors = form.imageErrors.image;
    if (imageErrors?.length)
      return answer('cover-photo', submission.reply({ fieldErrors: { image: imageErrors } }), 422);
    if (submission.status !== 'success') return answer('cover-photo', submission.reply());
    const image = submission.value.image_ref ?? null;
    const saved = await setCoverImage(
      services.db,
      { siteId: site.id, expectedVersion: submission.value.version, image },
      now,
    );
    if (!saved.ok) return answer('cover-photo', submission.reply({ formErrors: [STALE_SITE_MESSAGE] }), 409);
    return services.flash.redirect(`${siteEditorPath(token)}#cover`, { kind: 'success', title: 'Cover photo saved' });
  });
}
