import { afterEach, describe, expect, it } from 'vitest';
import type { Fulfilment, OrderStatus } from '~/.server/db/schema';
import { applyMove, canMove, MOVES, movesFrom, type OrderMove } from '~/.server/orders/status-moves';
import { insertOrder } from '../support/order-fixtures';
import { createTestDb, engines, type TestDb } from '../support/test-db';

const STAGES: Fulfilment[] = ['awaiting', 'in_progress', 'proof_sent', 'revision_requested', 'approved', 'delivered'];
const STATUSES: OrderStatus[] = ['pending', 'paid', 'cancelled', 'refunded'];
const ALL_MOVES = Object.keys(MOVES) as OrderMove[];

/** The machine as the issue draws it, written out by hand: [move, from] pairs that are allowed. */
/** The payment's moves: from a pending order (whose fulfilment has not begun). */
const PAYMENT_MOVES = new Set<string>(['pay', 'cancel_payment']);

const ALLOWED = new Set([
  'start:awaiting',
  ...['awaiting', 'in_progress', 'proof_sent', 'revision_requested'].map((from) => `send_proof:${from}`),
  'request_changes:proof_sent',
  'approve:proof_sent',
  ...['awaiting', 'in_progress', 'proof_sent', 'revision_requested', 'approved'].map((from) => `deliver:${from}`),
  ...['awaiting', 'in_progress', 'proof_sent', 'revision_requested', 'approved'].map((from) => `cancel:${from}`),
  ...STAGES.map((from) => `refund:${from}`),
]);

describe('the studio status machine (pure)', () => {
  it.each(ALL_MOVES.flatMap((move) => STATUSES.flatMap((status) => STAGES.map((stage) => [move, status, stage]))))(
    '%s from %s / %s',
    (move, status, stage) => {
      const allowed = PAYMENT_MOVES.has(move as string)
        ? status === 'pending'
        : status === 'paid' && ALLOWED.has(`${move}:${stage}`);
      expect(canMove({ status: status as OrderStatus, fulfilment: stage as Fulfilment }, move as OrderMove)).toBe(
        allowed,
      );
    },
  );

  it('offers the admin only the moves open from where the order is', () => {
    expect(movesFrom({ status: 'paid', fulfilment: 'awaiting' })).toEqual([
      'start',
      'send_proof',
      'deliver',
      'cancel',
      'refund',
    ]);
    expect(movesFrom({ status: 'paid', fulfilment: 'delivered' })).toEqual(['refund']);
    expect(movesFrom({ status: 'refunded', fulfilment: 'delivered' })).toEqual([]);
    expect(movesFrom({ status: 'pending', fulfilment: 'awaiting' })).toEqual([]);
  });
});

describe.each(engines)('the studio status machine on %s', (engine) => {
  let t: TestDb;
  afterEach(() => t?.destroy());

  async function orderAt(fulfilment: Fulfilment, status: OrderStatus = 'paid') {
    const order = await insertOrder(t.db, { status, collectionIds: [] });
    await t.db.updateTable('orders').set({ fulfilment }).where('id', '=', order.id).execute();
    return order.id;
  }
  const row = (id: number) =>
    t.db
      .selectFrom('orders')
      .select(['status', 'fulfilment', 'version', 'delivered_at', 'cancelled_at', 'refunded_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const events = (id: number) =>
    t.db
      .selectFrom('order_events')
      .select(['kind', 'actor', 'note'])
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();

  it('makes every allowed move, raising the version and recording who made it', async () => {
    t = await createTestDb(engine);
    for (const key of ALLOWED) {
      const [move, from] = key.split(':') as [OrderMove, Fulfilment];
      const id = await orderAt(from);
      const result = await t.db
        .transaction()
        .execute((trx) => applyMove(trx, { orderId: id, move, actor: 'designer@studio.test', expectedVersion: 1 }));
      expect(result.ok, key).toBe(true);
      const after = await row(id);
      expect(Number(after.version), key).toBe(2);
      const target = MOVES[move].to;
      if ('fulfilment' in target) {
        expect(after.fulfilment, key).toBe(target.fulfilment);
        expect(after.status).toBe('paid');
      } else {
        expect(after.status, key).toBe(target.status);
      }
      expect(after.delivered_at !== null, key).toBe(move === 'deliver');
      expect(after.cancelled_at !== null, key).toBe(move === 'cancel');
      expect(after.refunded_at !== null, key).toBe(move === 'refund');
      const kind = 'fulfilment' in target ? target.fulfilment : target.status;
      expect(await events(id), key).toEqual([{ kind, actor: 'designer@studio.test', note: null }]);
    }
  });

  it('refuses every other move and writes nothing', async () => {
    t = await createTestDb(engine);
    for (const move of ALL_MOVES) {
      for (const status of STATUSES) {
        for (const from of STAGES) {
          if (status === 'paid' && ALLOWED.has(`${move}:${from}`)) continue;
          if (PAYMENT_MOVES.has(move) && status === 'pending') continue;
          const id = await orderAt(from, status);
          const result = await t.db
            .transaction()
            .execute((trx) => applyMove(trx, { orderId: id, move, actor: 'couple' }));
          expect(result, `${move} from ${status}/${from}`).toMatchObject({ ok: false, reason: 'not-allowed' });
          expect(await row(id)).toMatchObject({ status, fulfilment: from, version: 1 });
          expect(await events(id)).toEqual([]);
        }
      }
    }
  });

  it('refuses a move made from a page that showed an older version', async () => {
    t = await createTestDb(engine);
    const id = await orderAt('awaiting');
    const first = await t.db
      .transaction()
      .execute((trx) => applyMove(trx, { orderId: id, move: 'start', actor: 'a@studio.test', expectedVersion: 1 }));
    expect(first).toMatchObject({ ok: true, version: 2 });
    // The second admin's tab still shows version 1.
    const second = await t.db
      .transaction()
      .execute((trx) => applyMove(trx, { orderId: id, move: 'cancel', actor: 'b@studio.test', expectedVersion: 1 }));
    expect(second).toMatchObject({ ok: false, reason: 'stale', version: 2 });
    expect(await row(id)).toMatchObject({ status: 'paid', fulfilment: 'in_progress', version: 2 });
    expect(await events(id)).toEqual([{ kind: 'in_progress', actor: 'a@studio.test', note: null }]);
  });

  it('lets only one of two moves made at the same moment through', async () => {
    t = await createTestDb(engine);
    const id = await orderAt('proof_sent');
    // One handle, as one server has: SQLite runs its transactions one after the other; on
    // PostgreSQL they run on two pooled connections and the row lock makes the second re-check.
    const results = await Promise.all([
      t.db.transaction().execute((trx) => applyMove(trx, { orderId: id, move: 'approve', actor: 'couple' })),
      t.db
        .transaction()
        .execute((trx) => applyMove(trx, { orderId: id, move: 'request_changes', actor: 'couple', note: 'x' })),
    ]);
    const passed = results.filter((result) => (result as { ok?: boolean }).ok === true);
    expect(passed).toHaveLength(1);
    expect(await events(id)).toHaveLength(1);
    expect(Number((await row(id)).version)).toBe(2);
  });

  it('answers unknown-order for an order that does not exist', async () => {
    t = await createTestDb(engine);
    const result = await t.db
      .transaction()
      .execute((trx) => applyMove(trx, { orderId: 999, move: 'start', actor: 'x' }));
    expect(result).toEqual({ ok: false, reason: 'unknown-order' });
  });
});
