import fs from 'node:fs';
import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { takeHeavyRunLock } from './scripts/heavy-run-lock.mjs';

// One browser run at a time on this machine (and none beside a full `npm test` or a bench).
takeHeavyRunLock('playwright test');

/**
 * Debian's Chromium: its headless shell (package chromium-headless-shell, the lighter headless
 * browser Playwright itself runs by default) when installed, else the full browser in headless mode.
 */
const debianChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file));

/**
 * Every scenario runs twice: with JavaScript on and with it off, against the production build
 * (`npm run build` first; `npm test` does it), fully parallel: a shared server, and one of its own
 * for each worker of a spec that changes the public pages (tests/e2e/fixtures.ts). Debian's Chromium is used when
 * present (above); otherwise Playwright's own browser (`npx playwright install chromium`).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One worker per core, locally as in CI (E2E_WORKERS overrides).
  workers: Number(process.env.E2E_WORKERS) || os.availableParallelism(),
  // A failure is retried once, and the retry records a trace: recording every test costs about
  // a third of the run's CPU. In CI a test that passes on its retry is reported as flaky; locally
  // it still fails the run.
  retries: 1,
  failOnFlakyTests: !process.env.CI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    trace: 'on-first-retry',
    // The home page's strip moves forever, and a moving page is drawn again and again: the one test
    // that looks at the motion asks for it (home.spec.ts); reduced motion is itself tested there.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: debianChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'js', use: { ...devices['Desktop Chrome'], javaScriptEnabled: true } },
    { name: 'no-js', use: { ...devices['Desktop Chrome'], javaScriptEnabled: false } },
  ],
  // The data folder every worker's server starts from a copy of.
  globalSetup: './tests/e2e/global-setup.ts',
});
