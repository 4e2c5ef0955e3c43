import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Fulfilment } from '~/.server/db/schema';
import { loadTodayOrders } from '~/.server/admin/today';
import { insertOrder } from '~/../tests/unit/support/order-fixtures';
import { createTestDb, engines, type TestDb } from '~/../tests/unit/support/test-db';

/** Wednesday 25 Nov 2026, 15:00 in New Delhi. */
const NOW = new Date('2026-11-25T09:30:00.000Z');

describe.each(engines)('the designer’s Today on %s', (engine) => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb(engine);
  });
  afterEach(() => t.destroy());

  async function order(fulfilment: Fulfilment, paidAt: string, eventDate = '2027-02-14') {
    const { id, number } = await insertOrder(t.db, { collectionIds: [null] });
    await t.db
      .updateTable('orders')
      .set({ fulfilment, paid_at: paidAt, event_date: eventDate })
      .where('id', '=', id)
      .execute();
    return { id, number };
  }

  async function proof(orderId: number, createdAt: string, answer?: { response: string; at: string }) {
    await t.db
      .insertInto('proofs')
      .values({
        order_id: orderId,
        round: 1,
        status: answer ? 'changes_requested' : 'sent',
        response: answer?.response ?? null,
        responded_at: answer?.at ?? null,
        created_by: 'designer@example.test',
        created_at: createdAt,
      })
      .execute();
  }

  it('lists what waits for the studio, the longest waiting first, with the couple’s words and the next step', async () => {
    const fresh = await order('awaiting', '2026-11-25T05:30:00.000Z');
    const making = await order('in_progress', '2026-11-23T05:30:00.000Z', '2026-12-20');
    const changes = await order('revision_requested', '2026-11-16T05:30:00.000Z');
    await proof(changes.id, '2026-11-18T05:30:00.000Z', {
      response: 'Please make our names gold, and the date a little larger.',
      at: '2026-11-24T05:30:00.000Z',
    });
    const silent = await order('proof_sent', '2026-11-10T05:30:00.000Z');
    await proof(silent.id, '2026-11-16T05:30:00.000Z');
    const recent = await order('proof_sent', '2026-11-20T05:30:00.000Z');
    await proof(recent.id, '2026-11-24T05:30:00.000Z');
    await order('delivered', '2026-11-01T05:30:00.000Z');
    await order('approved', '2026-11-01T05:30:00.000Z');

    const today = await loadTodayOrders(t.db, NOW);
    expect(today.map((item) => [item.number, item.kind])).toEqual([
      [silent.number, 'waiting'],
      [making.number, 'make'],
      [changes.number, 'changes'],
      [fresh.number, 'start'],
    ]);
    const byNumber = new Map(today.map((item) => [item.number, item]));
    expect(byNumber.get(changes.number)).toMatchObject({
      words: 'Please make our names gold, and the date a little larger.',
      action: { label: 'Read the changes', to: `/admin/orders/${changes.number}` },
    });
    expect(byNumber.get(fresh.number)?.action).toEqual({ label: 'Start work', to: `/admin/orders/${fresh.number}` });
    expect(byNumber.get(making.number)?.state).toBe('due-soon');
    expect(byNumber.get(silent.number)?.businessDays).toBeGreaterThan(3);
  });
});
