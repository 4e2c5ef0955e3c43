import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { FORM_TOKEN_FIELD, issueFormToken } from '~/.server/forms/form-token';
import { outboxMessageId } from '~/.server/mail/outbox';
import { preparedDataFolder } from '../unit/support/prepared-data';
import { freePort, startServer, type ServerProcess } from '../unit/support/server-process';
import { startSmtp, type TestSmtp } from '../unit/support/smtp';

/**
 * The crash test (`npm run test:crash`): the production build (`node server.mjs`, SQLite in a
 * temporary DATA_DIR, mail over SMTP to a real SMTP server in this process) under a mixed write
 * load of contact messages, reviews, sign-in code requests and test-mode purchases, killed with
 * SIGKILL four times: three times at a random moment of the load, once while an e-mail is in
 * flight (the SMTP server has the whole message and has not yet said it accepted it). After each
 * restart, every acknowledged write (a post answered with its success redirect) is in the
 * database and `PRAGMA integrity_check` answers ok; at the end, once the outbox is drained, every
 * outbox row is marked sent and the SMTP server has received each row's e-mail.
 *
 * "Exactly once", honestly: SMTP has no way to ask whether a message arrived, so a message the mail
 * server accepted just before the kill, whose 'sent' mark was not yet written, is sent again after
 * the restart. The window is the mail server's "accepted" answer travelling back plus one database
 * update; the resend carries the same Message-ID (derived from the outbox row), so mail clients
 * show one message. So the test asserts: the distinct Message-IDs received are exactly the outbox
 * rows, all rows are marked sent, and raw deliveries beyond one per Message-ID number at most one
 * per kill (the mailer has one message in flight at a time). The in-flight kill makes that resend
 * happen on purpose: its Message-ID must arrive exactly once more after the restart. (The random
 * kills land in the window more often than its few milliseconds suggest: this process's timers,
 * the kill's among them, fire right after it has answered a message.)
 *
 * CRASH_SEED replays the random part of the kill moments of a run (every failure message names its
 * seed); CRASH_VERBOSE=1 prints the counts and the time of each phase.
 */

const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? 'build');
/** This suite's ports; other suites and engineers use others. */
const PORTS: [number, number] = [3500, 3599];
const SECRET = 'crash-test-session-secret-0123456789abcdef';
const MAIL_FROM = 'Petal & Quill <studio@crash.test>';
const CONTACT_TO = 'studio@crash.test';
/** Rate limits count by this header: every write is its own client, so no limit is reached. */
const CLIENT_HEADER = 'X-Crash-Client';
const RANDOM_KILLS = 3;
const KILLS = RANDOM_KILLS + 1;
/** Concurrent visitors posting one write after another. */
const WORKERS = 2;
/**
 * A kill comes once this many writes of the round were acknowledged and one of its purchases was
 * paid (a purchase is three requests: on a fast machine the other visitor's fifteen short writes
 * came first and no order was ever paid), plus a random moment.
 */
const ACKS_BEFORE_KILL = 15;
const MAX_EXTRA_LOAD_MS = 300;
const SERVING = /is serving http:\/\/127\.0\.0\.1:\d+/;
/**
 * The mix: contact messages, reviews and sign-in codes in turn, and every tenth write a test-mode
 * purchase (several requests, and its order's designs rendered after it: the test waits for
 * every paid order's, so a purchase in four made the renders two thirds of its time).
 */
const kindOf = (n: number) => (n % 10 === 9 ? 'purchase' : (['contact', 'review', 'sign-in'] as const)[n % 3]!);

const SEED = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);
/** mulberry32: the kill moments come from the seed, so a failed run can be replayed. */
const random = (() => {
  let state = SEED >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
})();

/** An acknowledged write: the post was answered with its success redirect. */
type Ack = { kind: 'contact' | 'review' | 'sign-in'; key: string } | { kind: 'order'; key: string; paid: boolean };

const acks: Ack[] = [];
const paidOrders = () => acks.filter((ack) => ack.kind === 'order' && ack.paid).length;
/** Numbers the writes: every write has its own client and e-mail address, across restarts too. */
let sequence = 0;
/** Answers that were neither the success redirect nor a dropped connection (each one a bug). */
const unexpected: string[] = [];

