import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * The home page's featured items and the about page's team members become rows with a version,
 * as portfolio items are, so an edit from a stale page is refused the one way every other edit is.
 * The lists move out of the `site_content` JSON into the rows, in their order and with their ids
 * (the editors' addresses name them); the page's own fields stay, at their version. Self-contained
 * on purpose: a migration must not change when the app does.
 */

const LISTS = [
  { key: 'home', list: 'featuredItems', table: 'featured_items', columns: ['title', 'image', 'link'] },
  { key: 'about', list: 'teamMembers', table: 'team_members', columns: ['name', 'title', 'image', 'bio'] },
] as const;

type Row = Record<string, string | number>;
type Tables = {
  site_content: { key: string; value: unknown };
  featured_items: Row;
  team_members: Row;
};

const pageOf = (value: unknown): Record<string, unknown> | null => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null;
};

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const required = (c: ColumnDefinitionBuilder) => c.notNull();
  for (const { table, columns } of LISTS) {
    let create = db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('position', 'integer', required);
    for (const column of columns) create = create.addColumn(column, 'text', required);
    await create
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
  }

  const content = db.withTables<Tables>();
  for (const { key, list, table, columns } of LISTS) {
    const row = await content.selectFrom('site_content').select('value').where('key', '=', key).executeTakeFirst();
    const page = row ? pageOf(row.value) : null;
    if (!page || !(list in page)) continue;
    const items = Array.isArray(page[list]) ? (page[list] as unknown[]) : [];
    const seen = new Set<string>();
    for (const item of items) {
      const fields = pageOf(item);
      const id = textOf(fields?.id);
      if (!fields || !id || seen.has(id)) continue;
      seen.add(id);
      const values: Row = { id, position: seen.size };
      for (const column of columns) values[column] = textOf(fields[column]);
      await content.insertInto(table).values(values).execute();
    }
    const { [list]: _moved, ...fields } = page;
    await content
      .updateTable('site_content')
      .set({ value: JSON.stringify(fields) })
      .where('key', '=', key)
      .execute();
  }
}

/** Puts the rows back into their page's JSON, in their order, and drops the tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const content = db.withTables<Tables>();
  for (const { key, list, table, columns } of LISTS) {
    const rows = await content.selectFrom(table).selectAll().orderBy('position').orderBy('id').execute();
    const row = await content.selectFrom('site_content').select('value').where('key', '=', key).executeTakeFirst();
    const page = row ? pageOf(row.value) : null;
    if (page) {
      const items = rows.map((item) => Object.fromEntries(['id', ...columns].map((name) => [name, item[name]])));
      await content
        .updateTable('site_content')
        .set({ value: JSON.stringify({ ...page, [list]: items }) })
        .where('key', '=', key)
        .execute();
    }
    await db.schema.dropTable(table).execute();
  }
}
