import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  changeContactMessage,
  countUnreadMessages,
  listContactMessages,
  openContactMessage,
  submitContactMessage,
} from '~/.server/contact/messages';
import { deliverDueMail, listUndeliveredMail, MAX_ATTEMPTS, retryMailNow } from '~/.server/mail/outbox';
import type { Services } from '~/.server/boot/services';
import { mailtoHref, REPLY_SUBJECT } from '~/lib/mailto';
import * as list from '~/routes/admin/messages/list';
import * as detail from '~/routes/admin/messages/message';
import { Browser } from '../support/actions';
import { testContext } from '../support/services';
import { load, noticeOf, signedInBrowser, signedInStudio } from '../support/signed-in';
import { createTestDb, engines, type TestDb } from '../support/test-db';

const NOW = new Date('2026-11-02T10:00:00.000Z');

async function sendMessage(db: TestDb['db'], name: string, at: Date) {
  return submitContactMessage(
    db,
    { name, email: `${name.toLowerCase()}@example.test`, message: `Hello from ${name}, about our wedding.` },
    { designerEmail: 'studio@example.test', now: at },
  );
}

/** An outbox row as the sender leaves it after `attempts` failed tries. */
async function undelivered(db: TestDb['db'], values: { status: 'pending' | 'failed' | 'sent'; attempts: number }) {
  const { id } = await db
    .insertInto('mail_outbox')
    .values({
      to_address: 'couple@example.test',
      subject: 'Your order ORD-1234',
      text_body: 'text',
      html_body: '<p>text</p>',
      status: values.status,
      attempts: values.attempts,
      last_error: values.attempts ? 'connect ECONNREFUSED 127.0.0.1:465' : null,
      next_attempt_at: new Date(NOW.getTime() + 3_600_000).toISOString(),
      created_at: NOW.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

describe.each(engines)('contact messages for the designer on %s', (engine) => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb(engine);
  });
  afterEach(() => t.destroy());

  it('lists newest first and unread, and reading the list marks nothing read', async () => {
    await sendMessage(t.db, 'Older', new Date('2026-11-01T09:00:00.000Z'));
    await sendMessage(t.db, 'Newer', new Date('2026-11-01T10:00:00.000Z'));
    const page = await listContactMessages(t.db, 1);
    expect(page.items.map((m) => m.name)).toEqual(['Newer', 'Older']);
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 2, unread: 2 });
    expect(page.items.every((m) => m.readAt === null)).toBe(true);
    await listContactMessages(t.db, 1);
    expect(await countUnreadMessages(t.db)).toBe(2);
  });

  it('pages the list, never more than a page at a time', async () => {
    for (let i = 0; i < 5; i++) await sendMessage(t.db, `M${i}`, new Date(NOW.getTime() + i * 1000));
    const second = await listContactMessages(t.db, 2, 2);
    expect(second).toMatchObject({ page: 2, pageCount: 3, total: 5 });
    expect(second.items.map((m) => m.name)).toEqual(['M2', 'M1']);
    expect((await listContactMessages(t.db, 40, 2)).items.map((m) => m.name)).toEqual(['M0']);
  });

  it('marks a message read when it is opened, once; unread again on request', async () => {
    const id = await sendMessage(t.db, 'Ananya', NOW);
    const opened = await openContactMessage(t.db, id, new Date('2026-11-02T11:00:00.000Z'));
    expect(opened).toMatchObject({ name: 'Ananya', readAt: '2026-11-02T11:00:00.000Z' });
    // Opening it again keeps the first reading.
    expect((await openContactMessage(t.db, id, new Date('2026-11-03T11:00:00.000Z')))?.readAt).toBe(
      '2026-11-02T11:00:00.000Z',
    );
    expect(await countUnreadMessages(t.db)).toBe(0);
    expect(await changeContactMessage(t.db, { id, change: 'unread', admin: 'a@example.test' })).toBe('changed');
    expect(await countUnreadMessages(t.db)).toBe(1);
    expect(await openContactMessage(t.db, id + 1)).toBeNull();
  });

  it('marks handled with who and when (read too), undoes it, and changes nothing twice', async () => {
    const id = await sendMessage(t.db, 'Ananya', NOW);
    const at = new Date('2026-11-02T12:00:00.000Z');
    expect(await changeContactMessage(t.db, { id, change: 'handled', admin: 'designer@example.test', now: at })).toBe(
      'changed',
    );
    const [handled] = (await listContactMessages(t.db, 1)).items;
    expect(handled).toMatchObject({
      handledAt: '2026-11-02T12:00:00.000Z',
      handledBy: 'designer@example.test',
      readAt: '2026-11-02T12:00:00.000Z',
    });
    // A second admin's click a moment later: nothing changes, not even who handled it.
    expect(await changeContactMessage(t.db, { id, change: 'handled', admin: 'other@example.test' })).toBe('unchanged');
    expect((await listContactMessages(t.db, 1)).items[0]?.handledBy).toBe('designer@example.test');

    expect(await changeContactMessage(t.db, { id, change: 'unhandled', admin: 'designer@example.test' })).toBe(
      'changed',
    );
    expect((await listContactMessages(t.db, 1)).items[0]).toMatchObject({ handledAt: null, handledBy: null });
    expect(await changeContactMessage(t.db, { id, change: 'unhandled', admin: 'designer@example.test' })).toBe(
      'unchanged',
    );
    expect(await changeContactMessage(t.db, { id: id + 1, change: 'handled', admin: 'x@example.test' })).toBe(
      'missing',
    );
  });

  it('lists mail being retried or given up, not mail sent or not yet tried', async () => {
    const retrying = await undelivered(t.db, { status: 'pending', attempts: 3 });
    const failed = await undelivered(t.db, { status: 'failed', attempts: MAX_ATTEMPTS });
    await undelivered(t.db, { status: 'sent', attempts: 2 });
    await undelivered(t.db, { status: 'pending', attempts: 0 });
    const { items, total } = await listUndeliveredMail(t.db);
    expect(total).toBe(2);
    expect(items.map((m) => [m.id, m.status, m.attempts])).toEqual([
      [failed, 'failed', MAX_ATTEMPTS],
      [retrying, 'pending', 3],
    ]);
    expect(items[0]).toMatchObject({ to: 'couple@example.test', lastError: 'connect ECONNREFUSED 127.0.0.1:465' });
    expect((await listUndeliveredMail(t.db, 1)).items).toHaveLength(1);
  });

  it('retries now: due at once with a fresh round of tries, and the sender takes it', async () => {
    const id = await undelivered(t.db, { status: 'failed', attempts: MAX_ATTEMPTS });
    expect(await retryMailNow(t.db, id, NOW)).toBe('queued');
    const row = await t.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 0, claimed_until: null });
    expect(new Date(row.next_attempt_at as string).toISOString()).toBe(NOW.toISOString());

    const sent: string[] = [];
    const report = await deliverDueMail(
      t.db,
      { describe: 'memory', send: async (mail) => void sent.push(mail.to) },
      { from: 'studio@example.test', now: () => NOW },
    );
    expect(report).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual(['couple@example.test']);
  });

  it('leaves alone a message sent meanwhile or being sent right now, and says which', async () => {
    const sent = await undelivered(t.db, { status: 'sent', attempts: 2 });
    expect(await retryMailNow(t.db, sent, NOW)).toBe('already-sent');
    const claimed = await undelivered(t.db, { status: 'pending', attempts: 2 });
    await t.db
      .updateTable('mail_outbox')
      .set({ claimed_until: new Date(NOW.getTime() + 60_000).toISOString() })
      .where('id', '=', claimed)
      .execute();
    expect(await retryMailNow(t.db, claimed, NOW)).toBe('sending');
    expect(await retryMailNow(t.db, claimed + 100, NOW)).toBe('missing');
    const rows = await t.db.selectFrom('mail_outbox').select(['status', 'attempts']).orderBy('id').execute();
    expect(rows).toEqual([
      { status: 'sent', attempts: 2 },
      { status: 'pending', attempts: 2 },
    ]);
  });
});

