import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSampleContentOnce } from '~/.server/db/seed';
import { sampleCollections } from '~/.server/db/sample-content';
import { countRows, createTestDb, type TestDb } from '../unit/support/test-db';

/**
 * Several machines starting at once on a new PostgreSQL database (a first deploy, `fly scale
 * count 2`): each start loads the sample content once into an empty database. Two connection
 * pools stand for two server instances, their loads started together. With TEST_DATABASE_URL,
 * part of `npm run test:cluster`.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two instances starting at once on a new database', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb('postgres');
  });
  afterEach(async () => {
    await t.destroy();
  });

  it('loads the sample content once: the later start waits for it and finds it, and neither fails', async () => {
    const results = await Promise.allSettled([loadSampleContentOnce(t.db), loadSampleContentOnce(t.reopen())]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    const loaded = results.map((result) => (result as PromiseFulfilledResult<boolean>).value);
    expect(loaded.filter(Boolean)).toHaveLength(1);
    expect(await countRows(t.db, 'collections')).toBe(sampleCollections.length);
  });
});
