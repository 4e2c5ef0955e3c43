import fs from 'node:fs';
import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3311);
const debianChromium = '/usr/bin/chromium';

/**
 * Specs that change the public pages every other spec reads (a review approved and featured shows
 * on /testimonials and the home page's Client Love; an edited legal page on /privacy and /terms; a
 * collection or portfolio item added in the shop and on /portfolio; the home and about pages' content;
 * the pieces that give the shop and the portfolio a second page): they run after all the others, in projects
 * of their own (JavaScript on and off), so the sample content the others check stays as it is.
 * A project's dependencies run in full even when a file is named: run one of these files alone
 * with `--no-deps`.
 */
const CHANGES_PUBLIC_PAGES = [
  '**/admin-reviews.spec.ts',
  '**/admin-pages.spec.ts',
  '**/admin-collections.spec.ts',
  '**/admin-portfolio.spec.ts',
  '**/admin-template-files.spec.ts',
  '**/admin-home.spec.ts',
  '**/admin-about.spec.ts',
  '**/catalogue-pages.spec.ts',
];

/**
 * Every scenario runs twice: with JavaScript on and with it off, against the production build
 * (`npm run build` first; `npm test` does it). Debian's Chromium is used when present; otherwise
 * Playwright's own browser (`npx playwright install chromium`).
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
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: fs.existsSync(debianChromium) ? debianChromium : undefined,
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
    { name: 'js', testIgnore: CHANGES_PUBLIC_PAGES, use: { ...devices['Desktop Chrome'], javaScriptEnabled: true } },
    {
      name: 'no-js',
      testIgnore: CHANGES_PUBLIC_PAGES,
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: false },
    },
    // After all the others: these change what every visitor sees.
    {
      name: 'js-public-changes',
      testMatch: CHANGES_PUBLIC_PAGES,
      dependencies: ['js', 'no-js'],
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: true },
    },
    {
      name: 'no-js-public-changes',
      testMatch: CHANGES_PUBLIC_PAGES,
      dependencies: ['js', 'no-js'],
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: false },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
