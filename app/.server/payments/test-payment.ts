import { verifyOrderAccessToken } from '../orders/access';
import type { OrderDeps } from '../orders/deps';
import { linkKeyLookup } from '../orders/link-keys';
import { cancelPayment, confirmPayment } from '../orders/payment-results';
import { getOrder, type OrderView } from '../orders/queries';

export const TEST_PAYMENT_CHOICES = ['pay', 'decline', 'cancel'] as const;
export type TestPaymentChoice = (typeof TEST_PAYMENT_CHOICES)[number];

/** Only orders made with the test provider, so a Stripe order can never be "paid" here. */
export async function findTestPaymentOrder(deps: OrderDeps, token: unknown): Promise<OrderView | null> {
  const orderId = await verifyOrderAccessToken(deps.secrets, token, linkKeyLookup(deps.db));
  if (!orderId) return null;
  const order = await getOrder(deps.db, orderId);
  if (!order || !order.isTest) return null;
  return order;
}

export async function settleTestPayment(
  deps: OrderDeps,
  order: OrderView,
  choice: TestPaymentChoice,
  now = new Date(),
) {
  return choice === 'pay' ? confirmPayment(deps, order.id, { now }) : cancelPayment(deps, order.id, { now });
}
