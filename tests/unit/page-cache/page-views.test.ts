import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  countPageView,
  createPageViewCounter,
  PAGE_VIEW_WRITERS,
  firstDayOfWindow,
  pageViewsSince,
  utcDay,
} from '~/.server/analytics/page-views';
import {
  MAX_COUNTED_PATH_LENGTH,
  pageViewPath,
  type MatchedRoute,
  type PageAnswer,
} from '~/.server/analytics/page-view';
import { createTestDb, engines, type TestDb } from '../support/test-db';
import type { Db } from '~/.server/db/connection';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

const root: MatchedRoute = { route: { id: 'root', path: '' }, params: {} };
const site: MatchedRoute = { route: { id: 'routes/storefront/layout' }, params: {} };
/** The routes Remix matches for a public page: root, the public layout, the page. */
const publicPage = (id: string, path: string | undefined, params: Record<string, string> = {}): MatchedRoute[] => [
  { ...root, params },
  { ...site, params },
  { route: { id, path }, params },
];

function get(url: string, headers: Record<string, string> = { 'User-Agent': BROWSER }, method = 'GET') {
  return new Request(`http://127.0.0.1${url}`, { method, headers });
}
const answer = (matches: MatchedRoute[], status = 200, headers: Record<string, string> = {}): PageAnswer => ({
  status,
  headers: new Headers(headers),
  matches,
});

describe('which answers are page views', () => {
  const about = publicPage('routes/pages/about', 'about');

  it('a browser’s GET of a public page, under the page’s path', () => {
    expect(pageViewPath(get('/about'), answer(about))).toBe('/about');
    expect(pageViewPath(get('/'), answer(publicPage('routes/pages/home', undefined)))).toBe('/');
  });

  it('one row per page however the address was typed: query, case, trailing slash, encoding', () => {
    // The router matched these to the same routes; the path is spelt by the routes, not the URL.
    for (const url of ['/about?utm_source=x', '/ABOUT', '/About/'])
      expect(pageViewPath(get(url), answer(about))).toBe('/about');
    const collection = publicPage('routes/shop/collection', 'collections/:id', { id: '1' });
    expect(pageViewPath(get('/collections/%31'), answer(collection))).toBe('/collections/1');
  });

  it('bots, requests without a User-Agent and prefetches are not views', () => {
    for (const agent of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'curl/8.5.0', 'python-requests/2.31']) {
      expect(pageViewPath(get('/about', { 'User-Agent': agent }), answer(about)), agent).toBeNull();
    }
    expect(pageViewPath(get('/about', {}), answer(about))).toBeNull();
    expect(
      pageViewPath(get('/about', { 'User-Agent': BROWSER, 'Sec-Purpose': 'prefetch;prerender' }), answer(about)),
    ).toBeNull();
    expect(pageViewPath(get('/about', { 'User-Agent': BROWSER, Purpose: 'prefetch' }), answer(about))).toBeNull();
  });

  it('HEAD, 404s, redirects and errors are not views', () => {
    expect(pageViewPath(get('/about', { 'User-Agent': BROWSER }, 'HEAD'), answer(about))).toBeNull();
    const unknown = publicPage('routes/storefront/not-found', '*', { '*': 'nope' });
    expect(pageViewPath(get('/nope'), answer(unknown, 404))).toBeNull();
    expect(pageViewPath(get('/about'), answer(about, 302))).toBeNull();
    expect(pageViewPath(get('/about'), answer(about, 500))).toBeNull();
  });

  it('the admin area and pages marked private are not views', () => {
    const admin = [
      root,
      { route: { id: 'routes/admin/layout', path: 'admin' }, params: {} },
      { route: { id: 'routes/admin/dashboard' }, params: {} },
    ];
    expect(pageViewPath(get('/admin'), answer(admin))).toBeNull();
    const account = publicPage('routes/account/account', 'account');
    expect(pageViewPath(get('/account'), answer(account, 200, { 'Cache-Control': 'private, no-store' }))).toBeNull();
    const downloads = publicPage('routes/downloads/downloads', 'downloads/:token', { token: 'secret' });
    expect(
      pageViewPath(get('/downloads/secret'), answer(downloads, 200, { 'Cache-Control': 'private, no-store' })),
    ).toBeNull();
  });

  it('a path longer than the limit is not counted', () => {
    const long = (length: number) =>
      publicPage('routes/portfolio/piece', 'portfolio/:id', { id: 'x'.repeat(length - '/portfolio/'.length) });
    expect(pageViewPath(get('/portfolio/x'), answer(long(MAX_COUNTED_PATH_LENGTH)))).toHaveLength(
      MAX_COUNTED_PATH_LENGTH,
    );
    expect(pageViewPath(get('/portfolio/x'), answer(long(MAX_COUNTED_PATH_LENGTH + 1)))).toBeNull();
  });
});

