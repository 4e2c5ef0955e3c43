/**
 * What the bench measures: the public pages, a signed-in page, a form post and the live preview,
 * each against a static asset of the same server. Paths are found on the running site (a
 * collection's page from the shop, the stylesheet from the home page), so the bench follows the
 * site as it changes.
 */
import crypto from 'node:crypto';
import type { Db } from '../../app/.server/db/connection';
import { ensureProfile } from '../../app/.server/auth/profiles';
import { createSession } from '../../app/.server/auth/sessions';
import { FORM_TOKEN_FIELD, issueFormToken } from '../../app/.server/forms/form-token';
import { createAuthSessionStorage } from '../../app/.server/auth/session-cookie';
import { createCartCookie } from '../../app/.server/cart/cart-cookie';
import { addEvent } from '~/.server/invitation-site/events';
import { addParty, partiesOf } from '~/.server/guest-list/parties';
import { guestPath } from '~/.server/invitation-site/site-links';
import { openSite } from '~/.server/invitation-site/sites';
import { insertOrder } from '../../tests/unit/support/order-fixtures';
import { BENCH_CLIENT_HEADER, type BenchServer } from './bench-server';

export type TargetKind = 'static' | 'public' | 'visitor' | 'signed-in' | 'personal' | 'post' | 'preview';

export interface Target {
  name: string;
  kind: TargetKind;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** The status every answer should have. */
  expect: number;
  /** Connections for this target (the default is the run's). */
  connections?: number;
  /** Makes each request its own (a fresh form token, new words): autocannon's setupRequest. */
  perRequest?: () => { body?: string; path?: string; headers?: Record<string, string> };
}

/** What a browser sends: the server may answer compressed, as it does for visitors. */
export const BROWSER_HEADERS = {
  'Accept-Encoding': 'br, gzip',
  Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};

const NAMES = ['Aisha & Nikhil', 'Meera & Lucas', 'Zoya & Liam', 'Priya & Daniel', 'Sofia & Arjun', 'Leela & Kabir'];

export async function findTargets(server: BenchServer, db: Db): Promise<Target[]> {
  const home = await (await fetch(`${server.origin}/`)).text();
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1];
  if (!stylesheet) throw new Error('No stylesheet link on the home page');
  const shop = await (await fetch(`${server.origin}/collections`)).text();
  const collection = /href="(\/collections\/\d+)"/.exec(shop)?.[1];
  if (!collection) throw new Error('No collection link on /collections');
  const previewPath = `${collection}/preview.webp`;
  const hasPreview = (await fetch(`${server.origin}${previewPath}?names=${encodeURIComponent(NAMES[0]!)}`)).ok;

  const bench = () => ({ [BENCH_CLIENT_HEADER]: crypto.randomUUID() });
  const signedIn = await signedInCookie(server, db);
  const cart = (
    await createCartCookie([server.secret], false).serialize([{ id: Number(collection.split('/').pop()), quantity: 1 }])
  ).split(';')[0]!;
  const targets: Target[] = [
    { name: 'static CSS', kind: 'static', path: stylesheet, expect: 200 },
    { name: '/', kind: 'public', path: '/', expect: 200 },
    { name: '/collections', kind: 'public', path: '/collections', expect: 200 },
    { name: 'collection page', kind: 'public', path: collection, expect: 200 },
    { name: '/portfolio', kind: 'public', path: '/portfolio', expect: 200 },
    { name: '/testimonials', kind: 'public', path: '/testimonials', expect: 200 },
    // The same public pages for a couple who is signed in or has a collection in the cart.
    { name: '/ (signed in)', kind: 'visitor', path: '/', expect: 200, headers: { Cookie: signedIn } },
    { name: 'collection page (a cart)', kind: 'visitor', path: collection, expect: 200, headers: { Cookie: cart } },
    { name: '/account (signed in)', kind: 'signed-in', path: '/account', expect: 200, headers: { Cookie: signedIn } },
    guestPagesTarget(await guestPagePaths(db)),
    {
      name: 'POST /contact',
      kind: 'post',
      path: '/contact',
      method: 'POST',
      expect: 302,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.origin },
      perRequest: () => ({ body: contactBody(server.secret), headers: bench() }),
    },
  ];
  if (hasPreview) {
    targets.push(
      {
        name: 'preview (cached words)',
        kind: 'preview',
        path: `${previewPath}?names=${encodeURIComponent(NAMES[0]!)}`,
        expect: 200,
        perRequest: () => ({ headers: bench() }),
      },
      {
        // A render per request: the renderer takes two at a time, so more connections only queue.
        name: 'preview (new words)',
        kind: 'preview',
        path: previewPath,
        expect: 200,
        connections: 2,
        perRequest: () => ({
          path: `${previewPath}?names=${encodeURIComponent(`${NAMES[crypto.randomInt(NAMES.length)]} ${crypto.randomInt(1e9)}`)}`,
          headers: bench(),
        }),
      },
    );
  }
  return targets;
}

