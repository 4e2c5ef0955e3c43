import { data } from '@remix-run/node';
import { attendingField, peopleField, replySchema } from '~/schemas/invitation-site';
import type { Services } from '~/.server/boot/services';
import { consumeRateLimit, ONE_HOUR_MS, type RateLimitRule } from '~/.server/platform/rate-limit';
import { parseSubmission } from '~/.server/http/submission';
import { eventsOf, type SiteEvent } from './events';
import { parsePartyToken, partyByToken, type Party } from '~/.server/guest-list/parties';
import { replyOf, saveReply } from './replies';
import { parseSiteAddress } from './site-address';
import { siteDesignOf } from './site-design';
import { resolveImages } from '~/.server/images/views';
import { linkPreviewTags } from './site-preview';
import { absoluteUrl } from '~/.server/http/absolute-url';
import { guestPath } from './site-links';
import { answersClosed, siteAtAddress, type InvitationSite } from './sites';

/** Wrong personal links a client may try in an hour before it is refused: enough for typos, not for guessing. */
export const GUEST_LINK_LIMIT: RateLimitRule = { action: 'guest-link', limit: 30, windowMs: ONE_HOUR_MS };

export const RSVP_SAVED = 'Thank you — your RSVP has been saved.';
export const STALE_REPLY_MESSAGE =
  'Your RSVP was changed from another phone or tab since you opened this page, so nothing was saved. Reload the page to see it.';

export type GuestAccess =
  | { status: 'not-found' }
  | { status: 'throttled'; retryAfterSeconds: number }
  | {
      status: 'ok';
      site: InvitationSite;
      party: Party;
      /** The events the party is invited to; `siteEvents` all of them (for the link's card). */
      events: SiteEvent[];
      siteEvents: SiteEvent[];
      answers: Awaited<ReturnType<typeof replyOf>>;
    };

/**
 * The guest's page is found by its site's address and the party's token together; anything else
 * is the site's 404, and a client that keeps missing is refused for a while.
 */
export async function openGuestPage(services: Services, params: { address?: string; token?: string }, client: string) {
  const { db } = services;
  const address = parseSiteAddress(params.address);
  const token = parsePartyToken(params.token);
  const party = token ? await partyByToken(db, token) : null;
  const site = address ? await siteAtAddress(db, address) : null;
  if (!party || !site || party.siteId !== site.id) {
    const limit = await consumeRateLimit(db, GUEST_LINK_LIMIT, client);
    if (!limit.allowed) return { status: 'throttled', retryAfterSeconds: limit.retryAfterSeconds } as const;
    return { status: 'not-found' } as const;
  }
  const answers = await replyOf(db, party.id);
  const invited = new Set(answers.map((answer) => answer.eventId));
  const siteEvents = await eventsOf(db, site.id);
  const events = siteEvents.filter((event) => invited.has(event.id));
  return { status: 'ok', site, party, events, siteEvents, answers } as const;
}

/** The page's data: only this party's events and answers, never another party's. */
export async function guestPageData(
  services: Services,
  access: Extract<GuestAccess, { status: 'ok' }>,
  now = new Date(),
) {
  const { site, party, events, siteEvents, answers } = access;
  const design = await siteDesignOf(services.db, site.orderId);
  return {
    preview: await linkPreviewTags(services.db, services.config.SITE_URL, site, { events: siteEvents, design }),
    url: absoluteUrl(services.config.SITE_URL, guestPath(site.address, party.token)),
    site: {
      title: site.title,
      welcome: site.welcome,
      address: site.address,
      rsvpDeadline: site.rsvpDeadline,
      hasDesign: design !== null,
      cover: (await resolveImages(services.db, [site.coverImage]))(site.coverImage),
    },
    party: {
      name: party.name,
      ceiling: party.ceiling,
      replyVersion: party.replyVersion,
      answeredAt: party.answeredAt,
      dietary: party.dietary,
      message: party.message,
    },
    events: events.map((event) => ({ ...event, answer: answers.find((a) => a.eventId === event.id) ?? null })),
    closed: answersClosed(site, now),
  };
}

export async function handleGuestReply(
  services: Services,
  access: Extract<GuestAccess, { status: 'ok' }>,
  formData: FormData,
  now = new Date(),
) {
  const { site, party, events } = access;
  const submission = parseSubmission(formData, replySchema(events, party.ceiling));
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const values: Record<string, unknown> = submission.value;
  const saved = await saveReply(
    services.db,
    {
      partyId: party.id,
      expectedReplyVersion: Number(values.replyVersion),
      closed: answersClosed(site, now),
      reply: {
        answers: events.map((event) => {
          const attending = values[attendingField(event.id)] === 'yes';
          return { eventId: event.id, attending, people: attending ? Number(values[peopleField(event.id)]) : 0 };
        }),
        dietary: typeof values.dietary === 'string' ? values.dietary : '',
        message: typeof values.message === 'string' ? values.message : '',
      },
    },
    now,
  );
  if (!saved.ok) {
    if (saved.reason === 'over-ceiling') {
      const what = party.ceiling === 1 ? 'person' : 'people';
      return data(
        {
          result: submission.reply({
            fieldErrors: { [peopleField(saved.eventId)]: [`Your invitation is for up to ${saved.ceiling} ${what}`] },
          }),
        },
        { status: 400 },
      );
    }
    const message =
      saved.reason === 'closed'
        ? 'The RSVP deadline has passed, so your answer was not saved. Please contact the couple.'
        : STALE_REPLY_MESSAGE;
    return data({ result: submission.reply({ formErrors: [message] }) }, { status: 409 });
  }
  return services.flash.redirect(`${guestPath(site.address, party.token)}#rsvp`, {
    kind: 'success',
    title: RSVP_SAVED,
  });
}
