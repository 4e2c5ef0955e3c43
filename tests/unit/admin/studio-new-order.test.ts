import { testOrderDeps } from '~/../tests/unit/support/order-fixtures';
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderDeps } from '~/.server/orders/deps';
import { confirmPayment } from '~/.server/orders/payment-results';
import { placeOrder, type PlaceOrderInput } from '~/.server/orders/place-order';
import { TEST_CONFIRMATION_LIMIT } from '~/.server/platform/rate-limit';
import { insertCollection } from '~/../tests/unit/support/fixtures';
import { createTestDb, engines, type TestDb } from '~/../tests/unit/support/test-db';

const NOW = new Date('2027-01-04T06:00:00.000Z');
const STUDIO = 'designer@studio.example';
/** Typed as a couple would: line breaks, a blank line, spaces kept, characters HTML must escape. */
const WORDING = 'Together with their families\n\n  Meera & Arjun\ninvite you to <celebrate> their wedding';
const NOTES = 'Gold foil, please.\r\nNo photos.';

describe.each(engines)("the studio's new-order e-mail on %s", (engine) => {
  let t: TestDb;
  let deps: OrderDeps;
  let rose: number;

  beforeEach(async () => {
    t = await createTestDb(engine);
    deps = testOrderDeps(t.db, { siteUrl: 'https://shop.example/', studioEmail: STUDIO });
    rose = await insertCollection(t.db, { title: 'Rose Garden', priceCents: 3999 });
  });
  afterEach(() => t.destroy());

  async function paidOrder(overrides: Partial<PlaceOrderInput> = {}) {
    const input: PlaceOrderInput = {
      idempotencyKey: crypto.randomUUID(),
      cart: [{ id: rose, quantity: 2 }],
      buyer: { name: 'Meera Shah', email: 'meera@example.test', country: 'IN', profileId: null },
      brief: {
        coupleNames: 'Meera & Arjun',
        eventDate: '2027-02-14',
        venue: 'The Leela, Udaipur',
        wording: WORDING,
        notes: NOTES,
      },
      clientAddress: '203.0.113.7',
      ...overrides,
    };
    await placeOrder(deps, input, NOW);
    const order = await t.db
      .selectFrom('orders')
      .select(['id', 'number'])
      .where('idempotency_key', '=', input.idempotencyKey)
      .executeTakeFirstOrThrow();
    return {
      id: Number(order.id),
      number: order.number,
      outcome: await confirmPayment(deps, Number(order.id), { now: NOW }),
    };
  }

  const notices = () =>
    t.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'studio-new-order').orderBy('id').execute();

  it('is queued once when the order is paid, to CONTACT_TO, with the order, the buyer and the whole brief as typed', async () => {
    const order = await paidOrder();
    expect(order.outcome).toBe('paid');
    expect(await confirmPayment(deps, order.id, { now: NOW })).toBe('unchanged');

    const [notice, ...more] = await notices();
    expect(more).toHaveLength(0);
    expect(notice).toMatchObject({
      to_address: STUDIO,
      reply_to: 'meera@example.test',
      order_id: order.id,
      status: 'pending',
      subject: `[TEST] New order ${order.number} from Meera Shah`,
    });
    const text = notice!.text_body;
    for (const part of [
      `Order number: ${order.number}`,
      'Buyer: Meera Shah',
      'Email: meera@example.test',
      'Country: India (IN)',
      'Total: $79.98',
      'Rose Garden × 2 — $79.98',
      'Names: Meera & Arjun',
      'Event date: Sunday, 14 February 2027 (2027-02-14)',
      'Venue: The Leela, Udaipur',
      // Exactly as typed: the blank line, the leading spaces, the CRLF.
      WORDING,
      NOTES,
      `Open the order: https://shop.example/admin/orders/${order.number}`,
      'test-mode order',
    ]) {
      expect(text).toContain(part);
    }
    // The HTML part escapes what was typed and keeps its line breaks.
    expect(notice!.html_body).toContain('invite you to &lt;celebrate&gt; their wedding');
    expect(notice!.html_body).toContain('Together with their families</p>');
    expect(notice!.html_body).toContain(`href="https://shop.example/admin/orders/${order.number}"`);
  });

  it('says "(none)" for empty notes', async () => {
    await paidOrder({ brief: { coupleNames: 'A & B', eventDate: '2027-02-14', venue: 'V', wording: 'W', notes: '' } });
    expect((await notices())[0]!.text_body).toContain('Notes:\n\n(none)');
  });

  it('is written in the payment’s transaction: when it cannot be queued, the order stays unpaid and no e-mail exists', async () => {
    if (engine === 'sqlite') {
      await sql`create trigger refuse_notice before insert on mail_outbox when new.kind = 'studio-new-order'
        begin select raise(abort, 'refused'); end`.execute(t.db);
    } else {
      await sql`create function refuse_notice() returns trigger language plpgsql as $$
        begin if new.kind = 'studio-new-order' then raise exception 'refused'; end if; return new; end $$`.execute(
        t.db,
      );
      await sql`create trigger refuse_notice before insert on mail_outbox for each row execute function refuse_notice()`.execute(
        t.db,
      );
    }
    await expect(paidOrder()).rejects.toThrow(/refused/);
    const orders = await t.db.selectFrom('orders').select(['status', 'paid_at']).execute();
    expect(orders).toEqual([{ status: 'pending', paid_at: null }]);
    expect(await t.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
  });

  it('follows the test-mode cap on confirmations: a test order past it queues no notice either', async () => {
    for (let i = 0; i <= TEST_CONFIRMATION_LIMIT.limit; i++) expect((await paidOrder()).outcome).toBe('paid');
    expect(await notices()).toHaveLength(TEST_CONFIRMATION_LIMIT.limit);
    const withheld = await t.db.selectFrom('orders').select('id').where('confirmation_withheld', '=', true).execute();
    expect(withheld).toHaveLength(1);
  });

  it('has no [TEST] in the subject for a real order', async () => {
    const order = await paidOrder();
    await t.db.updateTable('orders').set({ is_test: false, status: 'pending' }).where('id', '=', order.id).execute();
    await t.db.deleteFrom('mail_outbox').execute();
    expect(await confirmPayment(deps, order.id, { now: NOW })).toBe('paid');
    expect((await notices())[0]!.subject).toBe(`New order ${order.number} from Meera Shah`);
  });
});
