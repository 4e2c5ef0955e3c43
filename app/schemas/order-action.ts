import * as v from 'valibot';
import { formObject, optionalText } from './fields';

/** Each carries the order's version as shown, so a change from an out-of-date page is refused. */
export const ORDER_INTENTS = {
  start: 'start',
  cancel: 'cancel',
  refund: 'refund',
  resend: 'resend',
  retryDraft: 'retry-draft',
  sendDraft: 'send-draft',
} as const;
export type OrderIntent = (typeof ORDER_INTENTS)[keyof typeof ORDER_INTENTS];

export const UNKNOWN_ORDER_ACTION_MESSAGE = 'Please choose what to do with this order';
export const NOTE_MAX = 500;

const wholeNumber = (message: string) => v.pipe(v.string(message), v.regex(/^\d{1,9}$/, message), v.transform(Number));

const version = wholeNumber('This form is missing the order’s version: reload the page and try again');
const note = optionalText('Note', NOTE_MAX, 'lines');

export const OrderActionSchema = v.variant(
  'intent',
  [
    formObject({ intent: v.literal(ORDER_INTENTS.start), version }),
    formObject({ intent: v.literal(ORDER_INTENTS.cancel), version, note }),
    formObject({ intent: v.literal(ORDER_INTENTS.refund), version, note }),
    formObject({
      intent: v.literal(ORDER_INTENTS.resend),
      version,
      mailId: wholeNumber('Please choose an e-mail to resend'),
    }),
    formObject({ intent: v.literal(ORDER_INTENTS.retryDraft), version }),
    formObject({ intent: v.literal(ORDER_INTENTS.sendDraft), version }),
  ],
  UNKNOWN_ORDER_ACTION_MESSAGE,
);

export type OrderAction = v.InferOutput<typeof OrderActionSchema>;

/** On a page of their own, so it works without JavaScript. */
export const CONFIRMED_INTENTS = [ORDER_INTENTS.cancel, ORDER_INTENTS.refund] as const;
export type ConfirmedIntent = (typeof CONFIRMED_INTENTS)[number];

export const formKeyOf = (action: { intent: string; mailId?: number | string }) =>
  action.intent === ORDER_INTENTS.resend ? `resend-${action.mailId}` : action.intent;
