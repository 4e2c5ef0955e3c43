import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '~/.server/db/connection';
import { addEvent, eventsOf, updateEvent } from '~/.server/invitation-site/events';
import { addParty, partiesOf, renewPartyLink, updateParty } from '~/.server/guest-list/parties';
import { saveReply } from '~/.server/invitation-site/replies';
import { openSite, siteOfOrder, updateSite } from '~/.server/invitation-site/sites';
import { insertOrder } from '../unit/support/order-fixtures';
import { startServer, type ServerProcess } from '../unit/support/server-process';

/**
 * A guest's invitation page is kept by the page cache for that party only (tests/server/
 * page-cache-server.test.ts has the public pages): served again without rendering while nothing it
 * shows has changed, rendered again at the next request after any change (the couple's, the guest's
 * own answer, another instance's write to the same database), always `private, no-store`, and never
 * for a link that no longer opens it.
 */
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? 'build');
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

let server: ServerProcess;
let db: Db;

beforeAll(async () => {
  expect(fs.existsSync(path.join(BUILD_DIR, 'server/index.js')), 'needs `npm run build` first (npm test does it)').toBe(
    true,
  );
  server = await startServer({ NODE_ENV: 'production', BUILD_DIR }, { prepared: true });
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
  text: string;
}

function get(target: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: target,
        headers: { 'User-Agent': BROWSER, 'Accept-Encoding': 'gzip, br', ...headers },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const coding = response.headers['content-encoding'];
          const text = (
            coding === 'br' ? zlib.brotliDecompressSync(raw) : coding === 'gzip' ? zlib.gunzipSync(raw) : raw
          ).toString('utf8');
          // React's text separators out, so a sentence reads as the guest sees it.
          resolve({ status: response.statusCode!, headers: response.headers, text: text.replaceAll('<!-- -->', '') });
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const mainOf = (html: string) => /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

async function guestSite() {
  const order = await insertOrder(db, { collectionIds: [null] });
  const site = await openSite(db, { id: order.id, coupleNames: 'Meera & Arjun' });
  const sangeet = await addEvent(db, site.id, {
    name: 'Sangeet',
    date: inAYear(),
    startTime: '19:00',
    venue: 'The Leela Palace',
    address: 'Udaipur',
    mapLink: '',
    dressCode: '',
    notes: '',
  });
  if (!sangeet.ok) throw new Error('event');
  for (const name of ['The Kapoor family', 'Riya & Dev']) {
    const added = await addParty(db, site.id, {
      name,
      phone: '+919812345678',
      email: null,
      ceiling: 3,
      eventIds: [sangeet.id],
    });
    if (!added.ok) throw new Error('party');
  }
  const [dev, kapoors] = await partiesOf(db, site.id);
  return {
    site,
    eventId: sangeet.id,
    kapoors: kapoors!,
    dev: dev!,
    pathOf: (token: string) => `/i/${site.address}/${token}`,
  };
}

describe('a guest’s invitation page in the page cache', () => {
  it('is served again without rendering, privately', async () => {
    const { kapoors, pathOf } = await guestSite();
    const first = await get(pathOf(kapoors.token));
    expect(first.status).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const second = await get(pathOf(kapoors.token));
    expect(second.headers['x-page-cache']).toBe('hit');
    for (const reply of [first, second]) {
      expect(reply.text).toContain('Dear The Kapoor family,');
      expect(reply.headers['cache-control']).toBe('private, no-store');
      expect(reply.headers['referrer-policy']).toBe('same-origin');
      expect(reply.headers.etag).toBeUndefined();
    }
    expect(mainOf(second.text)).toBe(mainOf(first.text));
    // Its inline scripts run by their hashes (the page has no nonce to hand on) and nothing else does.
    expect(second.text).not.toMatch(/nonce=/);
    const scripts = /script-src[^;]*/.exec(String(second.headers['content-security-policy']))?.[0];
    expect(scripts).toMatch(/'sha256-/);
    expect(scripts).not.toMatch(/'nonce-|'unsafe-inline'/);
  });

  it('never hands one party’s page to another', async () => {
    const { kapoors, dev, pathOf } = await guestSite();
    for (let i = 0; i < 2; i++) await get(pathOf(kapoors.token));
    const theirs = await get(pathOf(dev.token));
    expect(theirs.headers['x-page-cache']).toBe('miss');
    expect(theirs.text).toContain('Dear Riya &amp; Dev,');
    expect(theirs.text).not.toContain('Kapoor');
  });

  it('shows every change at the next request: the couple’s details, events and party, and the guest’s answer', async () => {
    const { site, eventId, kapoors, pathOf } = await guestSite();
    const page = pathOf(kapoors.token);
    const hit = async () => {
      await get(page);
      expect((await get(page)).headers['x-page-cache']).toBe('hit');
    };

    await hit();
    const current = (await siteOfOrder(db, site.orderId))!;
    await updateSite(db, {
      siteId: site.id,
      expectedVersion: current.version,
      values: { title: current.title, welcome: 'Dance with us by the lake', rsvpDeadline: null, whatsAppMessage: '' },
    });
    let reply = await get(page);
    expect(reply.headers['x-page-cache']).toBe('miss');
    expect(reply.text).toContain('Dance with us by the lake');

    await hit();
    const [event] = await eventsOf(db, site.id);
    await updateEvent(db, {
      siteId: site.id,
      eventId,
      expectedVersion: event!.version,
      values: { ...event!, venue: 'City Palace' },
    });
    reply = await get(page);
    expect(reply.headers['x-page-cache']).toBe('miss');
    expect(reply.text).toContain('City Palace');

    await hit();
    await updateParty(db, {
      siteId: site.id,
      partyId: kapoors.id,
      expectedVersion: kapoors.version,
      values: { name: 'The Kapoors of Delhi', phone: kapoors.phone, email: null, ceiling: 3, eventIds: [eventId] },
    });
    reply = await get(page);
    expect(reply.text).toContain('Dear The Kapoors of Delhi,');

    await hit();
    const saved = await saveReply(db, {
      partyId: kapoors.id,
      expectedReplyVersion: 0,
      closed: false,
      reply: { answers: [{ eventId, attending: true, people: 2 }], dietary: 'One vegan', message: '' },
    });
    expect(saved.ok).toBe(true);
    reply = await get(page);
    expect(reply.headers['x-page-cache']).toBe('miss');
    expect(reply.text).toContain('attending, 2 people');
    expect(reply.text).toContain('One vegan');
  });

  it('answers a renewed link with the 404 at once, though its page was kept', async () => {
    const { site, kapoors, pathOf } = await guestSite();
    const old = pathOf(kapoors.token);
    for (let i = 0; i < 2; i++) await get(old);
    const renewed = await renewPartyLink(db, {
      siteId: site.id,
      partyId: kapoors.id,
      expectedVersion: kapoors.version,
    });
    expect(renewed.ok).toBe(true);
    const reply = await get(old);
    expect(reply.status).toBe(404);
    expect(reply.text).not.toContain('Kapoor');
    const [, fresh] = await partiesOf(db, site.id);
    expect((await get(pathOf(fresh!.token))).text).toContain('Dear The Kapoor family,');
  });

  it('renders as before with a notice to show or a query string, and keeps neither', async () => {
    const { kapoors, pathOf } = await guestSite();
    const page = pathOf(kapoors.token);
    for (const reply of [await get(page, { Cookie: 'flash=' }), await get(`${page}?fbclid=x`)]) {
      expect(reply.status).toBe(200);
      expect(reply.headers['x-page-cache']).toBeUndefined();
      expect(reply.text).toContain('Dear The Kapoor family,');
    }
    expect((await get(page)).headers['x-page-cache']).toBe('miss');
  });
});
