import type { PaymentProvider } from './provider';

/**
 * The embedded default: a page on this server, clearly labelled as test mode, where the buyer
 * chooses Pay, Decline or Cancel. No money moves; its orders are marked as test orders, and a
 * refund is done the moment it is asked for.
 */
export const testProvider: PaymentProvider = {
  name: 'test',
  isTest: true,
  formActionOrigins: [],
  async startCheckout(_order, urls) {
    return { url: urls.testPaymentUrl, reference: null };
  },
  async refund() {
    return { state: 'refunded' };
  },
};
