import fs from 'node:fs';
import path from 'node:path';
import { startSiteServer, TEMPLATE_DATA_DIR } from './site-server';

export const SHARED_DATA_DIR = path.resolve('.cache/e2e/shared');

/**
 * Once per run: a server starts on an empty data folder, migrates, loads the sample content,
 * takes the artwork through the image pipeline and makes the template files, then stops. The
 * shared server every spec uses starts on a copy of that folder and runs until the end; a spec
 * that changes what every visitor sees asks for a server of its own (fixtures.ts), which starts
 * on another copy, so none of them repeats the first start's work.
 */
export default async function globalSetup() {
  fs.rmSync(TEMPLATE_DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(TEMPLATE_DATA_DIR, { recursive: true });
  const first = await startSiteServer(TEMPLATE_DATA_DIR, /Downloads: made the template files of \d+ collection/);
  await first.stop();
  fs.rmSync(SHARED_DATA_DIR, { recursive: true, force: true });
  fs.cpSync(TEMPLATE_DATA_DIR, SHARED_DATA_DIR, { recursive: true });
  const shared = await startSiteServer(SHARED_DATA_DIR);
  // The workers start after this, with these in their environment.
  process.env.E2E_SHARED_URL = shared.baseURL;
  process.env.E2E_SHARED_DATA_DIR = shared.dataDir;
  return () => shared.stop();
}
