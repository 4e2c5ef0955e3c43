import type { PaymentProviderName } from '../db/schema';

export interface CheckoutOrder {
  id: number;
  number: string;
  email: string;
  totalCents: number;
  lines: { title: string; unitPriceCents: number; quantity: number }[];
}

export interface CheckoutUrls {
  /** Signed, so only the buyer can open it. */
  successUrl: string;
  cancelUrl: string;
  testPaymentUrl: string;
}

export interface CheckoutStart {
  url: string;
  reference: string | null;
}

export interface RefundRequest {
  orderId: number;
  number: string;
  paymentReference: string | null;
  idempotencyKey: string;
}

/** `requested`: the webhook says when the money is back; `already-refunded`: refunded before, from the dashboard. */
export type RefundStart =
  { state: 'refunded' } | { state: 'requested'; reference: string } | { state: 'already-refunded' };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly isTest: boolean;
  startCheckout(order: CheckoutOrder, urls: CheckoutUrls): Promise<CheckoutStart>;
  refund(request: RefundRequest): Promise<RefundStart>;
  readonly formActionOrigins: string[];
}
