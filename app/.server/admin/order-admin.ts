import { data, type AppLoadContext } from '@remix-run/node';
import { formKeyOf, OrderActionSchema, ORDER_INTENTS, type OrderAction } from '~/schemas/order-action';
import type { SessionUser } from '~/.server/auth/profiles';
import type { Services } from '~/.server/boot/services';
import { retryFirstDraft, sendFirstDraftAsProof } from './first-draft';
import { moveOrder, resendOrderMail } from './order-changes';
import { ORDER_NUMBER_PATTERN } from './order-detail';
import { STALE_ORDER_MESSAGE } from '~/.server/orders/status-moves';
import { refundOrder, type RefundResult } from './refunds';
import type { Notice } from '~/.server/http/flash';
import { notFound, readFormData, refuseIfTooLarge } from '~/.server/http/request';
import { parseSubmission } from '~/.server/http/submission';
import { adminOrderPath } from '~/lib/admin-paths';

/** Someone moved the order on meanwhile. */
export const MOVE_NOT_OPEN_MESSAGE = 'This order can no longer be changed that way. It is shown as it is now.';

async function orderIdFor(services: Services, number: string | undefined): Promise<number> {
  if (!number || !ORDER_NUMBER_PATTERN.test(number)) throw notFound();
  const row = await services.db.selectFrom('orders').select('id').where('number', '=', number).executeTakeFirst();
  if (!row) throw notFound();
  return Number(row.id);
}

const SUCCESS: Record<'start' | 'cancel' | 'resend' | 'retryDraft' | 'sendDraft', Notice> = {
  start: { kind: 'success', title: 'Work started', message: 'The order is now in progress.' },
  cancel: { kind: 'success', title: 'Order cancelled', message: 'No money was moved: refund it if that is due.' },
  resend: { kind: 'success', title: 'E-mail queued again', message: 'A fresh copy goes out in a moment.' },
  retryDraft: { kind: 'success', title: 'Draft queued again', message: 'It is being rendered now.' },
  sendDraft: { kind: 'success', title: 'Proof sent', message: 'The first draft went to the couple as a proof.' },
};

export const DRAFT_NOT_FAILED_MESSAGE = 'The draft is no longer failed: it is shown as it is now.';

function refundNotice(result: Extract<RefundResult, { kind: 'refunded' | 'requested' | 'already-requested' }>): Notice {
  if (result.kind === 'refunded') return { kind: 'success', title: 'Order refunded' };
  return {
    kind: 'success',
    title: 'Refund asked of Stripe',
    message: `Refund ${result.reference}: the order is marked refunded when Stripe confirms it.`,
  };
}

/** A refusal answers the form that was sent, its message above it and nothing written. */
export async function handleOrderAction(
  services: Services,
  admin: SessionUser,
  number: string | undefined,
  request: Request,
  context: AppLoadContext,
) {
  refuseIfTooLarge(context);
  const orderId = await orderIdFor(services, number);
  const submission = parseSubmission(await readFormData(request), OrderActionSchema);
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), form: null }, { status: 400 });
  }
  const action: OrderAction = submission.value;
  const form = formKeyOf(action);
  const refuse = (message: string, status: number) =>
    data({ result: submission.reply({ formErrors: [message] }), form }, { status });
  const change = { orderId, expectedVersion: action.version, actor: admin.email };
  const back = (notice: Notice) => services.flash.redirect(adminOrderPath(number!), notice);

  switch (action.intent) {
    case ORDER_INTENTS.start:
    case ORDER_INTENTS.cancel: {
      const note = action.intent === ORDER_INTENTS.cancel ? action.note : undefined;
      const moved = await moveOrder(services.db, action.intent, { ...change, note });
      if (moved.ok) return back(SUCCESS[action.intent]);
      return moved.reason === 'not-allowed' ? refuse(MOVE_NOT_OPEN_MESSAGE, 409) : refuse(STALE_ORDER_MESSAGE, 409);
    }
    case ORDER_INTENTS.refund: {
      const result = await refundOrder(services, { ...change, note: action.note });
      if (result.kind === 'refunded' || result.kind === 'requested' || result.kind === 'already-requested') {
        return back(refundNotice(result));
      }
      if (result.kind === 'provider-failed') {
        return refuse(`The refund was not made: ${result.message} Nothing was changed.`, 502);
      }
      return refuse(result.kind === 'not-allowed' ? MOVE_NOT_OPEN_MESSAGE : STALE_ORDER_MESSAGE, 409);
    }
    case ORDER_INTENTS.resend: {
      const resent = await resendOrderMail(services, { ...change, mailId: action.mailId });
      if (resent.ok) return back(SUCCESS.resend);
      return resent.reason === 'stale'
        ? refuse(STALE_ORDER_MESSAGE, 409)
        : refuse('That e-mail is not one of this order’s.', 400);
    }
    case ORDER_INTENTS.retryDraft: {
      const retried = await retryFirstDraft(services.db, change);
      if (!retried.ok) return refuse(retried.reason === 'stale' ? STALE_ORDER_MESSAGE : DRAFT_NOT_FAILED_MESSAGE, 409);
      services.renders.kick();
      return back(SUCCESS.retryDraft);
    }
    case ORDER_INTENTS.sendDraft: {
      const sent = await sendFirstDraftAsProof({ ...services, dataDir: services.config.DATA_DIR }, change);
      if (sent.ok) return back(SUCCESS.sendDraft);
      if (sent.reason === 'not-ready') return refuse('The draft is not ready: it is shown as it is now.', 409);
      return refuse(sent.reason === 'stale' ? STALE_ORDER_MESSAGE : MOVE_NOT_OPEN_MESSAGE, 409);
    }
  }
}