/** A couple's session cookie, signed as the server signs it. */
async function signedInCookie(server: BenchServer, db: Db): Promise<string> {
  const profile = await ensureProfile(db, 'bench.couple@example.test');
  const { id } = await createSession(db, profile);
  const storage = createAuthSessionStorage([server.secret], false);
  const session = await storage.getSession();
  session.set('user', { sessionId: id });
  return (await storage.commitSession(session)).split(';')[0]!;
}

/** A contact message as a visitor sends it, with a token of its own (a repeat would store nothing). */
function contactBody(secret: string): string {
  return new URLSearchParams({
    name: 'Bench Visitor',
    email: 'bench.visitor@example.test',
    phone: '',
    eventDate: '',
    message: 'We loved the Blush Peony suite — could it be made in sage green for an October wedding?',
    website: '',
    [FORM_TOKEN_FIELD]: issueFormToken(secret, 'contact'),
  }).toString();
}

/** Guests of one wedding opening their own links, each its own page: one party's link per request, in turn. */
function guestPagesTarget(paths: string[]): Target {
  let next = 0;
  return {
    name: 'guest’s invitation page',
    kind: 'personal',
    path: paths[0]!,
    expect: 200,
    perRequest: () => ({ path: paths[next++ % paths.length]! }),
  };
}

const GUEST_PARTIES = 200;

/** A paid order's invitation site with three events and 200 families invited to them: their personal links. */
async function guestPagePaths(db: Db): Promise<string[]> {
  const order = await insertOrder(db, { collectionIds: [null] });
  const site = await openSite(db, { id: order.id, coupleNames: 'Meera & Arjun' });
  const year = new Date().getUTCFullYear() + 1;
  const eventIds: number[] = [];
  for (const [name, day] of [
    ['Mehndi', '12'],
    ['Sangeet', '13'],
    ['Ceremony', '14'],
  ] as const) {
    const added = await addEvent(db, site.id, {
      name,
      date: `${year}-02-${day}`,
      startTime: '18:30',
      venue: 'The Leela Palace',
      address: 'Lake Pichola, Udaipur, Rajasthan 313001',
      mapLink: 'https://maps.google.com/?q=Leela+Palace+Udaipur',
      dressCode: 'Festive',
      notes: '',
    });
    if (added.ok) eventIds.push(added.id);
  }
  for (let n = 1; n <= GUEST_PARTIES; n++) {
    const phone = `+91981234${String(n).padStart(4, '0')}`;
    await addParty(db, site.id, { name: `The Kapoor family ${n}`, phone, email: null, ceiling: 4, eventIds });
  }
  const parties = await partiesOf(db, site.id);
  if (parties.length !== GUEST_PARTIES) throw new Error('Parties missing for the guest pages');
  return parties.map((party) => guestPath(site.address, party.token));
}
