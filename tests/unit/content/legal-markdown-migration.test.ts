import { Migrator, sql } from 'kysely';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { getStoredContent } from '~/.server/content/pages';
import { migrateToLatest, migrations } from '~/.server/db/migrate';
import { plainTextToMarkdown } from '~/.server/db/migrations/0009_legal_pages_markdown';
import { LegalBody } from '~/components/storefront/legal-page';
import { splitLegalMarkdown } from '~/lib/legal-markdown';
import { createTestDb, engines, type TestDb } from '../support/test-db';

/** A page as 0007 kept it, with text that would mean something else if it were read as Markdown. */
const oldTerms = {
  heading: 'Terms of Service',
  intro: 'These terms apply to every purchase.',
  sections: [
    {
      heading: 'What you buy',
      body: 'Each collection is a set of 5 templates.\n\nPrices are in US dollars *before* tax_rate_applies & <b>no</b> [fees](x).',
    },
    {
      heading: 'Lists # and numbers',
      body: '1. This line is not a list\n- nor this\n# nor a heading\n> nor a quote\n===\nThe end &amp; more\\.',
    },
  ],
};

/** The text a visitor reads, tags removed and spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

describe('plain text to Markdown (migration 0009)', () => {
  it('keeps the paragraphs and shows every character as it was', () => {
    const body = oldTerms.sections[1]!.body;
    const html = renderToStaticMarkup(createElement(LegalBody, { body: plainTextToMarkdown(body) }));
    expect(html.match(/<p>/g)).toHaveLength(1);
    expect(html).not.toMatch(/<(li|h\d|blockquote|b|ol|ul)\b/);
    expect(textOf(html)).toBe(body.replace(/\s+/g, ' '));
  });
});

describe.each(engines)('migration 0009 on %s', (engine) => {
  let t: TestDb;
  afterEach(() => t?.destroy());

  it('turns the old sections into Markdown that reads the same, and gives every page version 1', async () => {
    t = await createTestDb(engine, { migrate: false });
    const migrationTableSchema =
      engine === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db)).rows[0]?.schema
        : undefined;
    const migrator = new Migrator({
      db: t.db,
      provider: { getMigrations: async () => migrations },
      migrationTableSchema,
    });
    expect((await migrator.migrateTo('0008_images')).error).toBeUndefined();
    const untouched = { heading: 'Home', anything: true };
    await sql`insert into site_content (key, value, updated_at) values
      ('terms', ${JSON.stringify(oldTerms)}, '2026-01-02T03:04:05.000Z'),
      ('home', ${JSON.stringify(untouched)}, '2026-01-02T03:04:05.000Z')`.execute(t.db);

    const step = await migrator.migrateTo('0009_legal_pages_markdown');
    expect(step.error).toBeUndefined();
    expect(step.results?.map((result) => result.migrationName)).toEqual(['0009_legal_pages_markdown']);
    await migrateToLatest(t.db);

    const terms = await getStoredContent(t.db, 'terms');
    expect(terms.version).toBe(1);
    expect(terms.updatedAt).toBe('2026-01-02T03:04:05.000Z');
    expect(terms.value.heading).toBe(oldTerms.heading);
    expect(terms.value.intro).toBe(oldTerms.intro);
    const { lead, sections } = splitLegalMarkdown(terms.value.body);
    expect(lead).toBe('');
    expect(sections.map((s) => s.heading)).toEqual(oldTerms.sections.map((s) => s.heading));
    const page = renderToStaticMarkup(createElement(LegalBody, { body: terms.value.body }));
    const html = page.slice(page.indexOf('<section'));
    expect(html.match(/<p>/g)).toHaveLength(3);
    expect(html).not.toMatch(/<(em|a|b|li|blockquote)\b/);
    for (const section of oldTerms.sections) {
      for (const paragraph of section.body.split('\n\n'))
        expect(textOf(html)).toContain(paragraph.replace(/\s+/g, ' '));
    }

    // Other pages are left as they were, with a version too.
    const home = await t.db
      .selectFrom('site_content')
      .select(['value', 'version'])
      .where('key', '=', 'home')
      .executeTakeFirstOrThrow();
    expect(typeof home.value === 'string' ? JSON.parse(home.value) : home.value).toEqual(untouched);
    expect(Number(home.version)).toBe(1);
  });
});
