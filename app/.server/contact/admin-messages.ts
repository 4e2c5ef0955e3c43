import * as v from 'valibot';
import { parseId } from '~/lib/parse-id';
import { changeContactMessage, type MessageChange } from './messages';
import { retryMailNow, type RetryResult } from '../mail/outbox';
import type { Services } from '~/.server/boot/services';
import type { Notice } from '../http/flash';
import { refusalResponse } from '../http/refusal-page';
import { REFUSALS } from '../http/request-checks';

export const MESSAGES_LIST = '/admin/messages';

const CHANGE_NOTICES: Record<MessageChange, Record<'changed' | 'unchanged', Notice>> = {
  handled: {
    changed: { kind: 'success', title: 'Marked as handled' },
    unchanged: {
      kind: 'success',
      title: 'Already handled',
      message: 'It was marked handled already: nothing changed.',
    },
  },
  unhandled: {
    changed: { kind: 'success', title: 'Marked as not handled' },
    unchanged: { kind: 'success', title: 'Not handled', message: 'It was not marked handled: nothing changed.' },
  },
  unread: {
    changed: { kind: 'success', title: 'Marked as unread' },
    unchanged: { kind: 'success', title: 'Already unread', message: 'Nothing changed.' },
  },
};

const MISSING_MESSAGE: Notice = { kind: 'error', title: 'Message not found', message: 'It may have been deleted.' };

const RETRY_NOTICES: Record<RetryResult, Notice> = {
  queued: {
    kind: 'success',
    title: 'Sending again now',
    message: 'The e-mail is back in the queue. If it fails again it is listed here with the new error.',
  },
  'already-sent': {
    kind: 'success',
    title: 'Already sent',
    message: 'This e-mail was sent meanwhile: nothing changed.',
  },
  sending: {
    kind: 'success',
    title: 'Being sent right now',
    message: 'This e-mail is being sent at this moment: nothing changed.',
  },
  missing: { kind: 'error', title: 'E-mail not found', message: 'Nothing changed.' },
};

const CHANGES = v.picklist(['handled', 'unhandled', 'unread']);

function targetId(formData: FormData): number {
  const id = parseId(String(formData.get('id') ?? ''));
  if (id === null) throw refusalResponse(REFUSALS.badRequest);
  return id;
}

export function messagesListUrl(formData: FormData): string {
  const page = parseId(String(formData.get('page') ?? ''));
  return page && page > 1 ? `${MESSAGES_LIST}?page=${page}` : MESSAGES_LIST;
}

/** Marking unread lands on the list: the message's page would mark it read again. */
export async function changeMessageFromForm(services: Services, admin: string, formData: FormData, redirectTo: string) {
  const change = v.safeParse(CHANGES, formData.get('intent'));
  if (!change.success) throw refusalResponse(REFUSALS.badRequest);
  const result = await changeContactMessage(services.db, { id: targetId(formData), change: change.output, admin });
  if (result === 'missing') return services.flash.redirect(messagesListUrl(formData), MISSING_MESSAGE);
  const to = change.output === 'unread' ? messagesListUrl(formData) : redirectTo;
  return services.flash.redirect(to, CHANGE_NOTICES[change.output][result]);
}

export async function retryMailFromForm(services: Services, formData: FormData) {
  const result = await retryMailNow(services.db, targetId(formData));
  if (result === 'queued') services.afterCommit();
  return services.flash.redirect(`${MESSAGES_LIST}#undelivered`, RETRY_NOTICES[result]);
}
