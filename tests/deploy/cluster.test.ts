import fs from 'node:fs';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/.server/db/connection';
import { freePort, startServer, type ServerProcess } from '../unit/support/server-process';
import { startSmtp, type TestSmtp } from '../unit/support/smtp';
import { startStorageStandIn, type StorageStandIn } from '../unit/support/storage-stand-in';
import { createTestDb, type TestDb } from '../unit/support/test-db';
import { CLIENT_HEADER, startRoundRobinProxy, type RoundRobinProxy } from './support/round-robin-proxy';
import { hasField, Visitor, type Answer } from './support/visitor';

/**
 * Two production servers (server.mjs from the build) on one PostgreSQL schema and one Supabase
 * Storage (a stand-in of its REST endpoints), each with its own DATA_DIR so nothing is shared
 * through the disk, behind a round-robin proxy that sets Fly-Client-IP as Fly does. What a couple,
 * the designer and the mail server notice must not depend on which instance answers: sessions,
 * carts, rate limits, the outbox, render jobs, the page cache and the files hold across instances.
 * `npm run test:cluster` (after `npm run build`), with TEST_DATABASE_URL.
 */
const DATABASE_URL = process.env.TEST_DATABASE_URL;
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? 'build');
const SECRET = 'cluster-test-session-secret-0123456789abcdef';
const BUCKET = 'studio-files';
const ADMIN = 'designer@cluster.test';
const SERVING = /is serving http:\/\/127\.0\.0\.1:\d+/;
/** A line of a stack trace, as console.error prints an Error. */
const STACK_TRACE = /^\s+at .+(:\d+:\d+\)?|\(native\))$/m;
/** The ports this test may use (its own range, so parallel work elsewhere on the machine never collides). */
const PORTS = {
  proxy: [36400, 36499],
  storage: [36500, 36599],
  smtp: [36600, 36699],
  servers: [36700, 36799],
} as const;
const NAMES = ['a', 'b'] as const;
type Name = (typeof NAMES)[number];
/** Each instance signs its Storage requests with a key of its own, so the stand-in tells who read or wrote a file. */
const storageKey = (name: Name) => `service-role-key-of-instance-${name}-0123456789`;

if (!DATABASE_URL)
  console.log('cluster.test.ts skipped: two instances need PostgreSQL; set TEST_DATABASE_URL (CI does)');

