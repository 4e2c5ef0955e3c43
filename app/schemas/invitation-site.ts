import { EVENT_ZONE_IDS } from '~/lib/event-zones';
import { STUDIO_ZONE } from '~/lib/studio-time';
import { imageFile, imageRef, imageRequired } from './content-image';
import * as v from 'valibot';
import {
  email,
  formObject,
  futureDate,
  optionalFutureDate,
  optionalHttpUrl,
  optionalText,
  PHONE_TYPED,
  requiredText,
  rowVersion,
} from './fields';

export const SITE_TITLE_MAX = 120;
export const WELCOME_MAX = 2000;
export const WHATSAPP_MESSAGE_MAX = 500;
export const EVENT_TEXT_MAX = 120;
export const EVENT_ADDRESS_MAX = 300;
export const EVENT_NOTES_MAX = 1000;
export const PARTY_NAME_MAX = 120;
export const PHONE_MAX = 30;
export const MAX_PARTY_SIZE = 50;
export const DIETARY_MAX = 500;
export const GROUP_MAX = 60;
export const REMINDER_DAYS_MAX = 20;
/** Whose guests a party is: the bride's family's, the groom's, or both. */
export const PARTY_SIDES = ['bride', 'groom', 'both'] as const;
export type PartySide = (typeof PARTY_SIDES)[number];
export const SIDE_NAMES: Record<PartySide, string> = {
  bride: 'Bride’s side',
  groom: 'Groom’s side',
  both: 'Both sides',
};
export const GUEST_MESSAGE_MAX = 1000;
/** Where each guest's own link goes in the WhatsApp message. */
export const LINK_PLACEHOLDER = '{link}';

export const SiteDetailsSchema = formObject({
  title: requiredText('Title', SITE_TITLE_MAX, 'name'),
  welcome: optionalText('Welcome message', WELCOME_MAX, 'lines'),
  rsvpDeadline: optionalFutureDate('RSVP deadline'),
  reminderDays: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(REMINDER_DAYS_MAX, 'Reminders: up to three numbers of days, like 7, 2'),
      v.regex(/^\s*\d{1,2}(?:\s*,\s*\d{1,2}){0,2}\s*$/, 'Reminders: up to three numbers of days, like 7, 2'),
    ),
  ),
  whatsAppMessage: v.pipe(
    requiredText('WhatsApp message', WHATSAPP_MESSAGE_MAX, 'lines'),
    v.includes(
      LINK_PLACEHOLDER,
      `The WhatsApp message must contain ${LINK_PLACEHOLDER}, where each guest’s own link goes`,
    ),
  ),
  version: rowVersion,
});

/** An event as the couple types it and guests read it. */
export interface EventFields {
  name: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, or '' */
  startTime: string;
  /** Where the event is held (app/lib/event-zones.ts); India's when not given. */
  timeZone?: string;
  venue: string;
  address: string;
  /** An http(s) address, or '' */
  mapLink: string;
  dressCode: string;
  notes: string;
}

const eventFields = {
  name: requiredText('Event name', EVENT_TEXT_MAX, 'line'),
  startTime: v.optional(
    v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Start time must be a time, like 18:30')),
  ),
  timeZone: v.optional(v.picklist(EVENT_ZONE_IDS, 'Choose where the event is held'), STUDIO_ZONE),
  venue: requiredText('Venue', EVENT_TEXT_MAX, 'line'),
  address: optionalText('Address', EVENT_ADDRESS_MAX, 'lines'),
  mapLink: optionalHttpUrl('Map link'),
  dressCode: optionalText('Dress code', EVENT_TEXT_MAX, 'line'),
  notes: optionalText('Notes', EVENT_NOTES_MAX, 'lines'),
};

export const NewEventSchema = formObject({ ...eventFields, date: futureDate('Date') });

/** An event already held may keep its day; the server refuses moving one into the past. */
export const EditEventSchema = formObject({
  ...eventFields,
  date: v.pipe(v.string('Date is required'), v.isoDate('Date must be a date')),
  eventId: v.number(),
  version: rowVersion,
});

export const EventTargetSchema = formObject({ eventId: v.number(), version: rowVersion });
export const MoveEventSchema = formObject({ eventId: v.number(), direction: v.picklist(['up', 'down']) });

