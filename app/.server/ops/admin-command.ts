import { grantAdmin, normaliseEmail, revokeAdmin } from '../auth/profiles';
import { loadConfig } from '../platform/config';
import { prepareDatabase } from '../db/prepare-database';
import { openServerDatabase } from '../db/server-database';
import type { OperatorCommand } from './operator-command';

const USAGE = 'Usage: npm run admin -- grant|revoke someone@example.com';

export const adminCommand: OperatorCommand = async (args, env, out) => {
  const [command, email] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
    out.error(USAGE);
    return 2;
  }
  const config = loadConfig(env, () => {});
  const { db } = openServerDatabase(config);
  try {
    await prepareDatabase(db, out.log);
    const address = normaliseEmail(email);
    if (command === 'grant') {
      await grantAdmin(db, email);
      out.log(`${address} is now an admin.`);
    } else {
      const changed = await revokeAdmin(db, email);
      out.log(changed ? `${address} is no longer an admin.` : `${address} was not an admin.`);
    }
    return 0;
  } finally {
    await db.destroy();
  }
};
