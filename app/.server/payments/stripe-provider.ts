import Stripe from 'stripe';
import type { CheckoutOrder, CheckoutUrls, PaymentProvider } from './provider';

export interface StripeApiHost {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface StripeProviderOptions {
  secretKey: string;
  apiHost?: StripeApiHost;
}

/** The buyer waits, so well below the library's 80 s; retries are safe with the idempotency key. */
const REQUEST_TIMEOUT_MS = 15_000;
const NETWORK_RETRIES = 2;

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: NETWORK_RETRIES,
    timeout: REQUEST_TIMEOUT_MS,
    ...options.apiHost,
  });
  return {
    name: 'stripe',
    isTest: false,
    formActionOrigins: ['https://checkout.stripe.com'],
    async startCheckout(order, urls) {
      try {
        const session = await stripe.checkout.sessions.create(sessionParams(order, urls), {
          idempotencyKey: checkoutIdempotencyKey(order),
        });
        if (!session.url) throw new Error(`session ${session.id} has no hosted page URL`);
        return { url: session.url, reference: session.id };
      } catch (error) {
        throw new Error(`Stripe Checkout for order ${order.number} failed: ${describeError(error)}`);
      }
    },
    async refund(request) {
      try {
        if (!request.paymentReference) throw new Error('the order has no Checkout Session');
        const session = await stripe.checkout.sessions.retrieve(request.paymentReference);
        const paymentIntent =
          typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
        if (!paymentIntent) throw new Error(`session ${session.id} has no payment to refund`);
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntent,
            reason: 'requested_by_customer',
            metadata: { order_id: String(request.orderId), order_number: request.number },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return { state: 'requested', reference: refund.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded') {
          return { state: 'already-refunded' };
        }
        throw new Error(`Stripe refund for order ${request.number} failed: ${describeError(error)}`);
      }
    },
  };
}

/** The random order number is in the key, so two databases sharing one Stripe account do not collide. */
export function checkoutIdempotencyKey(order: Pick<CheckoutOrder, 'id' | 'number'>): string {
  return `order-${order.id}-${order.number}-checkout`;
}

function sessionParams(order: CheckoutOrder, urls: CheckoutUrls): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: order.lines.map((line) => ({
      price_data: { currency: 'usd', unit_amount: line.unitPriceCents, product_data: { name: line.title } },
      quantity: line.quantity,
    })),
    metadata: { order_id: String(order.id), order_number: order.number },
    client_reference_id: order.number,
    customer_email: order.email,
    success_url: urls.successUrl,
    cancel_url: urls.cancelUrl,
  };
}

function describeError(error: unknown): string {
  if (error instanceof Stripe.errors.StripeError) {
    const details = [error.type, error.code, error.statusCode, error.requestId].filter(
      (part) => part !== undefined && part !== '',
    );
    return `${details.join(' ')}: ${error.message}`;
  }
  return error instanceof Error ? error.message : String(error);
}
