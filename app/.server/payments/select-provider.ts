import type { Config } from '../platform/config';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';
import { testProvider } from './test-provider';

/**
 * Stripe when both of its keys are set (the configuration only accepts both or neither, since a
 * Stripe payment is confirmed by the webhook); otherwise the built-in test provider, and every
 * page shows the test-mode ribbon.
 */
export function paymentProviderFor(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>,
): PaymentProvider {
  return config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
    ? createStripeProvider({ secretKey: config.STRIPE_SECRET_KEY })
    : testProvider;
}
