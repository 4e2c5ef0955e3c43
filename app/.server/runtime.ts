import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config';
import { createDb, type Db, type Engine } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { loadSampleContentOnce } from './db/seed';

/**
 * The running server's configuration and database, made once when the server bundle loads:
 * the environment is validated (a bad value stops the server with one line naming it),
 * migrations are applied and the sample content is loaded into an empty database.
 */
function configOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export const config: Config = configOrExit();

const connection = createDb({
  databaseUrl: config.DATABASE_URL,
  sqliteFile: path.join(config.DATA_DIR, 'studio.sqlite'),
});

export const db: Db = connection.db;
export const engine: Engine = connection.engine;

const applied = await migrateToLatest(db);
if (applied.length) console.log(`Database (${engine}): applied ${applied.join(', ')}`);
if (await loadSampleContentOnce(db)) console.log('Database: loaded the sample content');
