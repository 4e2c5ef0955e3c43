import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  deliverDueMail,
  outboxMessageId,
  queueMail,
  releaseClaims,
  retryDelayMs,
  MAX_RETRY_MS,
} from '~/.server/mail/outbox';
import { renderMail, type MailTemplate } from '~/.server/mail/template';
import { fileTransport, smtpTransport } from '~/.server/mail/transport';
import { startSmtp, type TestSmtp } from '../support/smtp';
import { createTestDb, engines, type TestDb } from '../support/test-db';

const FROM = 'Petal & Quill <studio@example.test>';
const template: MailTemplate = {
  subject: 'New message from Zoë <script>',
  blocks: [
    { kind: 'heading', text: 'A new message' },
    { kind: 'fields', rows: [['From', 'Zoë “Z” <zoe@example.test>']] },
    { kind: 'quote', text: 'We’d love a mehndi invite 🌼\nwith marigolds & paisley.' },
  ],
};

describe('mail templates', () => {
  it('render the same words into the text and the escaped HTML part', () => {
    const mail = renderMail(template);
    expect(mail.text).toContain('From: Zoë “Z” <zoe@example.test>');
    expect(mail.text).toContain('> We’d love a mehndi invite 🌼');
    expect(mail.html).toContain('Zoë “Z” &lt;zoe@example.test&gt;');
    expect(mail.html).toContain('marigolds &amp; paisley');
    expect(mail.html).not.toContain('<zoe@');
  });

  it('back off by doubling, capped at an hour', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(30)).toBe(MAX_RETRY_MS);
  });
});

