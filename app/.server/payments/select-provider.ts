import type { Config } from '../platform/config';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';
import { testProvider } from './test-provider';

/** The configuration accepts both Stripe keys or neither, since a Stripe payment is confirmed by the webhook. */
export function paymentProviderFor(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>,
): PaymentProvider {
  return config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
    ? createStripeProvider({ secretKey: config.STRIPE_SECRET_KEY })
    : testProvider;
}