describe.each(engines)('the /admin/messages pages on %s', (engine) => {
  let t: TestDb;
  let services: Services & { sent: { to: string }[] };
  let admin: Browser;
  beforeEach(async () => {
    ({ t, services, admin } = await signedInStudio(engine, 'designer@example.test'));
  });
  afterEach(() => t.destroy());

  const readAt = async (id: number) =>
    (await t.db.selectFrom('contact_messages').select('read_at').where('id', '=', id).executeTakeFirstOrThrow())
      .read_at;

  it('shows the list without reading anything, and opening a message reads it', async () => {
    const id = await sendMessage(t.db, 'Ananya', NOW);
    const page = await load(list.loader, admin, services, '/admin/messages');
    expect(page.data?.messages.items.map((m) => m.name)).toEqual(['Ananya']);
    expect(await readAt(id)).toBeNull();
    const opened = await load(detail.loader, admin, services, `/admin/messages/${id}`, { id: String(id) });
    expect(opened.data?.message.readAt).not.toBeNull();
    expect(await readAt(id)).not.toBeNull();
    const garbage = await load(detail.loader, admin, services, '/admin/messages/1e3', { id: '1e3' });
    expect(garbage.response?.status).toBe(404);
  });

  it('marks handled from the list (back to the same page) and unread from the message (back to the list)', async () => {
    const id = await sendMessage(t.db, 'Ananya', NOW);
    const handled = await admin.post(list.action, '/admin/messages', { intent: 'handled', id: String(id), page: '3' });
    expect(handled.location).toBe('/admin/messages?page=3');
    const row = await t.db.selectFrom('contact_messages').selectAll().executeTakeFirstOrThrow();
    expect(row.handled_by).toBe('designer@example.test');

    const unread = await admin.post(detail.action, `/admin/messages/${id}`, { intent: 'unread' }, { id: String(id) });
    expect(unread.location).toBe('/admin/messages');
    expect(await readAt(id)).toBeNull();
    const undo = await admin.post(detail.action, `/admin/messages/${id}`, { intent: 'unhandled' }, { id: String(id) });
    expect(undo.location).toBe(`/admin/messages/${id}`);
    expect((await t.db.selectFrom('contact_messages').selectAll().executeTakeFirstOrThrow()).handled_at).toBeNull();
  });

  it('"Retry now" queues the e-mail and sends it at once', async () => {
    const id = await undelivered(t.db, { status: 'failed', attempts: MAX_ATTEMPTS });
    const answer = await admin.post(list.action, '/admin/messages', { intent: 'retry-mail', id: String(id) });
    expect(answer.location).toBe('/admin/messages#undelivered');
    expect(await noticeOf(services, answer)).toMatchObject({ title: 'Sending again now' });
    await services.mailer.idle();
    expect(services.sent.map((mail) => mail.to)).toEqual(['couple@example.test']);
    const again = await admin.post(list.action, '/admin/messages', { intent: 'retry-mail', id: String(id) });
    const cookie = again.headers
      .getSetCookie()
      .find((line) => line.startsWith('flash='))!
      .split(';')[0]!;
    const { notice } = await services.flash.read(new Request('http://127.0.0.1/', { headers: { Cookie: cookie } }));
    expect(notice).toMatchObject({ title: 'Already sent' });
  });

  it('turns away anonymous visitors and signed-in non-admins, changing nothing', async () => {
    const id = await sendMessage(t.db, 'Ananya', NOW);
    const mail = await undelivered(t.db, { status: 'failed', attempts: 5 });
    const anonymous = new Browser(testContext(services));
    const customer = await signedInBrowser(services, 'couple@example.test');
    for (const visitor of [anonymous, customer]) {
      for (const [loader, path] of [
        [list.loader, '/admin/messages'],
        [detail.loader, `/admin/messages/${id}`],
      ] as const) {
        const { response } = await load(loader as never, visitor, services, path, { id: String(id) });
        expect(response?.status).toBe(302);
        expect(response?.headers.get('Location')).toMatch(/^\/login\?redirectTo=/);
      }
      expect((await visitor.post(list.action, '/admin/messages', { intent: 'handled', id: String(id) })).status).toBe(
        403,
      );
      expect(
        (await visitor.post(list.action, '/admin/messages', { intent: 'retry-mail', id: String(mail) })).status,
      ).toBe(403);
      expect(
        (await visitor.post(detail.action, `/admin/messages/${id}`, { intent: 'handled' }, { id: String(id) })).status,
      ).toBe(403);
    }
    expect(await t.db.selectFrom('contact_messages').select(['read_at', 'handled_at']).execute()).toEqual([
      { read_at: null, handled_at: null },
    ]);
    expect(await t.db.selectFrom('mail_outbox').select('status').where('id', '=', mail).execute()).toEqual([
      { status: 'failed' },
    ]);
  });
});

describe('the reply link', () => {
  it('opens a new e-mail to the sender with the subject filled in', () => {
    expect(mailtoHref('ananya+wedding@example.test', REPLY_SUBJECT)).toBe(
      'mailto:ananya%2Bwedding@example.test?subject=Re%3A%20your%20enquiry%20to%20Petal%20%26%20Quill',
    );
  });
});