let server: ServerProcess | undefined;
let smtp: TestSmtp | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await smtp?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** What the server printed, less its line per request. */
const serverLog = () =>
  server
    ?.output()
    .split('\n')
    .filter((line) => !/^[A-Z]+ \//.test(line))
    .join('\n');

/** Resolves once `check` is true, looking every 20 ms; fails saying `what` after `timeoutMs`. */
async function until(check: () => boolean, what: string | (() => string), timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${typeof what === 'string' ? what : what()} (seed ${SEED})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('loses no acknowledged write and no e-mail when the server is killed mid-load', async () => {
  expect(fs.existsSync(path.join(BUILD_DIR, 'server/index.js')), 'needs `npm run build` first (npm test does it)').toBe(
    true,
  );
  // The in-flight kill: armed, the next message the SMTP server receives kills the app server
  // before the server answers that it accepted it.
  let armed = false;
  let inFlightMessageId: string | undefined;
  /** How often the server had that message when the kill came (more than once if an earlier kill resent it). */
  let inFlightCopies = 0;
  const copiesOf = (messageId: string | undefined) =>
    smtp!.received.filter((mail) => mail.messageId === messageId).length;
  smtp = await startSmtp({
    port: await freePort(PORTS),
    beforeAccepting: async (mail) => {
      if (!armed) return;
      armed = false;
      inFlightMessageId = mail.messageId;
      inFlightCopies = copiesOf(inFlightMessageId);
      await kill();
    },
  });
  // After the SMTP server has its port, so the two never pick the same one.
  const port = await freePort(PORTS);
  const base = `http://127.0.0.1:${port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-crash-'));
  // From the prepared data folder: the first start's work (sample content, artwork, template files)
  // is done, so the load and the kills meet the server as it serves.
  fs.cpSync(await preparedDataFolder(), dataDir, { recursive: true });
  const dbFile = path.join(dataDir, 'studio.sqlite');
  const env = {
    NODE_ENV: 'production',
    BUILD_DIR,
    PORT: String(port),
    DATA_DIR: dataDir,
    SITE_URL: base,
    SESSION_SECRET: SECRET,
    SMTP_URL: smtp.url,
    MAIL_FROM,
    CONTACT_TO,
    TRUST_PROXY_HEADER: CLIENT_HEADER,
    // Every paid order renders its designs; print-resolution artwork would only slow the load down.
    PRINT_DPI: '72',
  };

  const started = Date.now();
  const phases: string[] = [];
  const phase = (name: string) => phases.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  let load: Promise<void> | undefined;
  let loading = false;
  async function start() {
    server = await startServer(env);
    const outcome = await Promise.race([
      server.waitFor(SERVING, 30_000).then(
        () => 'serving',
        (error: Error) => error.message,
      ),
      server.exited.then((code) => `The server exited (${code}) before it was serving:\n${server!.output()}`),
    ]);
    if (outcome !== 'serving') throw new Error(`${outcome} (seed ${SEED})`);
  }
  /** Stops the load (the requests in flight fail with the server) and SIGKILLs the server. */
  async function kill() {
    loading = false;
    server!.child.kill('SIGKILL');
    await server!.exited;
  }
  function startLoad() {
    loading = true;
    load = Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (loading) {
          // A request the kill cut off is simply not acknowledged; any other failure is a finding.
          await writeOnce(base, ++sequence).catch((error: Error) => {
            if (loading) unexpected.push(`${error.message} ${String(error.cause ?? '')}`);
          });
        }
      }),
    ).then(() => {});
  }

  await start();
  phase('first start');
  for (let round = 1; round <= KILLS; round++) {
    const before = acks.length;
    const paidBefore = paidOrders();
    startLoad();
    await until(
      () => acks.length >= before + ACKS_BEFORE_KILL && paidOrders() > paidBefore,
      () =>
        `${ACKS_BEFORE_KILL} acknowledged writes and a paid order in round ${round} (other answers: ${unexpected.slice(-5).join('; ') || 'none'})`,
    );
    if (round === 2) {
      armed = true;
      await until(() => !armed, 'an e-mail in flight to kill the server under');
    } else {
      await new Promise((resolve) => setTimeout(resolve, random() * MAX_EXTRA_LOAD_MS));
      await kill();
    }
    await load;
    phase(`kill ${round}`);
    expect(await server!.exited, `round ${round}: the server was SIGKILLed (seed ${SEED})`).toBe(null);
    await start();
    phase(`restart ${round}`);
    checkDatabase(dbFile, `after restart ${round}`);
    phase(`check ${round}`);
    if (round === 2) {
      // Sent again and marked sent, before the next round's kill could catch it in flight again.
      await until(
        () => copiesOf(inFlightMessageId) > inFlightCopies && isMarkedSent(dbFile, inFlightMessageId!),
        'the e-mail in flight at the kill to be sent again',
        mailWaitMs(dbFile),
      );
    }
  }

  // Drained: the restarted server sends what the outbox holds, the in-flight message again.
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const unsent = db.prepare("select count(*) from mail_outbox where status <> 'sent'").pluck();
    const backlog = Number(unsent.get());
    await until(
      () => unsent.get() === 0,
      () => `the outbox to drain: ${String(unsent.get())} of ${backlog} unsent; the server said:\n${serverLog()}`,
      mailWaitMs(dbFile),
    );
    phase('drained');
    const rows = db
      .prepare('select id, created_at, to_address, subject, status from mail_outbox order by id')
      .all() as Array<{ id: number; created_at: string; to_address: string; subject: string; status: string }>;
    const byMessageId = new Map(rows.map((row) => [outboxMessageId(row, MAIL_FROM), row]));
    const received = smtp.received.map((mail) => mail.messageId ?? '(no Message-ID)');
    const distinct = new Set(received);
    const extra = received.length - distinct.size;
    const context = `seed ${SEED}: ${rows.length} outbox rows, ${received.length} deliveries`;
    if (process.env.CRASH_VERBOSE) {
      console.log(`${acks.length} acknowledged writes; ${context}, ${extra} resent after a kill`);
      console.log(phases.join(', '));
    }

    expect([...distinct].sort(), context).toEqual([...byMessageId.keys()].sort());
    expect(
      rows.filter((row) => row.status !== 'sent'),
      context,
    ).toEqual([]);
    for (const mail of smtp.received) {
      const row = byMessageId.get(mail.messageId!)!;
      expect({ to: mail.to && 'text' in mail.to ? mail.to.text : '', subject: mail.subject }, context).toEqual({
        to: row.to_address,
        subject: row.subject,
      });
    }
    // The message the server had when its sender died came once more, with its Message-ID.
    expect(inFlightMessageId, context).toBeDefined();
    expect(copiesOf(inFlightMessageId), context).toBe(inFlightCopies + 1);
    expect(extra, context).toBeLessThanOrEqual(KILLS);
    expect(unexpected, context).toEqual([]);

    // Every paid order's designs: one render job each, done after the kills (a job a kill caught is
    // freed at start-up and rendered again), and every file a job's rows name is in the file store.
    const jobsQuery = db.prepare(
      "select o.number, r.status from orders o left join design_renders r on r.order_id = o.id where o.status = 'paid'",
    );
    const jobs = () => jobsQuery.all() as Array<{ number: string; status: string | null }>;
    await until(
      () => jobs().every((job) => job.status === 'done'),
      () => `every paid order's designs to be rendered: ${JSON.stringify(jobs())}; the server said:\n${serverLog()}`,
      60_000 + 10_000 * jobs().length,
    );
    phase('rendered');
    const keys = db.prepare('select storage_key from design_render_files').pluck().all() as string[];
    expect(keys.length, context).toBeGreaterThan(0);
    expect(
      keys.filter((key) => !fs.existsSync(path.join(dataDir!, 'files', ...key.split('/')))),
      context,
    ).toEqual([]);
  } finally {
    db.close();
  }

  // And the last server still stops cleanly.
  server!.child.kill('SIGTERM');
  expect(await server!.exited).toBe(0);
  checkDatabase(dbFile, 'at the end');

  /** One write of the mix, chosen by its sequence number; an acknowledged one is recorded. */
  async function writeOnce(origin: string, n: number) {
    const client = `crash-${n}`;
    const post = async (pathname: string, fields: Record<string, string>, cookie?: string) => {
      const response = await fetch(origin + pathname, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          Origin: origin,
          'Content-Type': 'application/x-www-form-urlencoded',
          [CLIENT_HEADER]: client,
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: new URLSearchParams(fields),
      });
      await response.arrayBuffer();
      return response;
    };
    /** The success redirect's target, or null (and the answer is noted) for any other answer. */
    const redirected = (response: Response, pathname: string, to: RegExp) => {
      const location = response.headers.get('Location') ?? '';
      if (response.status === 302 && to.test(location)) return location;
      unexpected.push(`POST ${pathname}: ${response.status} ${location}`);
      return null;
    };
    const email = `${client}@example.test`;
    // The public forms' one-time tokens are made as their pages' loaders make them (the server has
    // SECRET): a page load per post would halve the load for no more coverage.
    switch (kindOf(n)) {
      case 'contact': {
        const response = await post('/contact', {
          [FORM_TOKEN_FIELD]: issueFormToken(SECRET, 'contact'),
          name: `Guest ${n}`,
          email,
          message: `Crash test message number ${n}.`,
        });
        if (redirected(response, '/contact', /^\/contact$/)) acks.push({ kind: 'contact', key: email });
        return;
      }
      case 'review': {
        const name = `Reviewer ${client}`;
        const response = await post('/testimonials', {
          [FORM_TOKEN_FIELD]: issueFormToken(SECRET, 'review'),
          name,
          title: 'Bride',
          content: `A lovely invitation, number ${n}.`,
          rating: '5',
        });
        if (redirected(response, '/testimonials', /^\/testimonials$/)) acks.push({ kind: 'review', key: name });
        return;
      }
      case 'sign-in': {
        const response = await post('/login', { intent: 'send', email });
        if (redirected(response, '/login', /^\/login$/)) acks.push({ kind: 'sign-in', key: email });
        return;
      }
      default: {
        const added = await post('/cart', { intent: 'add-to-cart', collectionId: '1' });
        if (!redirected(added, '/cart', /^\/checkout$/)) return;
        const cart = added.headers
          .getSetCookie()
          .map((line) => line.split(';')[0]!)
          .find((pair) => pair.startsWith('cart='));
        const placed = await post(
          '/checkout',
          {
            intent: 'pay',
            idempotencyKey: crypto.randomUUID(),
            name: `Buyer ${n}`,
            email,
            country: 'IN',
            coupleNames: 'Meera & Arjun',
            eventDate: `${new Date().getUTCFullYear() + 1}-06-15`,
            venue: 'The Leela Palace, Udaipur',
            wording: 'Together with their families, Meera and Arjun invite you.',
          },
          cart,
        );
        const payAt = redirected(placed, '/checkout', /\/pay\/test\?order=/);
        if (!payAt) return;
        const order: Ack = { kind: 'order', key: email, paid: false };
        acks.push(order);
        const paid = await post(new URL(payAt, origin).pathname + new URL(payAt, origin).search, { choice: 'pay' });
        if (redirected(paid, '/pay/test', /^\/success\?order=/)) order.paid = true;
      }
    }
  }
  // A bound against a hang, not a speed check: it runs beside the deploy tests in `npm test`, and
  // the renders of every paid order take what the machine has.
}, 240_000);

