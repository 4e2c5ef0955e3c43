import { sql, type ColumnDataType, type Expression, type Kysely } from 'kysely';
import { engineOf } from './connection';

/** Column types for migrations, written once for both engines. */
export function columnTypes(db: Kysely<unknown>) {
  const pg = engineOf(db) === 'postgres';
  return {
    pg,
    bool: (pg ? 'boolean' : 'integer') as ColumnDataType,
    timestamp: (pg ? 'timestamptz' : 'text') as ColumnDataType,
    json: (pg ? 'jsonb' : 'text') as ColumnDataType,
    falseValue: pg ? sql`false` : sql`0`,
    emptyList: pg ? sql`'[]'::jsonb` : sql`'[]'`,
    now: (pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`) as Expression<unknown>,
  };
}