describe.runIf(DATABASE_URL)('two instances behind a round-robin proxy', () => {
  let testDb: TestDb;
  let db: Db;
  let storage: StorageStandIn;
  let smtp: TestSmtp;
  let proxy: RoundRobinProxy;
  const servers = {} as Record<Name, ServerProcess>;
  let base: string;
  let visitors = 0;
  /** A new visitor with an address of its own (the proxy's Fly-Client-IP). */
  const visitor = (address = `203.0.113.${++visitors % 250}`) => new Visitor(base, address);

  beforeAll(async () => {
    expect(fs.existsSync(path.join(BUILD_DIR, 'server/index.js')), 'needs `npm run build` first').toBe(true);
    testDb = await createTestDb('postgres', { migrate: false });
    db = testDb.db;
    storage = await startStorageStandIn({ bucket: BUCKET, port: await freePort([...PORTS.storage]) });
    smtp = await startSmtp({ port: await freePort([...PORTS.smtp]), anyLogin: true });
    const [from, to] = PORTS.servers;
    const half = Math.floor((from + to) / 2);
    const ports = { a: await freePort([from, half]), b: await freePort([half + 1, to]) };
    proxy = await startRoundRobinProxy(
      NAMES.map((name) => ({ name, port: ports[name] })),
      await freePort([...PORTS.proxy]),
    );
    base = proxy.url;
    // Both at once, as two machines start on a new database: one migrates and loads the sample
    // content, the other waits for it and finds them.
    const start = (name: Name) => {
      const smtpUrl = new URL(smtp.url);
      smtpUrl.username = `instance-${name}`;
      smtpUrl.password = 'x';
      return startServer({
        NODE_ENV: 'production',
        BUILD_DIR,
        PORT: String(ports[name]),
        SITE_URL: base,
        SESSION_SECRET: SECRET,
        DATABASE_URL: testDb.databaseUrl!,
        SUPABASE_URL: storage.url,
        SUPABASE_SERVICE_ROLE_KEY: storageKey(name),
        SUPABASE_STORAGE_BUCKET: BUCKET,
        SMTP_URL: smtpUrl.toString(),
        TRUST_PROXY_HEADER: CLIENT_HEADER,
        ADMIN_EMAILS: ADMIN,
        PRINT_DPI: '72',
      });
    };
    for (const name of NAMES) servers[name] = await start(name);
    await Promise.all(NAMES.map((name) => servers[name].waitFor(/Timer: started/, 90_000)));
    await Promise.all(NAMES.map((name) => servers[name].waitFor(SERVING, 60_000)));
    const loaded = NAMES.filter((name) => servers[name].output().includes('Database: loaded the sample content'));
    expect(loaded).toHaveLength(1);
    const collections = await db.selectFrom('collections').select('slug').execute();
    expect(new Set(collections.map((c) => c.slug)).size).toBe(collections.length);
  }, 180_000);

  afterAll(async () => {
    for (const name of NAMES) servers[name]?.child.kill('SIGKILL');
    await Promise.all(NAMES.map((name) => servers[name]?.exited));
    await proxy?.close();
    await smtp?.close();
    await storage?.close();
    await testDb?.destroy();
    for (const name of NAMES) if (servers[name]) fs.rmSync(servers[name].dataDir, { recursive: true, force: true });
  });

  /** Sends one throwaway GET when needed, so the proxy's next request goes to any instance but `name`. */
  async function nextNot(name: string) {
    if (proxy.next() === name) await visitor().get('/healthz');
  }

  async function until<T>(
    what: string,
    find: () => T | undefined | Promise<T | undefined>,
    timeoutMs = 20_000,
    everyMs = 100,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = await find();
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }

  const nameOfKey = (key: string | string[] | undefined) => NAMES.find((name) => storageKey(name) === key)!;
  const nextYear = () => `${new Date().getUTCFullYear() + 1}-06-15`;
  const decodeEntities = (text: string) => text.replace(/&amp;/g, '&');

  const addressOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address ?? '';
  /** The mail the SMTP server received for `to` (newest last). */
  const mailTo = (to: string) => smtp.received.filter((mail) => addressOf(mail) === to);

  /** `work` for each item, at most `width` at a time; the results in the items' order. */
  async function inBatches<T, R>(
    items: T[],
    width: number,
    work: (item: T, index: number) => Promise<R>,
  ): Promise<R[]> {
    const results: R[] = new Array(items.length);
    let taken = 0;
    await Promise.all(
      Array.from({ length: width }, async () => {
        while (taken < items.length) {
          const index = taken++;
          results[index] = await work(items[index]!, index);
        }
      }),
    );
    return results;
  }

  const codeIn = (mail: ParsedMail) => /\b(\d{6})\b/.exec(mail.text ?? '')![1]!;

  /** Asks for a sign-in code as `who`; answers the instance that took the request and the code e-mailed. */
  async function requestCode(who: Visitor, email: string) {
    const page = await who.open('/login');
    const before = mailTo(email).length;
    const sent = await who.submit(page, hasField('intent', 'send'), { email });
    expect(sent.status, sent.text.slice(0, 300)).toBe(302);
    const mail = await until(`the code for ${email}`, () => mailTo(email)[before]);
    return { servedBy: sent.servedBy, code: codeIn(mail), mail };
  }

  /** Enters a code on /login as `who`; the post goes to any instance but `notOn`. */
  async function enterCode(who: Visitor, code: string, notOn = ''): Promise<Answer> {
    const page = await who.open('/login');
    await nextNot(notOn);
    return who.submit(page, hasField('intent', 'verify'), { code });
  }

  it('a couple signs in on one instance with the code the other sent, buys, and downloads on the instance that did not make the files', async () => {
    const couple = visitor();
    const email = 'meera.cluster@example.test';
    const { servedBy: sentBy, code } = await requestCode(couple, email);
    const verified = await enterCode(couple, code, sentBy);
    expect(verified.status).toBe(302);
    expect(verified.servedBy).not.toBe(sentBy);
    // Signed in on both: the session is the database's, the cookie signed with the shared secret.
    for (let i = 0; i < 2; i++) {
      const account = await couple.get('/account');
      expect(account.status).toBe(200);
      expect(account.text).toContain(email);
    }
    expect(new Set(couple.servedBy.slice(-2))).toEqual(new Set(NAMES));

    // The cart (a signed cookie), the checkout and the payment: each page on the other instance than the post before it.
    const collection = await db
      .selectFrom('collections')
      .select(['id', 'title'])
      .where('slug', '=', 'blush-peony-romance')
      .executeTakeFirstOrThrow();
    const page = await couple.open(`/collections/${collection.id}`);
    const added = await couple.submit(page, hasField('intent', 'add-to-cart'), {});
    expect(added.status).toBe(302);
    const checkout = await couple.open('/checkout');
    expect(checkout.servedBy).not.toBe(added.servedBy);
    expect(checkout.text).toContain(collection.title);
    const placed = await couple.submit(
      checkout,
      hasField('intent', 'pay'),
      {
        name: 'Meera Kapoor',
        email,
        country: 'IN',
        coupleNames: 'Meera & Arjun',
        eventDate: nextYear(),
        venue: 'The Leela Palace, Udaipur',
        wording: 'Together with their families, Meera and Arjun invite you to celebrate their wedding.',
      },
      /^Pay /,
    );
    expect(placed.status, placed.text.slice(0, 500)).toBe(302);
    const payPage = await couple.open(placed.location!);
    expect(payPage.servedBy).not.toBe(placed.servedBy);
    expect(payPage.text).toContain('Test mode — no real payment is taken');
    const paid = await couple.submit(payPage, (form) => form.buttons.some((b) => b.value === 'pay'), {}, /^Pay /);
    expect(paid.status).toBe(302);
    const payingInstance = paid.servedBy;

    // The render job, queued with the payment, is done by some instance; its files go to Storage.
    const success = await until(
      'the personalised designs',
      async () => {
        const answer = await couple.open(paid.location!);
        return answer.text.includes('Download single files') ? answer : undefined;
      },
      120_000,
      1_000,
    );
    expect(success.text).toContain('Thank You!');
    const uploads = storage.seen.filter((r) => r.method === 'POST' && /\/object\/[^/]+\/proofs\//.test(r.url));
    expect(uploads.length).toBeGreaterThan(0);
    const renderedBy = nameOfKey(uploads[0]!.headers.apikey);
    // The job was claimed once: one instance made every file, with no failed or abandoned try.
    expect(new Set(uploads.map((r) => nameOfKey(r.headers.apikey)))).toEqual(new Set([renderedBy]));
    const job = await db.selectFrom('design_renders').select(['status', 'attempts']).executeTakeFirstOrThrow();
    expect([job.status, Number(job.attempts)]).toEqual(['done', 0]);
    const fetchedBy = NAMES.find((name) => name !== renderedBy)!;
    const downloadsPath = /href="(\/downloads\/[^"/]+)"/.exec(success.text)![1]!;
    const downloads = await couple.open(downloadsPath);
    const invitation = /href="([^"]+\/files\/[\w-]+)" download="meera-and-arjun-invitation\.pdf"/.exec(downloads.text);
    expect(invitation, 'the personalised invitation is listed').not.toBeNull();
    await nextNot(renderedBy);
    storage.seen.length = 0;
    const pdf = await couple.get(decodeEntities(invitation![1]!));
    expect(pdf.status).toBe(200);
    expect(pdf.servedBy).toBe(fetchedBy);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(storage.seen.some((r) => r.method === 'GET' && r.headers.apikey === storageKey(fetchedBy))).toBe(true);
    // The collections' template files, made by whichever instance came to them first, are in
    // Storage as their rows describe them.
    const templates = await db.selectFrom('collection_files').select(['storage_key', 'byte_size']).execute();
    expect(templates.length).toBeGreaterThan(0);
    for (const row of templates) expect(storage.objects.get(row.storage_key)?.length).toBe(Number(row.byte_size));
    // Nothing of the files is on either instance's disk.
    for (const name of NAMES) expect(fs.existsSync(path.join(servers[name].dataDir, 'files'))).toBe(false);
    // The confirmation e-mail went out once.
    expect(mailTo(email).filter((mail) => /order|confirm/i.test(mail.subject ?? ''))).toHaveLength(1);
    console.log(`cluster: paid on ${payingInstance}, rendered by ${renderedBy}, downloaded from ${fetchedBy}`);
  });

  it("an admin's edit on one instance shows on the other's next anonymous page (the page cache)", async () => {
    const collection = await db
      .selectFrom('collections')
      .select(['id', 'title'])
      .where('slug', '=', 'classic-gilded-script')
      .executeTakeFirstOrThrow();
    const page = `/collections/${collection.id}`;
    // Anonymous visitors (no cookie) until both instances serve the page from their caches.
    const cached = new Set<string>();
    for (let i = 0; i < 6 && cached.size < 2; i++) {
      const answer = await visitor().get(page);
      expect(answer.text).toContain(collection.title);
      if (answer.headers['x-page-cache'] === 'hit') cached.add(answer.servedBy);
    }
    expect(cached).toEqual(new Set(NAMES));

    const designer = visitor();
    const { servedBy: sentBy, code } = await requestCode(designer, ADMIN);
    expect((await enterCode(designer, code, sentBy)).status).toBe(302);
    const edit = await designer.open(`/admin/collections/${collection.id}/edit`);
    expect(edit.status).toBe(200);
    const renamed = 'Gilded Script, Renamed On One Instance';
    const saved = await designer.submit(edit, (form) => form.fields.some(([name]) => name === 'title'), {
      title: renamed,
    });
    expect(saved.status, saved.text.slice(0, 400)).toBe(302);
    const other = NAMES.find((name) => name !== saved.servedBy)!;

    await nextNot(saved.servedBy);
    const next = await visitor().get(page);
    expect(next.servedBy).toBe(other);
    expect(next.text).toContain(renamed);
    expect(next.headers['x-page-cache']).toBe('miss');
    // And the instance that saved it shows it too.
    const back = await visitor().get(page);
    expect(back.servedBy).toBe(saved.servedBy);
    expect(back.text).toContain(renamed);
  });

  it('200 e-mails queued under load through both instances are each sent exactly once', async () => {
    const before = smtp.received.length;
    const emails = Array.from({ length: 200 }, (_, i) => `load-${i}@cluster.test`);
    // 20 visitors' addresses (the per-address limit is 20 codes an hour), 16 requests at a time.
    const answers = await inBatches(emails, 16, (email, i) =>
      new Visitor(base, `198.51.100.${i % 20}`).request(
        'POST',
        '/login',
        new URLSearchParams({ intent: 'send', email, redirectTo: '/' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(emails.map(() => 302));
    expect(new Set(answers.map((a) => a.servedBy))).toEqual(new Set(NAMES));
    const wanted = new Set(emails);
    const received = () => smtp.received.slice(before).filter((mail) => wanted.has(addressOf(mail)));
    await until('the 200 codes', () => received().length >= 200 || undefined, 60_000);
    // Both instances' senders drain the outbox; a message is never sent twice, even a moment later.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const mails = received();
    expect(mails).toHaveLength(200);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(200);
    expect(new Set(mails.map(addressOf))).toEqual(wanted);
    const senders = new Set(
      smtp.logins.slice(before).filter((login, i) => wanted.has(addressOf(smtp.received[before + i]!))),
    );
    expect(senders).toEqual(new Set(NAMES.map((name) => `instance-${name}`)));
    const pending = await db.selectFrom('mail_outbox').select('id').where('status', '!=', 'sent').execute();
    expect(pending).toEqual([]);
  });

  it('the sign-in attempt caps hold when the guesses alternate between instances', async () => {
    const couple = visitor();
    const email = 'guessing@cluster.test';
    const { code } = await requestCode(couple, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const page = await couple.open('/login');
    const guesses: Answer[] = [];
    for (let i = 0; i < 5; i++) guesses.push(await couple.submit(page, hasField('intent', 'verify'), { code: wrong }));
    expect(new Set(guesses.map((g) => g.servedBy))).toEqual(new Set(NAMES));
    expect(guesses.slice(0, 4).every((g) => g.text.includes('Invalid OTP. Please try again.'))).toBe(true);
    expect(guesses[4]!.text).toContain('Too many wrong codes. Please request a new one.');
    // The right code, now, on either instance: the code is locked.
    for (let i = 0; i < 2; i++) {
      const late = await couple.submit(page, hasField('intent', 'verify'), { code });
      expect(late.status).toBe(400);
      expect(late.text).toContain('Too many wrong codes. Please request a new one.');
    }
    // Not signed in: the account page sends the couple to sign in.
    expect((await couple.get('/account')).location).toMatch(/^\/login/);

    // Per address: 30 wrong guesses (unknown sign-in links) an hour, counted across both instances.
    const guesser = visitor('192.0.2.77');
    const linkAnswers: Answer[] = [];
    for (let i = 0; i < 31; i++) {
      linkAnswers.push(
        await guesser.request('POST', '/login/link', new URLSearchParams({ token: `unknown-${i}`, redirectTo: '/' })),
      );
    }
    expect(new Set(linkAnswers.map((a) => a.servedBy))).toEqual(new Set(NAMES));
    expect(linkAnswers.slice(0, 30).every((a) => a.text.includes('Invalid OTP. Please try again.'))).toBe(true);
    expect(linkAnswers[30]!.text).toContain(
      'Too many attempts from your connection. Please wait a while and try again.',
    );
    // Another visitor's address is not held back.
    const other = await visitor('192.0.2.78').request(
      'POST',
      '/login/link',
      new URLSearchParams({ token: 'unknown', redirectTo: '/' }),
    );
    expect(other.text).toContain('Invalid OTP. Please try again.');
  });

  // Last: it leaves one instance dead.
  it('one instance is killed mid-load: every acknowledged write is kept, the other serves on, no acknowledged e-mail is lost', async () => {
    const [victim, survivor] = NAMES;
    const emails = Array.from({ length: 160 }, (_, i) => `crash-${i}@cluster.test`);
    let acknowledged = 0;
    let killedAt = Infinity;
    const load = inBatches(emails, 12, async (email, i) => {
      const startedAt = Date.now();
      try {
        const answer = await new Visitor(base, `198.18.0.${i % 16}`).request(
          'POST',
          '/login',
          new URLSearchParams({ intent: 'send', email, redirectTo: '/' }),
        );
        if (answer.status === 302) acknowledged++;
        return { email, startedAt, status: answer.status, servedBy: answer.servedBy };
      } catch (error) {
        // Cut off: the instance died with the request (Fly cuts the visitor's connection too).
        return { email, startedAt, status: 0, servedBy: '', error: String(error) };
      }
    });
    await until('40 acknowledged writes', () => acknowledged >= 40 || undefined, 60_000);
    const killed = servers[victim];
    killed.child.kill('SIGKILL');
    const ackedBeforeKill = acknowledged;
    await killed.exited;
    // Requests sent from here on find the instance gone (those between the signal and its end were in flight).
    killedAt = Date.now();
    const results = await load;

    const acked = results.filter((r) => r.status === 302);
    const after = results.filter((r) => r.startedAt > killedAt);
    console.log(
      `cluster: killed ${victim} after ${ackedBeforeKill} acknowledged; ${acked.length}/${results.length} acknowledged, ` +
        `${results.filter((r) => r.status === 0).length} cut off, ${after.length} sent after the kill; refused: ${JSON.stringify(proxy.refused)}`,
    );
    expect(acked.filter((r) => r.servedBy === victim).length).toBeGreaterThan(0);
    // After the kill every request is answered, by the survivor (the proxy skips the dead instance).
    expect(after.length).toBeGreaterThan(0);
    expect(after.map((r) => [r.status, r.servedBy])).toEqual(after.map(() => [302, survivor]));
    expect(proxy.refused[victim]).toBeGreaterThan(0);
    for (let i = 0; i < 4; i++) {
      const health = await visitor().get('/healthz');
      expect([health.status, health.servedBy]).toEqual([200, survivor]);
    }

    // Every acknowledged write is in the database: the verification and its queued e-mail.
    const ackedEmails = acked.map((r) => r.email);
    const verified = await db.selectFrom('verifications').select('email').where('email', 'in', ackedEmails).execute();
    expect(new Set(verified.map((row) => row.email))).toEqual(new Set(ackedEmails));
    const queued = await db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('to_address', 'in', ackedEmails)
      .execute();
    expect(new Set(queued.map((row) => row.to_address))).toEqual(new Set(ackedEmails));

    // A message the dead instance had claimed is sent by the survivor once the claim runs out
    // (CLAIM_MS, 2 minutes): the test lets that time pass by moving the claims' end to now, then
    // writes once more through the survivor, whose sender runs after the commit.
    await db
      .updateTable('mail_outbox')
      .set({ claimed_until: new Date(Date.now() - 1_000).toISOString() })
      .where('status', '=', 'pending')
      .where('claimed_until', 'is not', null)
      .execute();
    const nudge = await visitor().request(
      'POST',
      '/login',
      new URLSearchParams({ intent: 'send', email: 'after-the-crash@cluster.test', redirectTo: '/' }),
    );
    expect(nudge.status).toBe(302);
    const wanted = new Set(ackedEmails);
    await until(
      'every acknowledged e-mail',
      () => {
        const got = new Set(smtp.received.map(addressOf).filter((to) => wanted.has(to)));
        return got.size === wanted.size || undefined;
      },
      60_000,
    );
    // At least once, and a message sent again (accepted just before the kill) keeps its Message-ID.
    const mails = smtp.received.filter((mail) => wanted.has(addressOf(mail)));
    const idsPerAddress = new Map<string, Set<string>>();
    for (const mail of mails) {
      const ids = idsPerAddress.get(addressOf(mail)) ?? new Set();
      ids.add(mail.messageId ?? '');
      idsPerAddress.set(addressOf(mail), ids);
    }
    expect([...idsPerAddress.values()].every((ids) => ids.size === 1)).toBe(true);
    // Through all of it, neither instance failed a request or a background job.
    for (const name of NAMES) expect(servers[name].output()).not.toMatch(STACK_TRACE);
  });
});
