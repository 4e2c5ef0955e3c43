/**
 * The `test` every spec uses: Playwright's, with the server it runs against as its base URL.
 * Import `test` and `expect` from here, not from '@playwright/test'.
 *
 * Every spec runs against the shared server (global-setup.ts), whose caches stay warm across the
 * run (the first order of each collection rasterises its artwork: seconds of CPU). A spec that
 * changes what every visitor sees — the home, about or legal pages, the shop's or the portfolio's
 * contents, the published reviews — says `test.use({ ownServer: true })`: its worker then has a
 * server of its own, on its own copy of the prepared data folder (global-setup.ts), so no other spec ever sees its
 * changes, and its tests run one after another there, each putting back what it changed. A worker
 * that failed a test is replaced, with a fresh copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { setSite, type Site } from './site';
import { PREPARED_DATA_DIR } from '../unit/support/prepared-data';
import { startSiteServer } from './site-server';

export * from '@playwright/test';

export const test = base.extend<object, { ownServer: boolean; site: Site }>({
  ownServer: [false, { option: true, scope: 'worker' }],
  site: [
    async ({ ownServer }, use, workerInfo) => {
      if (!ownServer) {
        const shared = { baseURL: process.env.E2E_SHARED_URL!, dataDir: process.env.E2E_SHARED_DATA_DIR! };
        if (!shared.baseURL) throw new Error('No shared test server: tests/e2e/global-setup.ts starts it');
        setSite(shared);
        await use(shared);
        return;
      }
      const dataDir = path.resolve(`.cache/e2e/worker-${workerInfo.workerIndex}`);
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.cpSync(PREPARED_DATA_DIR, dataDir, { recursive: true });
      const server = await startSiteServer(dataDir);
      setSite(server);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ site }, use) => use(site.baseURL),
});
