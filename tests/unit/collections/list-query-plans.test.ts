import { CompiledQuery, sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  featuredCollectionsQuery,
  publishedCategoriesQuery,
  publishedCollectionsCountQuery,
  publishedCollectionsPageQuery,
  relatedCollectionsQuery,
} from '~/.server/collections/collections';
import type { Db, Engine } from '~/.server/db/connection';
import { loadSampleContentOnce } from '~/.server/db/seed';
import { portfolioCategoriesQuery, portfolioCountQuery, portfolioPageQuery } from '~/.server/portfolio/pages';
import {
  featuredTestimonialsQuery,
  publishedTestimonialsCountQuery,
  publishedTestimonialsPageQuery,
} from '~/.server/reviews/testimonials';
import { seedLargeCatalogue } from '~/../scripts/bench/large-catalogue';
import { createTestDb, engines, type TestDb } from '~/../tests/unit/support/test-db';

/**
 * The public lists' queries, built by the very functions the pages run, as each engine plans them
 * on a catalogue of some size: every one reads an index (never the whole table) and gets its order
 * from it (never a sort of the rows in a temporary B-tree). This is what keeps /collections,
 * /portfolio, /testimonials and the home page as fast with thousands of rows as with ten.
 */
const slice = { limit: 12, offset: 24 };
const publicListQueries = (db: Db, related: number[]): Array<[string, Compilable]> => [
  ['shop page, all categories', publishedCollectionsPageQuery(db, null, slice)],
  ['shop page, one category', publishedCollectionsPageQuery(db, 'Floral', slice)],
  ['shop count, all categories', publishedCollectionsCountQuery(db, null)],
  ['shop count, one category', publishedCollectionsCountQuery(db, 'Floral')],
  ['shop categories', publishedCategoriesQuery(db)],
  ['home featured collections', featuredCollectionsQuery(db, 3)],
  ['collection page related', relatedCollectionsQuery(db, related)],
  ['portfolio page, all categories', portfolioPageQuery(db, null, slice)],
  ['portfolio page, one category', portfolioPageQuery(db, 'Wedding', slice)],
  ['portfolio count, all categories', portfolioCountQuery(db, null)],
  ['portfolio count, one category', portfolioCountQuery(db, 'Wedding')],
  ['portfolio categories', portfolioCategoriesQuery(db)],
  ['testimonials page', publishedTestimonialsPageQuery(db, slice)],
  ['testimonials count', publishedTestimonialsCountQuery(db)],
  ['home client love', featuredTestimonialsQuery(db, 2)],
];

interface Plan {
  /** What is wrong with it (empty: it reads an index and sorts nothing). */
  problems: string[];
  text: string;
}

/** SQLite: EXPLAIN QUERY PLAN's lines. "SCAN t" alone is the whole table; a temp B-tree is a sort. */
async function sqlitePlan(db: Db, query: CompiledQuery): Promise<Plan> {
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  );
  const lines = rows.map((row) => row.detail);
  const problems = [
    ...lines.filter((line) => /^SCAN \w+$/.test(line)).map((line) => `whole table: ${line}`),
    ...lines.filter((line) => /TEMP B-TREE/.test(line)).map((line) => `sort: ${line}`),
  ];
  if (!lines.some((line) => /USING (COVERING )?INDEX|INTEGER PRIMARY KEY/.test(line))) problems.push('no index');
  return { problems, text: lines.join('\n') };
}

interface PgNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PgNode[];
}
const nodesOf = (node: PgNode): PgNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * PostgreSQL: EXPLAIN's plan with sequential scans priced out (`enable_seqscan = off`), so that a
 * small test table does not make the planner prefer reading it whole: a Seq Scan then still
 * appears when no index can serve the query at all. Sorts are not priced out: a Sort node means no
 * index gives the rows in the list's order.
 */
async function postgresPlan(db: Db, query: CompiledQuery): Promise<Plan> {
  return db.connection().execute(async (connection) => {
    await sql`set enable_seqscan = off`.execute(connection);
    try {
      const { rows } = await connection.executeQuery<{ 'QUERY PLAN': Array<{ Plan: PgNode }> }>(
        CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
      );
      const nodes = nodesOf(rows[0]!['QUERY PLAN'][0]!.Plan);
      const problems = [
        ...nodes.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => `whole table: ${n['Relation Name']}`),
        ...nodes.filter((n) => /Sort/.test(n['Node Type'])).map((n) => `sort: ${n['Node Type']}`),
      ];
      if (!nodes.some((n) => n['Index Name'])) problems.push('no index');
      return {
        problems,
        text: nodes.map((n) => `${n['Node Type']} ${n['Relation Name'] ?? ''} ${n['Index Name'] ?? ''}`).join('\n'),
      };
    } finally {
      await sql`reset enable_seqscan`.execute(connection);
    }
  });
}

const planOf = (engine: Engine, db: Db, query: Compilable) =>
  (engine === 'postgres' ? postgresPlan : sqlitePlan)(db, query.compile());

describe.each(engines)('the public lists’ query plans on %s', (engine) => {
  let t: TestDb;
  let related: number[];
  beforeAll(async () => {
    // Durable: VACUUM marks a page all-visible (what index-only scans need) only once its rows'
    // commits are on disk.
    t = await createTestDb(engine, { durable: true });
    await loadSampleContentOnce(t.db);
    // The seed copies a made collection's template file rows: one stands in for the server's.
    const first = await t.db.selectFrom('collections').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('collection_files')
      .values({
        collection_id: first.id,
        template_name: 'Invitation',
        format: 'pdf',
        file_name: 'invitation.pdf',
        storage_key: `collections/${first.id}/invitation.pdf`,
        byte_size: 1000,
      })
      .execute();
    await seedLargeCatalogue(t.db, { collections: 600, reviews: 1500, portfolioItems: 900 });
    // As autovacuum leaves a live database: statistics, and the visibility map index-only scans need.
    if (engine === 'postgres') await sql`vacuum analyze collections, portfolio_items, testimonials`.execute(t.db);
    const ids = await t.db.selectFrom('collections').select('id').orderBy('id', 'desc').limit(4).execute();
    related = ids.map((row) => Number(row.id));
  }, 60_000);
  afterAll(() => t?.destroy());

  it('the check itself finds a whole-table read and a sort', async () => {
    const plan = await planOf(engine, t.db, t.db.selectFrom('portfolio_items').selectAll().orderBy('title'));
    expect(plan.problems).toEqual(expect.arrayContaining([expect.stringMatching(/^whole table/)]));
    expect(plan.problems).toEqual(expect.arrayContaining([expect.stringMatching(/^sort/)]));
  });

  it('a collection page finds its related collections by their keys', async () => {
    const plan = await planOf(engine, t.db, relatedCollectionsQuery(t.db, related));
    expect(plan.problems).toEqual([]);
    expect(plan.text).toMatch(engine === 'postgres' ? /collections_pkey/ : /INTEGER PRIMARY KEY/);
  });

  it('every public list reads an index and sorts nothing', async () => {
    const failures: string[] = [];
    for (const [name, query] of publicListQueries(t.db, related)) {
      const plan = await planOf(engine, t.db, query);
      if (plan.problems.length) failures.push(`${name}: ${plan.problems.join(', ')}\n${plan.text}`);
    }
    expect(failures).toEqual([]);
  });
});
