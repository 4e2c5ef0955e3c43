import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrations } from '~/.server/db/migrate';
import { insertOrder } from '../support/order-fixtures';
import { createTestDb, engines, type TestDb } from '../support/test-db';

describe.each(engines)('migrations on %s', (engine) => {
  let t: TestDb;
  afterEach(() => t?.destroy());

  async function tables(testDb: TestDb): Promise<string[]> {
    const result =
      testDb.engine === 'postgres'
        ? await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema() order by 1`.execute(
            testDb.db,
          )
        : await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by 1`.execute(
            testDb.db,
          );
    return result.rows.map((r) => r.name);
  }

  it('creates every table on an empty database and records what it applied', async () => {
    t = await createTestDb(engine, { migrate: false });
    expect(await t.migrate()).toEqual([
      '0001_catalog_and_content',
      '0002_forms_and_mail',
      '0003_auth',
      '0004_shop',
      '0005_mail_priority',
      '0006_confirmation_withheld',
      '0007_studio',
      '0008_images',
      '0009_legal_pages_markdown',
      '0010_collections_admin',
      '0011_template_uploads',
      '0012_order_checkout_key',
      '0013_design_renders',
      '0014_slot_templates',
      '0015_list_indexes',
      '0016_page_cache_content_version',
      '0017_order_link_keys',
      '0018_brief_time_and_events',
      '0019_proof_file_pieces',
      '0020_featured_and_team_rows',
      '0021_one_job_queue',
      '0022_invitation_sites',
      '0023_site_events_version',
      '0024_guest_list',
      '0025_guest_tracking',
      '0026_image_focus',
    ]);
    expect(await tables(t)).toEqual(
      expect.arrayContaining([
        'app_meta',
        'collection_files',
        'collection_slot_templates',
        'collections',
        'contact_messages',
        'content_version',
        'design_render_files',
        'design_renders',
        'featured_items',
        'guest_imports',
        'image_sources',
        'invitation_sites',
        'images',
        'mail_outbox',
        'order_items',
        'order_events',
        'orphan_files',
        'orders',
        'page_views',
        'parties',
        'party_events',
        'party_reminders',
        'proof_files',
        'proofs',
        'payment_events',
        'portfolio_items',
        'profiles',
        'rate_limits',
        'sessions',
        'site_content',
        'site_events',
        'team_members',
        'testimonials',
        'used_form_tokens',
        'verifications',
      ]),
    );
  });

  it('does nothing the second time, even from a second server instance', async () => {
    t = await createTestDb(engine, { migrate: false });
    await t.migrate();
    const before = await tables(t);
    expect(await t.migrate()).toEqual([]);
    expect(await t.migrate(t.reopen())).toEqual([]);
    expect(await tables(t)).toEqual(before);
  });

  it('refuses rows that break the rules the schema holds', async () => {
    t = await createTestDb(engine);
    const review = { name: 'A', role: 'B', content: 'Lovely work', rating: 6, created_at: new Date().toISOString() };
    await expect(t.db.insertInto('testimonials').values(review).execute()).rejects.toThrow();
    await expect(
      t.db
        .insertInto('testimonials')
        .values({ ...review, rating: 5, status: 'spam' as 'pending' })
        .execute(),
    ).rejects.toThrow();
  });

  it('keeps the claims of the outbox and the render jobs when they become one queue (0021)', async () => {
    t = await createTestDb(engine);
    const order = await insertOrder(t.db, { status: 'paid', collectionIds: [null] });
    const queueMigration = migrations['0021_one_job_queue'];
    if (!queueMigration?.down) throw new Error('0021 has no down');
    await queueMigration.down(t.db);
    type Before = {
      mail_outbox: {
        to_address: string;
        subject: string;
        text_body: string;
        html_body: string;
        next_attempt_at: string;
        locked_until: string | null;
      };
      design_renders: { order_id: number; status: string; next_attempt_at: string; claimed_at: string | null };
    };
    const before = t.db.withTables<Before>();
    const at = '2026-11-27T10:00:00.000Z';
    await before
      .insertInto('mail_outbox')
      .values({
        to_address: 'a@example.test',
        subject: 'S',
        text_body: 'T',
        html_body: 'H',
        next_attempt_at: at,
        locked_until: '2026-11-27T10:02:00.000Z',
      })
      .execute();
    await before
      .insertInto('design_renders')
      .values({ order_id: order.id, status: 'running', next_attempt_at: at, claimed_at: at })
      .execute();

    await queueMigration.up(t.db);
    const mail = await t.db.selectFrom('mail_outbox').select('claimed_until').executeTakeFirstOrThrow();
    const render = await t.db
      .selectFrom('design_renders')
      .select(['status', 'claimed_until', 'priority'])
      .executeTakeFirstOrThrow();
    expect(new Date(mail.claimed_until ?? 0).toISOString()).toBe('2026-11-27T10:02:00.000Z');
    expect(render.status).toBe('running');
    expect(new Date(render.claimed_until ?? 0).toISOString()).toBe('2026-11-27T10:10:00.000Z');
    expect(Number(render.priority)).toBe(1);
  });
});