/** The digits, spaces and + of a phone number: whether it is one is decided with its country code on the server. */
const phone = v.pipe(
  requiredText('Phone', PHONE_MAX, 'line'),
  v.regex(PHONE_TYPED, 'Please enter a phone number, e.g. +91 98123 45678'),
);

/** A party as the couple's form and a guest list's row both give it. */
export const partyDetails = {
  name: requiredText('Name', PARTY_NAME_MAX, 'name'),
  phone,
  email: v.optional(email('E-mail')),
  ceiling: v.pipe(
    v.number('Number of people is required'),
    v.integer('Number of people must be a whole number'),
    v.minValue(1, `Number of people must be between 1 and ${MAX_PARTY_SIZE}`),
    v.maxValue(MAX_PARTY_SIZE, `Number of people must be between 1 and ${MAX_PARTY_SIZE}`),
  ),
  side: v.optional(v.picklist(PARTY_SIDES, 'Choose the bride’s side, the groom’s side or both')),
  group: optionalText('Group', GROUP_MAX, 'line'),
};

const partyFields = {
  ...partyDetails,
  events: v.pipe(
    v.array(v.number(), 'Please choose at least one event'),
    v.minLength(1, 'Please choose at least one event'),
  ),
};

export const PartySchema = formObject(partyFields);
export const EditPartySchema = formObject({ ...partyFields, partyId: v.number(), version: rowVersion });
export const PartyTargetSchema = formObject({ partyId: v.number(), version: rowVersion });

export interface ReplyEvent {
  id: number;
  name: string;
}

export const attendingField = (eventId: number) => `attending_${eventId}`;
export const peopleField = (eventId: number) => `people_${eventId}`;

/**
 * A guest's answer, built for the events their party is invited to: per event, yes or no, and
 * how many will come (1 up to the party's ceiling) when yes.
 */
export function replySchema(events: readonly ReplyEvent[], ceiling: number) {
  const answers: v.ObjectEntries = {};
  for (const event of events) {
    answers[attendingField(event.id)] = v.picklist(['yes', 'no'], `Please answer for the ${event.name}`);
    answers[peopleField(event.id)] = v.optional(
      v.pipe(
        v.number(`How many of you will come to the ${event.name}?`),
        v.integer(`How many of you will come to the ${event.name}?`),
        v.minValue(1, `How many of you will come to the ${event.name}?`),
        v.maxValue(ceiling, `Your invitation is for up to ${ceiling} ${ceiling === 1 ? 'person' : 'people'}`),
      ),
    );
  }
  const fixed = {
    replyVersion: v.pipe(v.number('This form is incomplete. Please reload the page.'), v.integer(), v.minValue(0)),
    dietary: optionalText('Dietary requirements', DIETARY_MAX, 'lines'),
    message: optionalText('Message to the couple', GUEST_MESSAGE_MAX, 'lines'),
  };
  const entries: typeof fixed & v.ObjectEntries = { ...answers, ...fixed };
  return v.pipe(
    formObject(entries),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values: Record<string, unknown> = dataset.value;
      for (const event of events) {
        if (values[attendingField(event.id)] === 'yes' && values[peopleField(event.id)] === undefined) {
          addIssue({
            message: `How many of you will come to the ${event.name}?`,
            path: [
              {
                type: 'object',
                origin: 'value',
                input: values,
                key: peopleField(event.id),
                value: undefined,
              },
            ],
          });
        }
      }
    }),
  );
}

export const SITE_PASSWORD_MIN = 4;
export const SITE_PASSWORD_MAX = 64;

export const SitePasswordSchema = formObject({
  password: requiredText('Password', SITE_PASSWORD_MAX, 'line', { min: SITE_PASSWORD_MIN }),
  version: rowVersion,
});

export const SiteVersionSchema = formObject({ version: rowVersion });

export const EnterPasswordSchema = formObject({
  password: v.pipe(
    v.string('Please enter the password'),
    v.maxLength(SITE_PASSWORD_MAX, 'That is not the password. Please try again.'),
  ),
});

const coverObject = formObject({ image: imageFile, image_ref: v.optional(imageRef), version: rowVersion });

/** The cover photo's form: a new photo, checked by its content on the server. */
export const CoverPhotoSchema = v.pipe(
  coverObject,
  imageRequired<v.InferOutput<typeof coverObject>>('Please choose a photo'),
);
