import type { Secrets } from '~/.server/platform/signing';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureProfile, grantAdmin } from '~/.server/auth/profiles';
import { createSession } from '~/.server/auth/sessions';
import { getCollectionForEdit } from '~/.server/collections/admin-list';
import { updateCollection } from '~/.server/collections/changes';
import { createDb, type Db } from '~/.server/db/connection';
import { isValidFormToken } from '~/.server/forms/form-token';
import { createCartCookie } from '~/.server/cart/cart-cookie';
import { createFlash } from '~/.server/http/flash';
import { createAuthSessionStorage } from '~/.server/auth/session-cookie';
import { orderAccessToken } from '~/.server/orders/access';
import { keyOfRow } from '~/.server/orders/link-keys';
import { confirmPayment } from '~/.server/orders/payment-results';
import { placeOrder } from '~/.server/orders/place-order';
import { testProvider } from '~/.server/payments/test-provider';
import { moderateTestimonial, submitReview } from '~/.server/reviews/testimonials';
import { startServer, type ServerProcess } from '../unit/support/server-process';

/**
 * The page cache (app/.server/page-cache/) in the production server (server.mjs as a child process
 * on a SQLite file; the test writes to the same database as an admin, a buyer or another server
 * instance would). What a visitor would notice: pages served again without rendering show every
 * change at the next request; nobody gets another visitor's page, nonce or form token.
 */
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? 'build');
const SECRET = 'page-cache-test-session-secret-0123456789';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

let server: ServerProcess;
let db: Db;

beforeAll(async () => {
  expect(fs.existsSync(path.join(BUILD_DIR, 'server/index.js')), 'needs `npm run build` first (npm test does it)').toBe(
    true,
  );
  server = await startServer({ NODE_ENV: 'production', BUILD_DIR, SESSION_SECRET: SECRET }, { prepared: true });
  await server.waitFor(/is serving http:\/\/127\.0\.0\.1:\d+/, 60_000);
  db = createDb({ sqliteFile: path.join(server.dataDir, 'studio.sqlite') }).db;
}, 90_000);

