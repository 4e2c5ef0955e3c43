import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queueMail } from '~/.server/mail/outbox';
import type { Services } from '~/.server/boot/services';
import { listOrders, ORDERS_PER_PAGE } from '~/.server/admin/order-list';
import { STALE_ORDER_MESSAGE } from '~/.server/orders/status-moves';
import { action as orderAction, loader as orderLoader } from '~/routes/admin/orders/order';
import { loader as listLoader } from '~/routes/admin/orders/list';
import { parseOrderListQuery } from '~/schemas/order-list';
import { Browser } from '~/../tests/unit/support/actions';
import { insertOrder } from '~/../tests/unit/support/order-fixtures';
import { testContext, testServices } from '~/../tests/unit/support/services';
import { createTestDb, engines, type TestDb } from '~/../tests/unit/support/test-db';
import { signedInBrowser } from '~/../tests/unit/support/signed-in';

describe.each(engines)('the studio’s orders on %s', (engine) => {
  let t: TestDb;
  let services: Services;
  beforeEach(async () => {
    t = await createTestDb(engine);
    services = testServices(t);
  });
  afterEach(async () => {
    // A resend kicks the mailer: let its run end before the database goes.
    await services.mailer.idle();
    await t.destroy();
  });

  async function settle(run: () => unknown) {
    try {
      return await run();
    } catch (thrown) {
      return thrown;
    }
  }

  /** Posts to the order page's action as `browser`. */
  async function post(browser: Browser, number: string, fields: Record<string, string>) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    const request = new Request(`http://127.0.0.1/admin/orders/${number}`, {
      method: 'POST',
      body,
      headers: { Cookie: browser.cookieHeader() },
    });
    const answer = await settle(() =>
      orderAction({ request, context: testContext(services), params: { number } } as ActionFunctionArgs),
    );
    if (answer instanceof Response)
      return { status: answer.status, location: answer.headers.get('Location'), data: null };
    const { data, init } = answer as {
      data: { result: { error?: Record<string, string[]> }; form: string };
      init?: ResponseInit;
    };
    return { status: init?.status ?? 200, location: null, data };
  }

  const load = (browser: Browser | null, path: string, params: Record<string, string> = {}) => {
    const request = browser ? browser.request(path) : new Request(`http://127.0.0.1${path}`);
    const args = { request, context: testContext(services), params } as LoaderFunctionArgs;
    return settle(() => (path.startsWith('/admin/orders/') ? orderLoader(args) : listLoader(args)));
  };

  const row = (id: number) =>
    t.db
      .selectFrom('orders')
      .select(['status', 'fulfilment', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  describe('the admin guard', () => {
    it('sends anonymous visitors and non-admins to /login, and refuses their posts with 403, changing nothing', async () => {
      const order = await insertOrder(t.db, { collectionIds: [] });
      const member = await signedInBrowser(services, 'guest@example.test');
      for (const browser of [null, member]) {
        for (const path of ['/admin/orders', `/admin/orders/${order.number}`]) {
          const answer = (await load(browser, path, { number: order.number })) as Response;
          expect(answer).toBeInstanceOf(Response);
          expect(answer.status).toBe(302);
          expect(answer.headers.get('Location')).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
        }
      }
      for (const browser of [new Browser(testContext(services)), member]) {
        const answer = await post(browser, order.number, { intent: 'start', version: '1' });
        expect(answer.status).toBe(403);
      }
      expect(await row(order.id)).toMatchObject({ fulfilment: 'awaiting', version: 1 });
    });
  });

  describe('the order page', () => {
    let admin: Browser;
    beforeEach(async () => {
      admin = await signedInBrowser(services, 'designer@example.test', { admin: true });
    });

    it('answers 404 for an unknown or malformed number', async () => {
      for (const number of ['ORD-99999', 'nope', "ORD-1' or 1=1", '']) {
        const answer = (await load(admin, `/admin/orders/${encodeURIComponent(number)}`, { number })) as Response;
        expect(answer.status, number).toBe(404);
        expect((await post(admin, number, { intent: 'start', version: '1' })).status).toBe(404);
      }
    });

    it('starts work with the version shown, and refuses the same form again as stale', async () => {
      const order = await insertOrder(t.db, { collectionIds: [] });
      const first = await post(admin, order.number, { intent: 'start', version: '1' });
      expect(first).toMatchObject({ status: 302, location: `/admin/orders/${order.number}` });
      expect(await row(order.id)).toMatchObject({ fulfilment: 'in_progress', version: 2 });

      const again = await post(admin, order.number, { intent: 'cancel', version: '1', note: 'Changed our minds' });
      expect(again.status).toBe(409);
      expect(again.data).toMatchObject({ form: 'cancel', result: { error: { '': [STALE_ORDER_MESSAGE] } } });
      expect(await row(order.id)).toMatchObject({ status: 'paid', fulfilment: 'in_progress', version: 2 });
      const events = await t.db.selectFrom('order_events').select(['kind', 'actor']).execute();
      expect(events).toEqual([{ kind: 'in_progress', actor: 'designer@example.test' }]);
    });

    it('refuses a bad post with 400 and a note that is too long beside its field, writing nothing', async () => {
      const order = await insertOrder(t.db, { collectionIds: [] });
      const bad: Record<string, string>[] = [
        { intent: 'start' },
        { intent: 'start', version: 'x' },
        { intent: 'promote', version: '1' },
        { intent: 'resend', version: '1' },
      ];
      for (const fields of bad) {
        expect((await post(admin, order.number, fields)).status).toBe(400);
      }
      const long = await post(admin, order.number, { intent: 'refund', version: '1', note: 'n'.repeat(501) });
      expect(long.status).toBe(400);
      expect(long.data?.result.error?.note).toEqual(['Note must be at most 500 characters']);
      expect(await row(order.id)).toMatchObject({ status: 'paid', version: 1 });
    });

    it('resends an e-mail once per click and notes it in the history', async () => {
      const order = await insertOrder(t.db, { collectionIds: [] });
      const mailId = await queueMail(
        t.db,
        { to: 'couple@example.com', orderId: order.id, kind: 'proof' },
        { subject: 'Your proof is ready', blocks: [{ kind: 'paragraph', text: 'Have a look.' }] },
      );
      const fields = { intent: 'resend', version: '1', mailId: String(mailId) };
      expect((await post(admin, order.number, fields)).status).toBe(302);
      const twice = await post(admin, order.number, fields);
      expect(twice).toMatchObject({ status: 409, data: { form: `resend-${mailId}` } });

      const mails = await t.db
        .selectFrom('mail_outbox')
        .select(['to_address', 'subject', 'text_body', 'kind'])
        .execute();
      expect(mails).toHaveLength(2);
      expect(mails[1]).toEqual(mails[0]);
      const events = await t.db.selectFrom('order_events').select(['kind', 'note']).execute();
      expect(events).toEqual([{ kind: 'mail_resent', note: 'Your proof is ready → couple@example.com' }]);

      // Another order's e-mail is not this order's to resend.
      const other = await insertOrder(t.db, { collectionIds: [] });
      const refused = await post(admin, other.number, { intent: 'resend', version: '1', mailId: String(mailId) });
      expect(refused.status).toBe(400);
      expect(await t.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(2);
    });

    it('resends a confirmation built afresh (new download links), to the same address', async () => {
      const order = await insertOrder(t.db, { collectionIds: [] });
      const mailId = await queueMail(
        t.db,
        { to: 'couple@example.com', orderId: order.id, kind: 'order-confirmation' },
        { subject: 'old', blocks: [] },
      );
      expect((await post(admin, order.number, { intent: 'resend', version: '1', mailId: String(mailId) })).status).toBe(
        302,
      );
      const copy = await t.db.selectFrom('mail_outbox').selectAll().where('id', '!=', mailId).executeTakeFirstOrThrow();
      expect(copy).toMatchObject({ to_address: 'couple@example.com', kind: 'order-confirmation', order_id: order.id });
      expect(copy.subject).toBe(`[TEST] Your Petal & Quill order ${order.number}`);
      expect(copy.text_body).toMatch(/\/downloads\/[^\s]+\/zip/);
    });

    it('refunds a test order at once, then offers nothing more', async () => {
      const order = await insertOrder(t.db, { collectionIds: [] });
      const answer = await post(admin, order.number, { intent: 'refund', version: '1', note: 'Postponed' });
      expect(answer.status).toBe(302);
      expect(await row(order.id)).toMatchObject({ status: 'refunded', version: 2 });
      const page = (await load(admin, `/admin/orders/${order.number}`, { number: order.number })) as {
        order: { moves: string[]; history: { kind: string; note: string }[] };
      };
      expect(page.order.moves).toEqual([]);
      expect(page.order.history).toMatchObject([{ kind: 'refunded', note: 'Postponed' }]);
    });
  });

  describe('the list', () => {
    it('filters by status, searches number, name and e-mail in any case, and pages 25 at a time, newest first', async () => {
      const ids: number[] = [];
      for (let i = 0; i < ORDERS_PER_PAGE + 5; i++) {
        const { id } = await insertOrder(t.db, { collectionIds: [] });
        const created = new Date(Date.UTC(2026, 2, 1, 0, i)).toISOString();
        await t.db.updateTable('orders').set({ created_at: created }).where('id', '=', id).execute();
        ids.push(id);
      }
      const [first, second, third] = ids as [number, number, number];
      await t.db
        .updateTable('orders')
        .set({ name: 'Zoë O’Brien_50%', email: 'zoe@Example.org' })
        .where('id', '=', first)
        .execute();
      await t.db.updateTable('orders').set({ status: 'refunded' }).where('id', '=', second).execute();
      await t.db.updateTable('orders').set({ fulfilment: 'in_progress' }).where('id', '=', third).execute();
      const pending = await insertOrder(t.db, { status: 'pending', collectionIds: [] });
      const { number: firstNumber } = await t.db
        .selectFrom('orders')
        .select('number')
        .where('id', '=', first)
        .executeTakeFirstOrThrow();

      const list = (q: string) => listOrders(t.db, parseOrderListQuery(new URLSearchParams(q)));
      const all = await list('');
      expect(all).toMatchObject({ total: ORDERS_PER_PAGE + 6, page: 1, pageCount: 2 });
      expect(all.orders).toHaveLength(ORDERS_PER_PAGE);
      // Newest first: the pending order's fixture time (10:00) is later than the others' (00:00–00:29).
      expect(all.orders[0]!.id).toBe(pending.id);
      expect(all.orders[1]!.id).toBe(ids.at(-1));
      const secondPage = await list('page=2');
      expect(secondPage.orders.map((o) => o.id)).toEqual(ids.slice(0, 6).reverse());

      for (const q of ['zoë', 'ZOE@example', '_50%', firstNumber.toLowerCase(), firstNumber.slice(4)]) {
        expect(
          (await list(`q=${encodeURIComponent(q)}`)).orders.map((o) => o.id),
          q,
        ).toContain(first);
      }
      // % and _ are plain characters, not wildcards.
      expect((await list('q=%25')).orders.map((o) => o.id)).toEqual([first]);
      expect((await list('q=nobody')).total).toBe(0);

      expect((await list('status=refunded')).orders.map((o) => o.id)).toEqual([second]);
      expect((await list('status=in_progress')).orders.map((o) => o.id)).toEqual([third]);
      expect((await list('status=pending')).orders.map((o) => o.id)).toEqual([pending.id]);
      expect((await list('status=waiting')).total).toBe(ORDERS_PER_PAGE + 4);
      expect((await list('status=awaiting&q=zoe')).orders.map((o) => o.id)).toEqual([first]);

      // Garbage and out-of-range never fail: they fall back to the first page and all orders.
      for (const q of [
        'page=999',
        'page=0',
        'page=-1',
        'page=abc',
        'page=1e3',
        'status=evil',
        `q=${'x'.repeat(500)}`,
      ]) {
        const answer = await list(q);
        expect(answer.page, q).toBe(1);
      }
      expect((await list('status=evil')).total).toBe(ORDERS_PER_PAGE + 6);
    });

    it('shows how long the studio has kept a paid order waiting, only while it owes work', async () => {
      const waiting = await insertOrder(t.db, { collectionIds: [] });
      const done = await insertOrder(t.db, { collectionIds: [] });
      await t.db.updateTable('orders').set({ fulfilment: 'delivered' }).where('id', '=', done.id).execute();
      // Paid (fixture) Sunday 1 March 2026 10:00 UTC; a week later is 6 business days.
      const page = await listOrders(t.db, { status: 'all', q: '', page: 1 }, new Date('2026-03-08T10:00:00Z'));
      const byId = new Map(page.orders.map((o) => [o.id, o.wait]));
      expect(byId.get(waiting.id)).toEqual({ text: '6 business days', state: 'overdue' });
      expect(byId.get(done.id)).toBeNull();
    });
  });
});
