import type { PaymentProvider } from './provider';

/** A clearly labelled page on this server; no money moves and a refund is done at once. */
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
