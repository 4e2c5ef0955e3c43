import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * The one way to refuse a stale edit ([decision 14](../../../docs/decisions/0014-row-versions-for-stale-edits.md)):
 * a change lands only on the row at the version the editor saw, and raises it by one, so a second
 * tab, a second admin or a retried post finds the version moved and is told so instead of
 * overwriting: `.updateTable('parties').set({ …, version: nextVersion }).where(atVersion(seen))`.
 */
export const atVersion = (seen: number): Expression<SqlBool> => sql<SqlBool>`version = ${seen}`;

/** The version one on from the row's own, in the same statement. */
export const nextVersion = sql<number>`version + 1`;
