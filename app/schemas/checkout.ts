import * as v from 'valibot';
import { EVENT_KIND_NAMES, MAX_EVENTS, type WeddingEvent } from '~/lib/wedding-events';
import { email, formObject, futureDate, optionalText, requiredText } from './fields';

/** A fixed list, so what a buyer can post does not depend on locale data (only the names shown do). */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ ' +
  'UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const optionalTime = (label: string) =>
  v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/u, `${label} must be a time such as 18:30`)),
  );

/** A blank row is no event; a row with anything in it needs its event and date. */
const EventRow = v.pipe(
  v.object({
    kind: v.optional(v.picklist(EVENT_KIND_NAMES, 'Please choose an event from the list')),
    date: v.optional(futureDate('Event date')),
    time: optionalTime('Time'),
    venue: optionalText('Venue', 160, 'line'),
  }),
  v.forward(
    v.partialCheck(
      [['kind'], ['date'], ['time'], ['venue']],
      (row) => Boolean(row.kind) || (!row.date && !row.time && !row.venue),
      'Choose which event this is',
    ),
    ['kind'],
  ),
  v.forward(
    v.partialCheck([['kind'], ['date']], (row) => !row.kind || Boolean(row.date), 'Event date is required'),
    ['date'],
  ),
);

const Events = v.pipe(
  v.optional(v.array(v.optional(EventRow)), []),
  v.maxLength(MAX_EVENTS, `At most ${MAX_EVENTS} events`),
  v.transform((rows): WeddingEvent[] =>
    rows.flatMap((row) =>
      row?.kind && row.date ? [{ kind: row.kind, date: row.date, time: row.time ?? '', venue: row.venue ?? '' }] : [],
    ),
  ),
);

/** No address and no card: payment happens on the provider's page. */
export const CheckoutSchema = formObject({
  idempotencyKey: v.pipe(
    v.string('This form has expired. Please reload the page and try again.'),
    v.uuid('This form has expired. Please reload the page and try again.'),
  ),
  name: requiredText('Name', 100, 'name'),
  email: email(),
  country: v.pipe(v.string('Country is required'), v.picklist(COUNTRY_CODES, 'Please choose a country from the list')),
  coupleNames: requiredText('Names', 150, 'name', { required: 'Names are required' }),
  eventDate: futureDate('Event date'),
  eventTime: optionalTime('Time'),
  venue: requiredText('Venue', 200, 'line'),
  wording: requiredText('Wording', 2000, 'lines'),
  closingLine: optionalText('Closing line', 80, 'line'),
  events: Events,
  notes: optionalText('Notes', 1000, 'lines'),
});

export type CheckoutInput = v.InferOutput<typeof CheckoutSchema>;
