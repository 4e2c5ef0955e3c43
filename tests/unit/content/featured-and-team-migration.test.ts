import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { listItems } from '~/.server/content/items';
import { getAboutContent, getHomeContent, getStoredContent } from '~/.server/content/pages';
import { migrations } from '~/.server/db/migrate';
import { sampleAbout, sampleHome } from '~/.server/db/sample-content';
import { createTestDb, engines, type TestDb } from '../support/test-db';

const MIGRATION = '0020_featured_and_team_rows';

describe.each(engines)('migration 0020 on %s', (engine) => {
  let t: TestDb;
  afterEach(() => t?.destroy());

  async function migrator() {
    const migrationTableSchema =
      engine === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db)).rows[0]?.schema
        : undefined;
    return new Migrator({ db: t.db, provider: { getMigrations: async () => migrations }, migrationTableSchema });
  }

  /** The pages as 0019 kept them: each list inside its page's JSON. */
  async function oldPages() {
    const at = '2026-01-02T03:04:05.000Z';
    await sql`insert into site_content (key, value, updated_at, version) values
      ('home', ${JSON.stringify(sampleHome)}, ${at}, 7),
      ('about', ${JSON.stringify(sampleAbout)}, ${at}, 3)`.execute(t.db);
  }

  const storedJson = async (key: string) => {
    const row = await t.db.selectFrom('site_content').select('value').where('key', '=', key).executeTakeFirstOrThrow();
    return (typeof row.value === 'string' ? JSON.parse(row.value) : row.value) as Record<string, unknown>;
  };

  it('moves the lists into rows in their order, with their ids, and leaves the pages’ own fields at their version', async () => {
    t = await createTestDb(engine, { migrate: false });
    const steps = await migrator();
    expect((await steps.migrateTo('0019_proof_file_pieces')).error).toBeUndefined();
    await oldPages();
    const step = await steps.migrateTo(MIGRATION);
    expect(step.error).toBeUndefined();
    expect(step.results?.map((result) => result.migrationName)).toEqual([MIGRATION]);

    // The public pages read exactly what they read before.
    expect(await getHomeContent(t.db)).toEqual(sampleHome);
    expect(await getAboutContent(t.db)).toEqual(sampleAbout);
    const { featuredItems: _items, ...homeFields } = sampleHome;
    const { teamMembers: _team, ...aboutFields } = sampleAbout;
    expect(await storedJson('home')).toEqual(homeFields);
    expect(await storedJson('about')).toEqual(aboutFields);
    expect((await getStoredContent(t.db, 'home')).version).toBe(7);
    expect((await getStoredContent(t.db, 'about')).version).toBe(3);

    const featured = await listItems(t.db, 'featured');
    expect(featured.map(({ item }) => item.id)).toEqual(['strip-1', 'strip-2', 'strip-3', 'strip-4', 'strip-5']);
    expect(featured.every(({ version }) => version === 1)).toBe(true);
    const positions = await t.db.selectFrom('team_members').select(['id', 'position']).orderBy('position').execute();
    expect(positions.map((row) => [row.id, Number(row.position)])).toEqual([
      ['meher-kapoor', 1],
      ['kabir-sethi', 2],
      ['nisha-rao', 3],
    ]);
  });

  it('goes back down with the lists in their pages again, and a database without pages migrates too', async () => {
    t = await createTestDb(engine, { migrate: false });
    const steps = await migrator();
    expect((await steps.migrateTo(MIGRATION)).error).toBeUndefined();
    expect(await listItems(t.db, 'featured')).toEqual([]);

    await oldPages();
    await sql`update site_content set value = ${JSON.stringify({ ...sampleHome, featuredItems: undefined })}
      where key = 'home'`.execute(t.db);
    await t.db
      .insertInto('featured_items')
      .values({ ...sampleHome.featuredItems[0]!, position: 1, created_at: '2026-01-01T00:00:00.000Z' })
      .execute();
    expect((await steps.migrateTo('0019_proof_file_pieces')).error).toBeUndefined();
    expect((await storedJson('home')).featuredItems).toEqual([sampleHome.featuredItems[0]]);
    expect((await storedJson('about')).teamMembers).toEqual([]);
  });
});
