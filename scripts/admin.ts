// Grants or revokes the admin flag from the shell, on the database the server uses (DATA_DIR's
// SQLite file, or DATABASE_URL):
//   npm run admin -- grant someone@example.com
//   npm run admin -- revoke someone@example.com
import path from 'node:path';
import { grantAdmin, normaliseEmail, revokeAdmin } from '../app/.server/auth/profiles';
import { ConfigError, loadConfig } from '../app/.server/config';
import { createDb } from '../app/.server/db/connection';
import { migrateToLatest } from '../app/.server/db/migrate';

const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
  console.error('Usage: npm run admin -- grant|revoke someone@example.com');
  process.exit(2);
}
try {
  const config = loadConfig(process.env, () => {});
  const { db } = createDb({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: path.join(config.DATA_DIR, 'studio.sqlite'),
  });
  await migrateToLatest(db);
  if (command === 'grant') {
    await grantAdmin(db, email);
    console.log(`${normaliseEmail(email)} is now an admin.`);
  } else {
    const changed = await revokeAdmin(db, email);
    console.log(
      changed ? `${normaliseEmail(email)} is no longer an admin.` : `${normaliseEmail(email)} was not an admin.`,
    );
  }
  await db.destroy();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
