import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { grantAdmin } from '~/.server/auth/profiles';
import { createSession } from '~/.server/auth/sessions';
import { createDb, type Db } from '~/.server/db/connection';
import { createAuthSessionStorage } from '~/.server/auth/session-cookie';
import { startServer, type ServerProcess } from '../unit/support/server-process';
import { createTestDb, engines, type TestDb } from '../unit/support/test-db';

/**
 * Page views as the production server counts them (server.mjs as a child process, on each engine):
 * a browser's visits to public pages (documents, and data requests when JavaScript is on) are counted under their path; bots, HEAD, prefetches,
 * resource routes, 404s, redirects, the admin area and private pages are not.
 */
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? 'build');
const SECRET = 'page-views-test-session-secret-0123456789';
const SERVING = /is serving http:\/\/127\.0\.0\.1:\d+/;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

beforeAll(() => {
  expect(fs.existsSync(path.join(BUILD_DIR, 'server/index.js')), 'needs `npm run build` first (npm test does it)').toBe(
    true,
  );
});

function request(port: number, method: string, target: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: target, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

let server: ServerProcess | undefined;
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  server?.child.kill('SIGKILL');
  if (server) await server.exited;
  await cleanup?.();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  server = undefined;
  cleanup = undefined;
});

describe.each(engines)('the production server on %s', (engine) => {
  it('counts a browser’s views of public pages, and nothing else', async () => {
    let testDb: TestDb | undefined;
    const env: Record<string, string> = { NODE_ENV: 'production', BUILD_DIR, SESSION_SECRET: SECRET };
    if (engine === 'postgres') {
      testDb = await createTestDb('postgres', { migrate: false });
      env.DATABASE_URL = testDb.databaseUrl!;
    }
    server = await startServer(env, { prepared: !testDb });
    await server.waitFor(SERVING, 60_000);
    const db: Db = testDb?.db ?? createDb({ sqliteFile: path.join(server.dataDir, 'studio.sqlite') }).db;
    cleanup = async () => (testDb ? testDb.destroy() : db.destroy());

    const storage = createAuthSessionStorage([SECRET], false);
    const session = await storage.getSession();
    session.set('user', { sessionId: (await createSession(db, await grantAdmin(db, 'designer@example.test'))).id });
    const adminCookie = (await storage.commitSession(session)).split(';')[0]!;

    const { port } = server;
    const firstDay = new Date().toISOString().slice(0, 10);
    const browser = { 'User-Agent': BROWSER };
    const views: Array<[method: string, target: string, headers: Record<string, string>, status: number]> = [
      // Counted: the home page twice, /about three ways.
      ['GET', '/', browser, 200],
      ['GET', '/', browser, 200],
      ['GET', '/about?utm_source=newsletter', browser, 200],
      ['GET', '/ABOUT/', browser, 200],
      ['GET', '/collections/%31', browser, 200],
      // With JavaScript on, a page opened from a link is its data request.
      ['GET', '/contact.data', browser, 200],
      ['GET', '/_root.data', browser, 200],
      // Not counted.
      ['GET', '/contact', { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }, 200],
      ['GET', '/contact', {}, 200],
      ['HEAD', '/contact', browser, 200],
      ['GET', '/contact.data', { ...browser, 'Sec-Purpose': 'prefetch' }, 200],
      ['GET', '/CONTACT.data', browser, 200],
      ['GET', '/no-such-page.data', browser, 404],
      ['GET', '/checkout.data', browser, 200],
      ['GET', '/admin.data', { ...browser, Cookie: adminCookie }, 200],
      ['GET', '/healthz', browser, 200],
      ['GET', '/no-such-page', browser, 404],
      ['GET', '/collections/999999', browser, 404],
      ['GET', `/portfolio/${'9'.repeat(9)}`, browser, 404],
      ['GET', '/login', browser, 200],
      ['GET', '/account', browser, 302],
      ['GET', '/admin', browser, 302],
      ['GET', '/admin', { ...browser, Cookie: adminCookie }, 200],
      ['GET', '/admin/nope', { ...browser, Cookie: adminCookie }, 404],
    ];
    for (const [method, target, headers, status] of views) {
      expect(await request(port, method, target, headers), `${method} ${target}`).toBe(status);
    }
    // The last view: once it is written, the ones before it are too (each is written as its page is sent).
    expect(await request(port, 'GET', '/terms', browser)).toBe(200);
    const counted = async () =>
      (await db.selectFrom('page_views').select(['path', 'count']).orderBy('path').execute()).map(
        (row) => [row.path, Number(row.count)] as const,
      );
    await expect.poll(async () => (await counted()).some(([p]) => p === '/terms'), { timeout: 5_000 }).toBe(true);
    expect(await counted()).toEqual([
      ['/', 3],
      ['/about', 2],
      ['/collections/1', 1],
      ['/contact', 1],
      ['/terms', 1],
    ]);
    const days = await db.selectFrom('page_views').select('day').distinct().execute();
    // Today in UTC (the day the run began, or the next if it crossed midnight).
    const lastDay = new Date().toISOString().slice(0, 10);
    for (const { day } of days) expect([firstDay, lastDay]).toContain(day);
  }, 120_000);
});
