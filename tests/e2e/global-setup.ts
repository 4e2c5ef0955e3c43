import fs from 'node:fs';
import path from 'node:path';
import { preparedDataFolder } from '../unit/support/prepared-data';
import { startSiteServer } from './site-server';

export const SHARED_DATA_DIR = path.resolve('.cache/e2e/shared');

/**
 * Once per run: the shared server every spec uses starts on a copy of the prepared data folder
 * (tests/unit/support/prepared-data.ts: migrated, sample content, artwork and template files made,
 * once per build) and runs until the end. A spec that changes what every visitor sees asks for a
 * server of its own (fixtures.ts), which starts on another copy.
 */
export default async function globalSetup() {
  const prepared = await preparedDataFolder();
  fs.rmSync(SHARED_DATA_DIR, { recursive: true, force: true });
  fs.cpSync(prepared, SHARED_DATA_DIR, { recursive: true });
  const shared = await startSiteServer(SHARED_DATA_DIR);
  // The workers start after this, with these in their environment.
  process.env.E2E_SHARED_URL = shared.baseURL;
  process.env.E2E_SHARED_DATA_DIR = shared.dataDir;
  return () => shared.stop();
}