describe('the 30-day window', () => {
  it('starts 29 days before today, in UTC', () => {
    const now = new Date('2026-03-05T23:30:00.000-05:00'); // already 6 March in UTC
    expect(utcDay(now)).toBe('2026-03-06');
    expect(firstDayOfWindow(now)).toBe('2026-02-05');
  });
});

describe.each(engines)('page views on %s', (engine) => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb(engine);
  });
  afterEach(() => t.destroy());

  const rows = () => t.db.selectFrom('page_views').selectAll().orderBy('day').orderBy('path').execute();

  it('keeps one row per path and day, counting each view', async () => {
    await countPageView(t.db, '/about', '2026-03-01');
    await countPageView(t.db, '/about', '2026-03-01');
    await countPageView(t.db, '/', '2026-03-01');
    await countPageView(t.db, '/about', '2026-03-02');
    expect((await rows()).map((row) => ({ ...row, count: Number(row.count) }))).toEqual([
      { day: '2026-03-01', path: '/', count: 1 },
      { day: '2026-03-01', path: '/about', count: 2 },
      { day: '2026-03-02', path: '/about', count: 1 },
    ]);
  });

  it('keeps every one of many views counted at once, by one server and by two sharing the database', async () => {
    const second = t.reopen();
    await Promise.all(
      Array.from({ length: 60 }, (_, i) => countPageView(i % 2 ? second : t.db, '/collections', '2026-03-01')),
    );
    expect(Number((await rows())[0]!.count)).toBe(60);
  });

  it('sums the views of the window only', async () => {
    const now = new Date('2026-03-31T12:00:00.000Z');
    await countPageView(t.db, '/', '2026-03-02'); // the first of the 30 days: in
    await countPageView(t.db, '/', '2026-03-01'); // the day before it: out
    await countPageView(t.db, '/about', '2026-03-31');
    await countPageView(t.db, '/about', '2026-03-31');
    expect(await pageViewsSince(t.db, firstDayOfWindow(now))).toBe(3);
    expect(await pageViewsSince(t.db, '2027-01-01')).toBe(0);
  });

  it('the server’s counter writes without being awaited, and idle() waits for what is in flight', async () => {
    const counter = createPageViewCounter(t.db);
    const at = new Date('2026-03-01T08:00:00.000Z');
    for (let i = 0; i < 25; i++) counter.record('/portfolio', at);
    await counter.idle();
    expect((await rows()).map((row) => [row.day, row.path, Number(row.count)])).toEqual([
      ['2026-03-01', '/portfolio', 25],
    ]);
  });

  it('a burst of views takes at most two of the database’s connections and is counted whole', async () => {
    // A database whose every write takes 20 ms, as a busy one's would; it keeps what it was asked to add.
    const state = { open: 0, mostOpen: 0, writes: [] as { path: string; count: number }[] };
    const slow = {
      insertInto: () => ({
        values: (row: { path: string; count: number }) => ({
          onConflict: () => ({
            execute: async () => {
              state.mostOpen = Math.max(state.mostOpen, ++state.open);
              await new Promise((resolve) => setTimeout(resolve, 20));
              state.open--;
              state.writes.push(row);
            },
          }),
        }),
      }),
    } as unknown as Db;
    const counter = createPageViewCounter(slow);
    const added = (path: string) =>
      state.writes.filter((write) => write.path === path).reduce((sum, write) => sum + write.count, 0);
    for (let i = 0; i < 1000; i++) counter.record(['/', '/about', '/portfolio'][i % 3]!);
    await counter.idle();
    expect(state.mostOpen).toBe(PAGE_VIEW_WRITERS);
    expect(state.writes.length).toBeLessThan(10);
    expect([added('/'), added('/about'), added('/portfolio')]).toEqual([334, 333, 333]);
    // A quiet moment: the next view is written at once, on its own.
    const before = state.writes.length;
    counter.record('/about');
    expect(state.open).toBe(1);
    await counter.idle();
    expect(state.writes.slice(before)).toEqual([expect.objectContaining({ path: '/about', count: 1 })]);
  });

  it('a failed write is logged, never thrown at the page', async () => {
    const logged: unknown[][] = [];
    const counter = createPageViewCounter(t.db, (...args) => logged.push(args));
    await t.db.schema.dropTable('page_views').execute();
    counter.record('/about');
    await counter.idle();
    expect(logged).toHaveLength(1);
    expect(String(logged[0]![0])).toBe('Page view not counted:');
  });
});
