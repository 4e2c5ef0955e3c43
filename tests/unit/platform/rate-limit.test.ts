import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consumeRateLimit, deleteExpiredRateLimits, ONE_HOUR_MS, REVIEW_LIMIT } from '~/.server/platform/rate-limit';
import { createTestDb, engines, type TestDb } from '../support/test-db';

describe.each(engines)('rate limits on %s', (engine) => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb(engine);
  });
  afterEach(() => t.destroy());

  const start = Date.parse('2026-11-22T10:00:00.000Z');

  it('allows five reviews an hour per client, counted across two server instances', async () => {
    const a = t.db;
    const b = t.reopen();
    const results = [];
    for (let i = 0; i < 6; i++)
      results.push(await consumeRateLimit(i % 2 ? b : a, REVIEW_LIMIT, '203.0.113.7', start + i * 1000));
    expect(results.slice(0, 5).every((r) => r.allowed)).toBe(true);
    expect(results[5]).toEqual({ allowed: false, retryAfterSeconds: 3595 });
    // Another client is not affected, and the next hour starts afresh.
    expect(await consumeRateLimit(b, REVIEW_LIMIT, '198.51.100.1', start)).toEqual({ allowed: true });
    expect(await consumeRateLimit(a, REVIEW_LIMIT, '203.0.113.7', start + ONE_HOUR_MS)).toEqual({ allowed: true });
  });

  it('counts concurrent hits exactly', async () => {
    const handles = [t.db, t.reopen()];
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => consumeRateLimit(handles[i % 2]!, REVIEW_LIMIT, 'burst', start)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it('forgets windows older than a day', async () => {
    await consumeRateLimit(t.db, REVIEW_LIMIT, 'old', start);
    await consumeRateLimit(t.db, REVIEW_LIMIT, 'new', start + 25 * ONE_HOUR_MS);
    await deleteExpiredRateLimits(t.db, start + 25 * ONE_HOUR_MS);
    const keys = (await t.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key);
    expect(keys).toEqual(['review:new']);
  });
});
