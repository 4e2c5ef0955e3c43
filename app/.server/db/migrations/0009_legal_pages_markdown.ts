import type { Kysely } from 'kysely';

/**
 * The privacy policy and the terms become Markdown, editable in the admin: a row's numbered
 * sections ({heading, body} in plain text) turn into one Markdown `body`, each section a `## `
 * heading followed by its paragraphs, escaped so the text reads exactly as before. And every
 * `site_content` row gets a version, counted up by each save, so an editor opened before another
 * save cannot overwrite it. Self-contained on purpose: a migration must not change when the app does.
 */

interface OldLegalPage {
  heading: string;
  intro?: string;
  sections: { heading: string; body: string }[];
}

type ContentTables = {
  site_content: { key: string; value: unknown; version: number };
};

const isOldLegalPage = (value: unknown): value is OldLegalPage =>
  typeof value === 'object' && value !== null && Array.isArray((value as OldLegalPage).sections);

/**
 * One line of plain text as Markdown that shows the same words: characters that would start
 * emphasis, code, links or HTML are escaped everywhere, and those that would start a heading, a
 * list, a quote or a rule only at the start of the line.
 */
function escapeLine(line: string): string {
  const escaped = line
    .trim()
    .replace(/[\\`*_[\]<]/g, '\\$&')
    .replace(/&(?=#?\w+;)/g, '\\&');
  return escaped.replace(/^([#>+=-])/, '\\$1').replace(/^(\d+)([.)])/, '$1\\$2');
}

/** Plain text (paragraphs split by blank lines, as the old page showed them) as Markdown paragraphs. */
export function plainTextToMarkdown(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.split('\n').map(escapeLine).filter(Boolean).join('\n'))
    .filter(Boolean)
    .join('\n\n');
}

/** The old sections as one Markdown body: `## heading`, then its paragraphs. */
export function sectionsToMarkdown(sections: OldLegalPage['sections']): string {
  return sections
    .map((section) => `## ${escapeLine(section.heading).replace(/#/g, '\\#')}\n\n${plainTextToMarkdown(section.body)}`)
    .join('\n\n');
}

/** Rewrites the legal rows still in the old shape; rows already in Markdown are left alone. */
export async function legalPagesToMarkdown(db: Kysely<unknown>): Promise<void> {
  const content = db.withTables<ContentTables>();
  const rows = await content
    .selectFrom('site_content')
    .select(['key', 'value'])
    .where('key', 'in', ['privacy', 'terms'])
    .execute();
  for (const row of rows) {
    const value: unknown = typeof row.value === 'string' ? JSON.parse(row.value) : row.value;
    if (!isOldLegalPage(value)) continue;
    const page = { heading: value.heading, intro: value.intro ?? '', body: sectionsToMarkdown(value.sections) };
    await content
      .updateTable('site_content')
      .set({ value: JSON.stringify(page) })
      .where('key', '=', row.key)
      .execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('site_content')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await legalPagesToMarkdown(db);
}

/** Drops the version; the Markdown stays (the old shape cannot hold it: roll back the app with care). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_content').dropColumn('version').execute();
}