describe.each(engines)('the outbox on %s', (engine) => {
  let t: TestDb;
  let smtp: TestSmtp;
  const quiet = () => {};
  beforeEach(async () => {
    t = await createTestDb(engine);
    smtp = await startSmtp();
  });
  afterEach(async () => {
    await smtp.close();
    await t.destroy();
  });

  it('sends a message’s own headers, such as a guest’s List-Unsubscribe', async () => {
    const unsubscribe = '<https://shop.example/i/meera-arjun-7kq2/BT72PJ6HsfGUqMTzqIhq4Q/unsubscribe>';
    await queueMail(t.db, { to: 'guest@example.test', headers: { 'List-Unsubscribe': unsubscribe } }, template);
    expect(await deliverDueMail(t.db, smtpTransport(smtp.url), { from: FROM })).toEqual({ sent: 1, failed: 0 });
    const line = smtp.received[0]!.headerLines.find((header) => header.key === 'list-unsubscribe');
    // Folded onto a second line when long, as headers may be.
    expect(line?.line.replace(/\r\n\s+/g, ' ')).toBe(`List-Unsubscribe: ${unsubscribe}`);
  });

  it('delivers over SMTP with a text and an HTML part and the visitor as reply-to', async () => {
    await queueMail(t.db, { to: 'designer@example.test', replyTo: 'couple@example.test' }, template);
    const report = await deliverDueMail(t.db, smtpTransport(smtp.url), { from: FROM });
    expect(report).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.subject).toBe('New message from Zoë <script>');
    expect(mail!.replyTo?.text).toBe('couple@example.test');
    expect(mail!.text).toContain('We’d love a mehndi invite 🌼');
    expect(mail!.html).toContain('marigolds &amp; paisley');
    const row = await t.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    // Nothing is sent twice.
    expect(await deliverDueMail(t.db, smtpTransport(smtp.url), { from: FROM })).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('gives each row its own Message-ID, the same when the row is sent again', async () => {
    const first = await queueMail(t.db, { to: 'designer@example.test' }, template);
    await queueMail(t.db, { to: 'designer@example.test' }, template);
    await deliverDueMail(t.db, smtpTransport(smtp.url), { from: FROM });
    // A crash after the mail server accepted the first message, before it was marked sent.
    await t.db.updateTable('mail_outbox').set({ status: 'pending' }).where('id', '=', first).execute();
    await deliverDueMail(t.db, smtpTransport(smtp.url), { from: FROM });

    const [a, b, again] = smtp.received.map((mail) => mail.messageId);
    const row = await t.db.selectFrom('mail_outbox').selectAll().where('id', '=', first).executeTakeFirstOrThrow();
    expect(a).toBe(outboxMessageId(row, FROM));
    expect(a).toMatch(/^<[0-9a-f]{32}\.outbox@example\.test>$/);
    expect(again).toBe(a);
    expect(b).not.toBe(a);
  });

  it("frees the claim of a sender that died mid-send, and only a pending message's", async () => {
    await queueMail(t.db, { to: 'designer@example.test' }, template);
    const claimed = new Date(Date.now() + 60_000).toISOString();
    await t.db.updateTable('mail_outbox').set({ claimed_until: claimed }).execute();
    expect(await deliverDueMail(t.db, smtpTransport(smtp.url), { from: FROM })).toEqual({ sent: 0, failed: 0 });

    expect(await releaseClaims(t.db)).toBe(1);
    expect(await deliverDueMail(t.db, smtpTransport(smtp.url), { from: FROM })).toEqual({ sent: 1, failed: 0 });
    expect(await releaseClaims(t.db)).toBe(0);
  });

  it('keeps a refused message and sends it on the retry after the backoff', async () => {
    smtp.refuseNext(1);
    const start = new Date('2026-11-22T10:00:00.000Z');
    await queueMail(t.db, { to: 'designer@example.test' }, template, start);
    const logged: string[] = [];
    const first = await deliverDueMail(t.db, smtpTransport(smtp.url), {
      from: FROM,
      now: () => start,
      log: (l) => logged.push(l),
    });
    expect(first).toEqual({ sent: 0, failed: 1 });
    expect(logged[0]).toMatch(/not sent \(try 1\).*Try again later/);
    const pending = await t.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });

    // Not yet due: nothing happens.
    const early = new Date(start.getTime() + 10_000);
    expect(await deliverDueMail(t.db, smtpTransport(smtp.url), { from: FROM, now: () => early })).toEqual({
      sent: 0,
      failed: 0,
    });

    const later = new Date(start.getTime() + 31_000);
    expect(await deliverDueMail(t.db, smtpTransport(smtp.url), { from: FROM, now: () => later })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(smtp.received).toHaveLength(1);
  });

  it('survives a restart: a message queued while the mail server was down is sent by the next instance', async () => {
    await queueMail(t.db, { to: 'designer@example.test' }, template);
    const down = await startSmtp();
    await down.close();
    const failed = await deliverDueMail(t.db, smtpTransport(down.url, { timeoutMs: 2_000 }), {
      from: FROM,
      log: quiet,
    });
    expect(failed.failed).toBe(1);
    await t.db.destroy();

    const restarted = t.reopen();
    const later = () => new Date(Date.now() + 60_000);
    expect(await deliverDueMail(restarted, smtpTransport(smtp.url), { from: FROM, now: later })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(smtp.received).toHaveLength(1);
  });

  it('drains a backlog in one run and sends a sign-in code queued behind it first', async () => {
    for (let i = 0; i < 40; i++) await queueMail(t.db, { to: `guest${i}@example.test` }, template);
    await queueMail(t.db, { to: 'waiting@example.test', urgent: true }, { ...template, subject: 'Your code' });
    const order: string[] = [];
    const transport = {
      describe: 'memory',
      send: async (mail: { to: string }) => void order.push(mail.to),
    };
    expect(await deliverDueMail(t.db, transport, { from: FROM })).toEqual({ sent: 41, failed: 0 });
    expect(order[0]).toBe('waiting@example.test');
    expect(order.slice(1)).toEqual(Array.from({ length: 40 }, (_, i) => `guest${i}@example.test`));
  });

  it('picks an urgent message queued while a run is under way before the rest of the backlog', async () => {
    for (let i = 0; i < 5; i++) await queueMail(t.db, { to: `guest${i}@example.test` }, template);
    const order: string[] = [];
    const transport = {
      describe: 'memory',
      send: async (mail: { to: string }) => {
        order.push(mail.to);
        if (order.length === 1) await queueMail(t.db, { to: 'waiting@example.test', urgent: true }, template);
      },
    };
    await deliverDueMail(t.db, transport, { from: FROM });
    expect(order.slice(0, 2)).toEqual(['guest0@example.test', 'waiting@example.test']);
    expect(order).toHaveLength(6);
  });

  it('sends each message once when two instances deliver at the same time', async () => {
    for (let i = 0; i < 5; i++) await queueMail(t.db, { to: `guest${i}@example.test` }, template);
    const other = t.reopen();
    const [a, b] = await Promise.all([
      deliverDueMail(t.db, smtpTransport(smtp.url), { from: FROM }),
      deliverDueMail(other, smtpTransport(smtp.url), { from: FROM }),
    ]);
    expect(a.sent + b.sent).toBe(5);
    expect(smtp.received.map((m) => (m.to && 'text' in m.to ? m.to.text : '')).sort()).toEqual(
      [0, 1, 2, 3, 4].map((i) => `guest${i}@example.test`),
    );
  });
});

describe('the dev outbox (no SMTP_URL)', () => {
  it('writes each message as an .eml file and logs one line naming it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-mail-'));
    const lines: string[] = [];
    const transport = fileTransport(dir, (line) => lines.push(line));
    const rendered = renderMail(template);
    await transport.send({ from: FROM, to: 'designer@example.test', ...rendered });
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: designer@example.test');
    expect(eml).toContain('multipart/alternative');
    expect(lines).toEqual([expect.stringContaining(path.join(dir, files[0]!))]);
  });
});
