import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '~/.server/db/connection';
import { DATABASE_CHECK_TIMEOUT_MS } from '~/.server/health/database-check';
import type { Services } from '~/.server/boot/services';
import { loader } from '~/routes/health/healthz';
import { testContext, testServices } from '../support/services';
import { createTestDb, engines, type TestDb } from '../support/test-db';

/**
 * /healthz, the platform's health check: 200 `ok` while the database answers; 503 (not an error
 * page) when it fails, when it does not answer in time, and while the server drains on SIGTERM.
 */
async function check(services: Services) {
  const started = performance.now();
  const response = await loader({
    request: new Request('http://127.0.0.1/healthz'),
    params: {},
    context: testContext(services),
  });
  return {
    status: response.status,
    text: await response.text(),
    cacheControl: response.headers.get('Cache-Control'),
    ms: performance.now() - started,
  };
}

describe.each(engines)('/healthz on %s', (engine) => {
  let t: TestDb;
  let services: Services;
  beforeEach(async () => {
    t = await createTestDb(engine);
    services = testServices(t);
  });
  afterEach(() => t.destroy());

  it('answers 200 ok, never cached, when the database answers', async () => {
    expect(await check(services)).toMatchObject({ status: 200, text: 'ok', cacheControl: 'no-store' });
  });

  it('answers 503 once the server is stopping, while its database still answers', async () => {
    services.lifecycle.markStopping();
    expect(await check(services)).toMatchObject({ status: 503, text: 'stopping', cacheControl: 'no-store' });
  });

  it("answers 503 when the database fails: one without the app's tables", async () => {
    const empty = await createTestDb(engine, { migrate: false });
    try {
      expect(await check({ ...services, db: empty.db })).toMatchObject({ status: 503, text: 'database failed' });
    } finally {
      await empty.destroy();
    }
  });
});

describe('/healthz with a database server that is down', () => {
  it('answers 503 at once when the connection is refused', async () => {
    // A port that was free a moment ago: nothing listens there now.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const { db } = createDb({ databaseUrl: `postgres://shop:shop@127.0.0.1:${port}/shop` });
    const t = await createTestDb('sqlite');
    try {
      const answer = await check({ ...testServices(t), db });
      expect(answer).toMatchObject({ status: 503, text: 'database failed' });
      expect(answer.ms).toBeLessThan(DATABASE_CHECK_TIMEOUT_MS);
    } finally {
      await db.destroy().catch(() => {});
      await t.destroy();
    }
  });
});

describe('/healthz with a database that does not answer', () => {
  // A "PostgreSQL server" that takes the connection and never says a word.
  let silent: net.Server;
  const sockets = new Set<net.Socket>();
  beforeEach(async () => {
    silent = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('answers 503 after its timeout instead of hanging', async () => {
    const { port } = silent.address() as net.AddressInfo;
    const { db } = createDb({ databaseUrl: `postgres://shop:shop@127.0.0.1:${port}/shop` });
    const t = await createTestDb('sqlite');
    try {
      const answer = await check({ ...testServices(t), db });
      expect(answer).toMatchObject({ status: 503, text: 'database timed out' });
      expect(answer.ms).toBeGreaterThanOrEqual(DATABASE_CHECK_TIMEOUT_MS - 50);
      expect(answer.ms).toBeLessThan(DATABASE_CHECK_TIMEOUT_MS + 1_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await db.destroy().catch(() => {});
      await t.destroy();
    }
  });
});
