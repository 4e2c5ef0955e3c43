import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getContent, getLegalPage, MissingContentError, saveContent } from '~/.server/content';
import { samplePrivacy } from '~/.server/db/sample-content';
import { createTestDb, engines, type TestDb } from './support/test-db';

describe.each(engines)('site content on %s', (engine) => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb(engine);
  });
  afterEach(() => t.destroy());

  it('saves and reads back a page, unicode and quotes intact', async () => {
    const page = { ...samplePrivacy, intro: 'Privacy “matters” — ünïcödé & <tags> 💐' };
    await saveContent(t.db, 'privacy', page);
    expect(await getLegalPage(t.db, 'privacy')).toEqual(page);
    await saveContent(t.db, 'privacy', { ...page, heading: 'Updated' });
    expect((await getLegalPage(t.db, 'privacy')).heading).toBe('Updated');
  });

  it('refuses content that breaks its schema and says when a page is missing', async () => {
    await expect(saveContent(t.db, 'terms', { ...samplePrivacy, heading: '' })).rejects.toThrow();
    await expect(getContent(t.db, 'terms')).rejects.toBeInstanceOf(MissingContentError);
  });
});
