import path from 'node:path';
import type { Config } from '../platform/config';
import { createDb } from './connection';

/** The server's SQLite file in DATA_DIR (its database when DATABASE_URL is unset). */
export const sqliteFileOf = (dataDir: string) => path.join(dataDir, 'studio.sqlite');

/** DATABASE_URL's PostgreSQL, else DATA_DIR's SQLite file: the server, the operator's commands and the scripts. */
export function openServerDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>) {
  return createDb({ databaseUrl: config.DATABASE_URL, sqliteFile: sqliteFileOf(config.DATA_DIR) });
}