/**
 * How long to wait for the mail now in the outbox. The mailer opens a connection per message and
 * smtp-server waits 100 ms before its greeting (it checks for clients that talk too early), so mail
 * goes at about 9 a second: 10 s, and 300 ms per unsent message.
 */
function mailWaitMs(file: string): number {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return 10_000 + 300 * Number(db.prepare("select count(*) from mail_outbox where status <> 'sent'").pluck().get());
  } finally {
    db.close();
  }
}

/** Whether the outbox row whose e-mail has this Message-ID is marked sent. */
function isMarkedSent(file: string, messageId: string): boolean {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('select id, created_at, status from mail_outbox').all() as Array<{
      id: number;
      created_at: string;
      status: string;
    }>;
    return rows.some((row) => row.status === 'sent' && outboxMessageId(row, MAIL_FROM) === messageId);
  } finally {
    db.close();
  }
}

/**
 * The database as the restarted server left it: intact, and holding every acknowledged write
 * once, with the e-mail it queued. Read with a connection of this process, beside the server's.
 */
function checkDatabase(file: string, when: string) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    expect(db.pragma('integrity_check', { simple: true }), `integrity_check ${when} (seed ${SEED})`).toBe('ok');
    const count = (query: string) => {
      const statement = db.prepare(query).pluck();
      return (key: string) => Number(statement.get(key));
    };
    const counts = {
      contact: count('select count(*) from contact_messages where email = ?'),
      contactMail: count('select count(*) from mail_outbox where reply_to = ?'),
      review: count("select count(*) from testimonials where name = ? and status = 'pending'"),
      signIn: count('select count(*) from verifications where email = ?'),
      mailTo: count('select count(*) from mail_outbox where to_address = ?'),
      order: count('select count(*) from orders where email = ?'),
      paid: count("select count(*) from orders where email = ? and status = 'paid'"),
    };
    const missing = acks.filter((ack) => {
      switch (ack.kind) {
        case 'contact':
          return counts.contact(ack.key) !== 1 || counts.contactMail(ack.key) !== 1;
        case 'review':
          return counts.review(ack.key) !== 1;
        case 'sign-in':
          return counts.signIn(ack.key) !== 1 || counts.mailTo(ack.key) !== 1;
        case 'order':
          return (
            counts.order(ack.key) !== 1 || (ack.paid && (counts.paid(ack.key) !== 1 || counts.mailTo(ack.key) !== 1))
          );
      }
    });
    expect(missing, `acknowledged writes missing ${when} (of ${acks.length}, seed ${SEED})`).toEqual([]);
  } finally {
    db.close();
  }
}
