import type { PaymentProvider } from './provider';

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
