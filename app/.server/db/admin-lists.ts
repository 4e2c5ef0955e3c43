import { sql, type Expression, type SqlBool } from 'kysely';
import { pageOf as pageOfSize } from './paging';

export const ADMIN_PAGE_SIZE = 20;

/** `text` as a LIKE pattern that matches it anywhere, its own % _ and \ taken literally. */
export const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows where any of `columns` holds `search` (any part, any case); every row for an empty search. */
export function searchColumns(columns: readonly string[], search: string): Expression<SqlBool> {
  if (!search) return sql<SqlBool>`1 = 1`;
  const pattern = containing(search);
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

/** The page asked for, or the last when it is past the end. */
export const pageOf = (total: number, requested: number, size = ADMIN_PAGE_SIZE) => pageOfSize(total, requested, size);
