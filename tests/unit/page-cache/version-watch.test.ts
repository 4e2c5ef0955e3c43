import { sql, type KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/.server/db/connection';
import { readContentVersion, touchContent } from '~/.server/page-cache/content-version';
import {
  contentVersionSource,
  HEARTBEAT_MS,
  WATCH_APPLICATION_NAME,
  type ContentVersionSource,
} from '~/.server/page-cache/version-watch';
import { createTestDb, engines, type TestDb } from '../support/test-db';

/** Counts the statements a handle sends: a held version sends none. */
function counting(db: Db) {
  const seen = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      seen.statements++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), seen };
}

describe.skipIf(!engines.includes('postgres'))('the content version held in process (PostgreSQL)', () => {
  let t: TestDb;
  let other: Db;
  let watch: ContentVersionSource;
  let seen: { statements: number };
  beforeEach(async () => {
    t = await createTestDb('postgres');
    // Another server instance's handle on the same database.
    other = t.reopen();
    const counted = counting(t.db);
    seen = counted.seen;
    watch = contentVersionSource({ db: counted.db, engine: 'postgres', databaseUrl: t.databaseUrl, log: () => {} });
  });
  afterEach(async () => {
    await watch.stop();
    await t.destroy();
  });

  const listening = (yes = true) => expect.poll(() => watch.listening, { timeout: 5_000 }).toBe(yes);
  const raise = () => other.transaction().execute((trx) => touchContent(trx));

  it('reads until it listens; then holds the version, and another server’s raise arrives by itself', async () => {
    const start = (await readContentVersion(other))!;
    expect(await watch.read()).toBe(start);
    await listening();
    const before = seen.statements;
    expect(await watch.read()).toBe(start);
    await raise();
    // Far sooner than the heartbeat: the notification, not a read.
    await expect.poll(() => watch.read(), { timeout: HEARTBEAT_MS / 2, interval: 5 }).toBe(start + 1);
    await raise();
    await raise();
    await expect.poll(() => watch.read(), { timeout: HEARTBEAT_MS / 2, interval: 5 }).toBe(start + 3);
    expect(seen.statements).toBe(before);
  });

  it('hears a raise only when its transaction commits, and never one rolled back', async () => {
    const start = (await readContentVersion(other))!;
    await watch.read();
    await listening();
    await other
      .transaction()
      .execute(async (trx) => {
        await touchContent(trx);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(await watch.read()).toBe(start);
        throw new Error('rolled back');
      })
      .catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await watch.read()).toBe(start);
    expect(await readContentVersion(other)).toBe(start);
  });

  it('reads each time while its connection is cut, and listens again by itself', async () => {
    const start = (await readContentVersion(other))!;
    await watch.read();
    await listening();
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${WATCH_APPLICATION_NAME} and datname = current_database()`.execute(other);
    await listening(false);
    // A raise while it is not listening is read at once: the next request sees it.
    await raise();
    expect(await watch.read()).toBe(start + 1);
    await listening();
    await raise();
    await expect.poll(() => watch.read(), { timeout: HEARTBEAT_MS / 2 }).toBe(start + 2);
  });
});