afterAll(async () => {
  server?.child.kill('SIGKILL');
  if (server) await server.exited;
  await db?.destroy();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (compressed when Content-Encoding says so). */
  raw: Buffer;
  /** The body decoded. */
  text: string;
}

function get(target: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: target,
        headers: { 'User-Agent': BROWSER, ...headers },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const coding = response.headers['content-encoding'];
          const decoded =
            coding === 'br' ? zlib.brotliDecompressSync(raw) : coding === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({ status: response.statusCode!, headers: response.headers, raw, text: decoded.toString('utf8') });
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** The page's own content: what is between <main> and </main> (no scripts, no nonce, no data). */
const mainOf = (html: string) => /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

/** A request the cache does not answer (a flash cookie, an empty one, which the page deletes): rendered as before. */
const uncached = (target: string) => get(target, { Cookie: 'flash=' });

/** The same page whatever the per-serve secrets: nonces and form tokens evened out. */
const alike = (text: string) =>
  text
    .replace(/[a-z]+\.\d+\.[\w-]+\.[\w-]+/g, 'token')
    .replace(/nonce="[^"]+"/g, 'nonce')
    .replace(/'nonce-[^']+'/g, 'nonce');

/** What another server instance's save does to the database: the content version, raised. */
const raiseVersionElsewhere = () =>
  sql`update content_version set version = version + 1 where id = 1`.execute(db).then(() => undefined);

async function firstCollection() {
  const row = await db.selectFrom('collections').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
  return { id: Number(row.id), title: row.title };
}

describe('the page cache', () => {
  it('serves a page again without rendering it, until the content version moves (on any instance)', async () => {
    const { id, title } = await firstCollection();
    const page = `/collections/${id}`;
    const first = await get(page);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.text).toContain(title);

    // Written behind the cache's back (no version raised): a page served without rendering still shows the old title.
    await db.updateTable('collections').set({ title: 'Renamed Behind The Back' }).where('id', '=', id).execute();
    const second = await get(page);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.text).toContain(title);
    expect(second.text).not.toContain('Renamed Behind The Back');

    // Another instance's save raises the shared version: this instance renders the page again.
    await raiseVersionElsewhere();
    const third = await get(page);
    expect(third.headers['x-page-cache']).toBe('miss');
    expect(third.text).toContain('Renamed Behind The Back');
    await db.updateTable('collections').set({ title }).where('id', '=', id).execute();
    await raiseVersionElsewhere();
  });

  it('shows an admin edit of a collection on the next anonymous request, document and data', async () => {
    const { id } = await firstCollection();
    const targets = [`/collections/${id}`, `/collections/${id}.data`, '/collections', '/collections.data', '/'];
    for (const target of targets) await get(target);
    for (const target of targets) expect((await get(target)).headers['x-page-cache'], target).toBe('hit');

    const editable = (await getCollectionForEdit(db, id))!;
    const saved = await updateCollection(db, {
      id,
      expectedVersion: editable.version,
      values: { ...editable, title: 'Marigold Evenings', isFeatured: true },
    });
    expect(saved).toMatchObject({ ok: true, changed: true });

    for (const target of targets) {
      const reply = await get(target);
      expect(reply.status, target).toBe(200);
      expect(reply.text, target).toContain('Marigold Evenings');
    }
    const fresh = await uncached(`/collections/${id}`);
    expect(mainOf((await get(`/collections/${id}`)).text)).toBe(mainOf(fresh.text));
  });

  it('shows a review on /testimonials as soon as it is approved', async () => {
    for (const target of ['/testimonials', '/testimonials.data']) await get(target);
    const reviewId = await submitReview(db, {
      name: 'Ishita Menon',
      title: 'Bride',
      content: 'The invitations made our families cry happy tears before the wedding even began.',
      rating: 5,
    });
    // Waiting for approval, it shows nowhere (and changes no cached page).
    expect((await get('/testimonials')).text).not.toContain('Ishita Menon');

    const row = await db
      .selectFrom('testimonials')
      .select('version')
      .where('id', '=', reviewId)
      .executeTakeFirstOrThrow();
    const approved = await moderateTestimonial(db, {
      id: reviewId,
      decision: 'approve',
      expectedVersion: Number(row.version),
    });
    expect(approved).toMatchObject({ ok: true, changed: true });
    const page = await get('/testimonials');
    expect(page.headers['x-page-cache']).toBe('miss');
    expect(page.text).toContain('Ishita Menon');
    expect((await get('/testimonials.data')).text).toContain('Ishita Menon');
  });

  it('a sale changes no public page, and the buyer’s own pages are never cached', async () => {
    // No public page reads an order (catalogue, portfolio, reviews and site content do not): a
    // sale needs no invalidation. What it changes is the buyer's own view.
    const { id } = await firstCollection();
    const before = await get(`/collections/${id}`);
    const secrets: Secrets = [SECRET];
    const deps = { db, secrets, siteUrl: 'http://127.0.0.1', payments: testProvider, studioEmail: 'x@y.z' };
    const placed = await placeOrder(deps, {
      idempotencyKey: crypto.randomUUID(),
      cart: [{ id, quantity: 1 }],
      buyer: { name: 'Asha Rao', email: 'asha@example.test', country: 'IN', profileId: null },
      brief: { coupleNames: 'Asha & Dev', eventDate: '2030-02-14', venue: 'Jaipur', wording: '', notes: '' },
      clientAddress: '203.0.113.9',
    });
    expect(placed.kind).toBe('redirect');
    const order = await db
      .selectFrom('orders')
      .select(['id', 'number', 'link_key'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await confirmPayment(deps, Number(order.id));

    const after = await get(`/collections/${id}`);
    expect(after.headers['x-page-cache']).toBe('hit');
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(mainOf(after.text)).toBe(mainOf((await uncached(`/collections/${id}`)).text));

    const success = `/success?order=${orderAccessToken([SECRET], keyOfRow(order))}`;
    for (let i = 0; i < 2; i++) {
      const reply = await get(success);
      expect(reply.status).toBe(200);
      expect(reply.text).toContain(order.number);
      expect(reply.headers['x-page-cache']).toBeUndefined();
      expect(reply.headers['cache-control']).toMatch(/private/);
    }
  });

  it('serves a signed-in visitor or a cart a kept page with their own name and cart, as a render for them shows it', async () => {
    const storage = createAuthSessionStorage([SECRET], false);
    const signedIn = async (email: string, admin = false) => {
      const profile = admin ? await grantAdmin(db, email) : await ensureProfile(db, email);
      const session = await storage.getSession();
      session.set('user', { sessionId: (await createSession(db, profile)).id });
      return (await storage.commitSession(session)).split(';')[0]!;
    };
    const asha = await signedIn('asha@example.test');
    const vikram = await signedIn('vikram@example.test', true);
    // A name with what the page's script and markup must escape: the filled page escapes it as a render does.
    const ravi = await signedIn('ravi@example.test');
    const hostileName = 'Ravi "R" </script><b>&amp; \u2028 \\ end';
    await db.updateTable('profiles').set({ name: hostileName }).where('email', '=', 'ravi@example.test').execute();
    const cart = (
      await createCartCookie([SECRET], false).serialize([{ id: (await firstCollection()).id, quantity: 1 }])
    ).split(';')[0]!;

    for (const target of ['/about', '/collections', '/contact']) {
      await get(target);
      const served = async (cookie: string) => {
        const replies = [];
        for (let i = 0; i < 3; i++) replies.push(await get(target, { Cookie: cookie }));
        // The first is rendered for them; the last is the page kept for everyone, filled.
        expect(replies[2]!.headers['x-page-cache'], target).toBe('hit');
        expect(alike(replies[2]!.text), target).toBe(alike(replies[0]!.text));
        expect(replies[2]!.headers['cache-control']).toBe('private, no-cache');
        expect(replies[2]!.headers['set-cookie']).toBeUndefined();
        expect(replies[2]!.text).not.toContain('pqhole');
        return replies[2]!.text;
      };
      const hers = await served(asha);
      expect(hers).toContain('asha@example.test');
      expect(hers).not.toContain('Admin Dashboard');
      const his = await served(vikram);
      expect(his).toContain('vikram@example.test');
      expect(his).toContain('Admin Dashboard');
      expect(his).not.toContain('asha@example.test');
      const escaped = await served(ravi);
      expect(escaped).toContain('Ravi &quot;R&quot; &lt;/script&gt;&lt;b&gt;&amp;amp;');
      expect(escaped).not.toContain('</script><b>');
      const cartOnly = await served(cart);
      expect(cartOnly).toContain('Cart, 1 item');
      expect(cartOnly).not.toMatch(/Signed in as|asha@|vikram@/);

      // Everyone else still gets the anonymous page, without any of that.
      const anonymous = await get(target);
      expect(anonymous.headers['x-page-cache']).toBe('hit');
      expect(anonymous.text).not.toMatch(/Signed in as|asha@|vikram@|Cart, 1 item/);
      expect(anonymous.headers['set-cookie']).toBeUndefined();
    }

    // The data a script asks for on the next page carries the visitor's own too.
    for (const cookie of [asha, asha, asha]) await get('/portfolio.data', { Cookie: cookie });
    const data = await get('/portfolio.data', { Cookie: asha });
    expect(data.headers['x-page-cache']).toBe('hit');
    expect(data.text).toContain('asha@example.test');
    expect((await get('/portfolio.data', { Cookie: vikram })).text).not.toContain('asha@example.test');
    expect((await get('/portfolio.data')).text).not.toContain('asha@example.test');
  });

  it('keeps /account per user while what it shows is the same, and never for anyone else', async () => {
    const storage = createAuthSessionStorage([SECRET], false);
    const signedIn = async (email: string) => {
      const session = await storage.getSession();
      session.set('user', { sessionId: (await createSession(db, await ensureProfile(db, email))).id });
      return (await storage.commitSession(session)).split(';')[0]!;
    };
    const meera = await signedIn('meera@example.test');
    const kabir = await signedIn('kabir@example.test');
    const replies = [];
    for (let i = 0; i < 3; i++) replies.push(await get('/account', { Cookie: meera }));
    expect(replies[2]!.headers['x-page-cache']).toBe('hit');
    expect(alike(replies[2]!.text)).toBe(alike(replies[0]!.text));
    expect(replies[2]!.text).toContain('meera@example.test');
    expect(replies[2]!.headers['cache-control']).toBe('private, no-store');

    const his = await get('/account', { Cookie: kabir });
    expect(his.text).toContain('kabir@example.test');
    expect(his.text).not.toContain('meera@example.test');
    expect((await get('/account')).status).toBe(302);

    // A new name (saved on any instance) shows on the next request.
    await db.updateTable('profiles').set({ name: 'Meera Iyer' }).where('email', '=', 'meera@example.test').execute();
    const renamed = await get('/account', { Cookie: meera });
    expect(renamed.text).toContain('Meera Iyer');
    // Signed out everywhere: the page is gone with the session.
    await db.deleteFrom('sessions').execute();
    expect((await get('/account', { Cookie: meera })).status).toBe(302);
  });

  it('shows a flash notice to its visitor once, rendered for them; other cookies change no page', async () => {
    const flash = (await createFlash([SECRET], false).headersWith({ kind: 'success', title: 'Seen only once' }))
      .get('Set-Cookie')!
      .split(';')[0]!;
    const noticed = await get('/contact', { Cookie: flash });
    expect(noticed.headers['x-page-cache']).toBeUndefined();
    expect(noticed.text).toContain('Seen only once');
    expect(String(noticed.headers['set-cookie'])).toMatch(/^flash=;/);
    const next = await get('/contact');
    expect(next.headers['x-page-cache']).toBe('hit');
    expect(next.text).not.toContain('Seen only once');

    // A cookie that shows nothing on a public page (an invitation site's access, a brief under way).
    await get('/about');
    const plain = await get('/about');
    const withOthers = await get('/about', { Cookie: 'brief=x; site_access=y; checkout=z' });
    expect(withOthers.headers['x-page-cache']).toBe('hit');
    expect(withOthers.headers.etag).toBe(plain.headers.etag);
    expect(withOthers.text).toBe(plain.text);
  });

  it('gives two visitors of /contact and /testimonials different form tokens and nonces, each valid', async () => {
    for (const [target, form] of [
      ['/contact', 'contact'],
      ['/testimonials', 'review'],
      ['/contact.data', 'contact'],
    ] as const) {
      const replies = [await get(target), await get(target), await get(target)];
      expect(replies[2]!.headers['x-page-cache']).toBe('hit');
      const tokens = replies.map((reply) => {
        const found = [...new Set(reply.text.match(new RegExp(`${form}\\.\\d+\\.[\\w-]+\\.[\\w-]+`, 'g')))];
        // One token per page: the form's field and the page's data carry the same one.
        expect(found, target).toHaveLength(1);
        expect(isValidFormToken([SECRET], form, found[0])).toBe(true);
        return found[0];
      });
      expect(new Set(tokens).size).toBe(3);
      expect(replies[2]!.headers['cache-control']).toBe('no-cache');
      expect(replies[2]!.headers.etag).toBeUndefined();
      if (target.endsWith('.data')) continue;
      const nonces = replies.map((reply) => {
        const policyNonce = /'nonce-([^']+)'/.exec(String(reply.headers['content-security-policy']))![1]!;
        const attributes = new Set([...reply.text.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]));
        expect([...attributes]).toEqual([policyNonce]);
        return policyNonce;
      });
      expect(new Set(nonces).size).toBe(3);
      expect(replies.every((reply) => !reply.text.includes('pqhole'))).toBe(true);
    }
  });

  it('sends a page with a form token as gzip spliced from parts deflated once: the page as rendered, small', async () => {
    const asBrowser = { 'Accept-Encoding': 'gzip, deflate, br' };
    await get('/testimonials');
    await expect
      .poll(async () => (await get('/testimonials', asBrowser)).headers['content-encoding'], { timeout: 10_000 })
      .toBe('gzip');
    const spliced = await get('/testimonials', asBrowser);
    const plain = await get('/testimonials');
    expect(alike(spliced.text)).toBe(alike(plain.text));
    expect(spliced.text).not.toBe(plain.text);
    expect(spliced.raw.length).toBeLessThan(plain.raw.length / 3);
    expect(spliced.headers['content-length']).toBe(String(spliced.raw.length));
  });

  it('allows a cached page’s inline scripts by their hashes, with no nonce anyone could reuse', async () => {
    await get('/about');
    const page = await get('/about');
    expect(page.headers['x-page-cache']).toBe('hit');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).not.toMatch(/nonce/);
    expect(page.text).not.toMatch(/nonce=/);
    const inline = [...page.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs]) => !/src=/.test(attrs!),
    );
    expect(inline.length).toBeGreaterThan(2);
    for (const [, , text] of inline) {
      const hash = crypto.createHash('sha256').update(text!, 'utf8').digest('base64');
      expect(policy).toContain(`'sha256-${hash}'`);
    }
  });

  it('writes a page with its scripts held until it has loaded, kept or rendered, and allows the release', async () => {
    for (const page of [await get('/about'), await uncached('/about')]) {
      // No module is preloaded or run as the page is read: the release script gives them back.
      expect(page.text).not.toMatch(/<link rel="modulepreload"/);
      expect(page.text).not.toMatch(/type="module"/);
      expect(
        page.text.match(/<link data-held-rel="modulepreload" href="\/assets\/[\w.-]+\.js"\/>/g)?.length,
      ).toBeGreaterThan(3);
      expect(page.text.match(/<script[^>]* type="text\/x-held-module" async="">/g)).toHaveLength(1);
      const release = /<script( nonce="([^"]+)")?>(\(function \(\) \{[\s\S]*?\}\)\(\);)<\/script><\/body>/.exec(
        page.text,
      );
      expect(release).not.toBeNull();
      const policy = String(page.headers['content-security-policy']);
      const [, , nonce, text] = release!;
      const hash = crypto.createHash('sha256').update(text!, 'utf8').digest('base64');
      expect(nonce ? policy.includes(`'nonce-${nonce}'`) : policy.includes(`'sha256-${hash}'`)).toBe(true);
    }
  });

  it('answers If-None-Match with 304, and sends the same page brotli, gzip or plain', async () => {
    await get('/privacy');
    // The stored codings are made in the background: their ETags are strong once they are.
    await expect
      .poll(async () => (await get('/privacy', { 'Accept-Encoding': 'br' })).headers.etag, { timeout: 10_000 })
      .toMatch(/^"[\w-]+-br"$/);
    const br = await get('/privacy', { 'Accept-Encoding': 'gzip, deflate, br' });
    const gzip = await get('/privacy', { 'Accept-Encoding': 'gzip' });
    const plain = await get('/privacy', { 'Accept-Encoding': 'identity' });
    expect([
      br.headers['content-encoding'],
      gzip.headers['content-encoding'],
      plain.headers['content-encoding'],
    ]).toEqual(['br', 'gzip', undefined]);
    expect(br.raw.length).toBeLessThan(plain.raw.length / 3);
    expect(br.text).toBe(plain.text);
    expect(gzip.text).toBe(plain.text);
    expect(plain.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(plain.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);

    for (const etag of [plain.headers.etag!, br.headers.etag!, `W/${gzip.headers.etag!}`]) {
      const again = await get('/privacy', { 'If-None-Match': etag, 'Accept-Encoding': 'br' });
      expect(again.status).toBe(304);
      expect(again.raw.length).toBe(0);
      expect(again.headers.etag).toBe(br.headers.etag);
    }
    // A changed page is another ETag: the browser gets it whole.
    await db
      .updateTable('site_content')
      .set({ value: sql`json_set(value, '$.heading', 'Privacy, Rewritten')` })
      .where('key', '=', 'privacy')
      .execute();
    await raiseVersionElsewhere();
    const changed = await get('/privacy', { 'If-None-Match': plain.headers.etag! });
    expect(changed.status).toBe(200);
    expect(changed.text).toContain('Privacy, Rewritten');
    expect(changed.headers.etag).not.toBe(plain.headers.etag);
  });

  it('counts the views of pages it serves as the render counts them (bots and prefetches left out)', async () => {
    const views = async () =>
      Number(
        (
          await db
            .selectFrom('page_views')
            .select((eb) => eb.fn.sum<number>('count').as('n'))
            .where('path', '=', '/terms')
            .executeTakeFirst()
        )?.n ?? 0,
      );
    const before = await views();
    await get('/terms');
    await get('/terms');
    const tag = (await get('/terms')).headers.etag!;
    await get('/terms', { 'If-None-Match': tag });
    await get('/terms.data');
    await get('/terms', { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    await get('/terms.data', { 'Sec-Purpose': 'prefetch' });
    await expect.poll(views, { timeout: 5_000 }).toBe(before + 5);
    // Nothing more arrives later.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await views()).toBe(before + 5);
  });

  it('renders a page as before for addresses it does not keep', async () => {
    const { id } = await firstCollection();
    // A collection's page repeats its query in its links: another parameter is another page.
    for (const target of [
      `/collections/${id}?names=Asha%20%26%20Dev`,
      `/collections/${id}?made=up`,
      '/checkout',
      '/login',
    ]) {
      const reply = await get(target);
      expect(reply.headers['x-page-cache'], target).not.toBe('hit');
      expect((await get(target)).headers['x-page-cache'], target).not.toBe('hit');
    }
    // A page that reads no parameter is the same page whatever the query (campaign ids, made-up ones).
    await get('/about');
    expect((await get('/about?utm_source=instagram&utm_campaign=viral')).headers['x-page-cache']).toBe('hit');
    expect((await get('/about?made=up')).headers['x-page-cache']).toBe('hit');
  });
});
