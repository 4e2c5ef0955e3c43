import * as v from 'valibot';
import { formObject, optionalText } from './fields';

/**
 * The forms of an order's admin page. Each carries the order's version as the page showed it
 * (a hidden field), so a change made from a page someone else has changed since is refused.
 */
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

/** The moves that ask "are you sure?" first, on a page of their own (works without JavaScript). */
export const CONFIRMED_INTENTS = [ORDER_INTENTS.cancel, ORDER_INTENTS.refund] as const;
export type ConfirmedIntent = (typeof CONFIRMED_INTENTS)[number];

/** Which form of the page an answer belongs to: the move, or the e-mail row. */
export const formKeyOf = (action: { intent: string; mailId?: number | string }) =>
  action.intent === ORDER_INTENTS.resend ? `resend-${action.mailId}` : action.intent;
