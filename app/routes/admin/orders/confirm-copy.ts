import { formatUsd } from '~/lib/money';
import type { ConfirmedIntent } from '~/schemas/order-action';
import type { ConfirmCopy } from './confirm-move';

export function confirmCopy(
  intent: ConfirmedIntent,
  order: { number: string; totalCents: number; isTest: boolean; payment: { provider: 'test' | 'stripe' } },
): ConfirmCopy {
  if (intent === 'cancel') {
    return {
      title: `Cancel order ${order.number}?`,
      body: [
        'The studio stops work on it and the couple’s download links stop working.',
        'No money moves: if the couple should have their money back, refund the order instead.',
      ],
      button: 'Cancel order',
    };
  }
  const total = formatUsd(order.totalCents);
  return {
    title: `Refund order ${order.number}?`,
    body:
      order.payment.provider === 'stripe'
        ? [
            `Stripe is asked to give ${total} back to the buyer’s card. The order is marked refunded when Stripe confirms it, usually within a minute.`,
            'Once refunded, the couple’s download links stop working. This cannot be undone.',
          ]
        : [
            `This is a test order: it is marked refunded at once (no real money was taken, so none moves).`,
            'Once refunded, the couple’s download links stop working. This cannot be undone.',
          ],
    button: `Refund ${total}`,
  };
}
