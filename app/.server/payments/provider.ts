import type { PaymentProviderName } from '../db/schema';

/** What a provider needs to know to take payment for a pending order. */
export interface CheckoutOrder {
  id: number;
  number: string;
  email: string;
  totalCents: number;
  lines: { title: string; unitPriceCents: number; quantity: number }[];
}

export interface CheckoutUrls {
  /** This site's success page for the order (signed, so only the buyer can open it). */
  successUrl: string;
  /** Back to /checkout, cart intact. */
  cancelUrl: string;
  /** The built-in test provider's payment page for this order. */
  testPaymentUrl: string;
}

export interface CheckoutStart {
  /** Where to send the buyer to pay. */
  url: string;
  /** The provider's id for this payment (Stripe: the Checkout Session id), if it has one. */
  reference: string | null;
}

/** What a provider needs to give a paid order's money back (in full). */
export interface RefundRequest {
  orderId: number;
  number: string;
  /** The provider's id for the payment (Stripe: the Checkout Session id). */
  paymentReference: string | null;
  /** The same key for a retry of the same request (a double click, a network retry): one refund. */
  idempotencyKey: string;
}

/**
 * How a refund went: `refunded`, done at once (the test provider: no money moved); `requested`,
 * asked of the provider, whose webhook says when the money is back (Stripe); `already-refunded`,
 * the provider had refunded this payment before (say, from its own dashboard).
 */
export type RefundStart =
  { state: 'refunded' } | { state: 'requested'; reference: string } | { state: 'already-refunded' };

/**
 * One interface, two implementations: the built-in test provider (the embedded default, no real
 * money) and Stripe Checkout. The server never sees a card number with either.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Orders paid through it are test orders and the site shows the test-mode ribbon. */
  readonly isTest: boolean;
  startCheckout(order: CheckoutOrder, urls: CheckoutUrls): Promise<CheckoutStart>;
  /** Gives an order's payment back in full; throws (with a readable message) when the provider refuses. */
  refund(request: RefundRequest): Promise<RefundStart>;
  /** Origins the checkout form may redirect to (for the Content-Security-Policy form-action). */
  readonly formActionOrigins: string[];
}
