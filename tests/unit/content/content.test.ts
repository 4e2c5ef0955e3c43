import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getContent,
  getLegalPage,
  getStoredContent,
  MissingContentError,
  saveContent,
  type ContentOf,
} from '~/.server/content/pages';
import { samplePrivacy, sampleTerms } from '~/.server/db/sample-content';
import { createTestDb, engines, type TestDb } from '../support/test-db';

describe.each(engines)('site content on %s', (engine) => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb(engine);
  });
  afterEach(() => t.destroy());

  const rowOf = (key: string) =>
    t.db.selectFrom('site_content').select(['value', 'version']).where('key', '=', key).executeTakeFirst();

  it('saves and reads back a page, unicode and quotes intact, counting the version up', async () => {
    const page = { ...samplePrivacy, intro: 'Privacy “matters” — ünïcödé & <tags> 💐' };
    expect(await saveContent(t.db, 'privacy', page, 0)).toEqual({ ok: true, changed: true, version: 1 });
    const first = await getLegalPage(t.db, 'privacy');
    expect(first.page).toEqual(page);
    expect(await saveContent(t.db, 'privacy', { ...page, heading: 'Updated' }, 1)).toEqual({
      ok: true,
      changed: true,
      version: 2,
    });
    const second = await getStoredContent(t.db, 'privacy');
    expect(second.value.heading).toBe('Updated');
    expect(second.version).toBe(2);
    expect(second.updatedAt >= first.updatedAt).toBe(true);
  });

  it('refuses content that breaks its schema, writing nothing, and says when a page is missing', async () => {
    await expect(saveContent(t.db, 'terms', { ...samplePrivacy, heading: '' }, 0)).rejects.toThrow();
    expect(await rowOf('terms')).toBeUndefined();
    await expect(getContent(t.db, 'terms')).rejects.toBeInstanceOf(MissingContentError);
  });

  describe('the version check (two tabs or two admins on one page)', () => {
    const mine = { ...sampleTerms, body: `${sampleTerms.body}\n\nMine.` };
    const theirs = { ...sampleTerms, body: `${sampleTerms.body}\n\nTheirs.` };
    beforeEach(async () => {
      await saveContent(t.db, 'terms', sampleTerms, 0);
    });

    it('refuses the second save made from the same version and hands back the page as it is now', async () => {
      expect(await saveContent(t.db, 'terms', theirs, 1)).toEqual({ ok: true, changed: true, version: 2 });
      const refused = await saveContent(t.db, 'terms', mine, 1);
      expect(refused).toMatchObject({ ok: false, reason: 'stale', current: { value: theirs, version: 2 } });
      expect(await getContent(t.db, 'terms')).toEqual(theirs);
      // Having seen the saved page, the editor may save over it on purpose, from its version.
      expect(await saveContent(t.db, 'terms', mine, 2)).toEqual({ ok: true, changed: true, version: 3 });
      expect(await getContent(t.db, 'terms')).toEqual(mine);
    });

    it('applies a double submit (or a retry of a save that landed) once', async () => {
      expect(await saveContent(t.db, 'terms', mine, 1)).toEqual({ ok: true, changed: true, version: 2 });
      expect(await saveContent(t.db, 'terms', mine, 1)).toEqual({ ok: true, changed: false, version: 2 });
      expect(await rowOf('terms')).toMatchObject({ version: 2 });
    });

    it('counts a save that changes nothing as no change', async () => {
      expect(await saveContent(t.db, 'terms', { ...sampleTerms, heading: ` ${sampleTerms.heading} ` }, 1)).toEqual({
        ok: true,
        changed: false,
        version: 1,
      });
    });

    it('lets exactly one of two simultaneous saves from the same version land, even from two server instances', async () => {
      const other = t.reopen();
      const results = await Promise.all([saveContent(t.db, 'terms', mine, 1), saveContent(other, 'terms', theirs, 1)]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      const stale = results.find((r) => !r.ok);
      const winner: ContentOf<'terms'> = results[0].ok ? mine : theirs;
      expect(stale).toMatchObject({ ok: false, reason: 'stale', current: { value: winner, version: 2 } });
      expect(await getContent(t.db, 'terms')).toEqual(winner);
      expect(await rowOf('terms')).toMatchObject({ version: 2 });
    });
  });
});
