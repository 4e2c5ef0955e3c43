import { describe, expect, it } from 'vitest';
import type { Fulfilment } from '~/.server/db/schema';
import { orderStage } from '~/routes/account/order-status-badge';

/** The stage a couple sees on their orders page, from the payment and the designer's progress. */
describe('the order stage a couple sees', () => {
  it('is the payment’s while there is none or it was undone', () => {
    expect(orderStage('pending', 'awaiting')).toBe('awaiting-payment');
    expect(orderStage('cancelled', 'awaiting')).toBe('cancelled');
    expect(orderStage('refunded', 'delivered')).toBe('refunded');
  });

  it('follows the designer once paid: at work, a proof waiting for them, approved, delivered', () => {
    const stages: [Fulfilment, string][] = [
      ['awaiting', 'in-progress'],
      ['in_progress', 'in-progress'],
      ['proof_sent', 'proof-ready'],
      ['revision_requested', 'in-progress'],
      ['approved', 'approved'],
      ['delivered', 'delivered'],
    ];
    for (const [fulfilment, stage] of stages) expect(orderStage('paid', fulfilment), fulfilment).toBe(stage);
  });
});
