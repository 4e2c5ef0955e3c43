import type { Secrets } from '~/.server/platform/signing';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { expect, test, type Browser, type Page, type TestInfo } from './fixtures';
import { e2eDataDir, siteURL } from './site';

/** True in the project that runs with JavaScript switched off. */
export const jsDisabled = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled === false;

/**
 * Opens a page and, when JavaScript is on, waits until React has hydrated it, so a click
 * is handled by the app and not lost before it takes over.
 */
export async function open(page: Page, path: string, testInfo: TestInfo) {
  const response = await page.goto(path);
  if (!jsDisabled(testInfo)) {
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  }
  return response;
}

interface Scanner {
  page: Page;
  /** The HTML the scanner's next navigation is answered with. */
  html: string;
}
const scanners = new WeakMap<Browser, Promise<Scanner>>();

/**
 * One JavaScript-enabled page per worker (and browser) for scanning the no-JS project's pages.
 * A navigation is answered with the copied HTML under a Content-Security-Policy that runs no
 * script, so the page is what a no-JS visitor has; styles, fonts and images load from the server
 * (and stay in this context's cache).
 */
function scannerFor(browser: Browser): Promise<Scanner> {
  let scanner = scanners.get(browser);
  if (!scanner) {
    scanner = (async () => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
      const context = await browser.newContext({
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        baseURL: siteURL(),
        javaScriptEnabled: true,
      });
      const state: Scanner = { page: await context.newPage(), html: '' };
      await context.route('**/*', (route) => {
        const request = route.request();
        if (request.isNavigationRequest()) {
          return route.fulfill({
            contentType: 'text/html; charset=utf-8',
            headers: { 'Content-Security-Policy': "script-src 'none'" },
            body: state.html,
          });
        }
        if (request.resourceType() === 'script') return route.abort();
        return route.continue();
      });
      return state;
    })();
    scanners.set(browser, scanner);
  }
  return scanner;
}

/**
 * Fails with the list of violations when axe finds any on the current page. axe is a script and
 * needs JavaScript: in the no-JS project it scans a copy of exactly this page's DOM (also after
 * a form post) in a worker-wide page that runs none of the site's scripts; nothing is requested
 * again. Legacy mode runs axe in the page itself rather than finishing in a new blank page: the
 * site has no frames, and it halves the time of a scan.
 */
export async function expectAccessible(page: Page) {
  // An axe run takes a few seconds on a busy machine: give each check its own time.
  test.info().setTimeout(test.info().timeout + 30_000);
  let results;
  if (jsDisabled(test.info())) {
    const scanner = await scannerFor(page.context().browser()!);
    scanner.html = await page.content();
    await scanner.page.setViewportSize(page.viewportSize()!);
    const url = new URL(page.url());
    url.hash = '';
    try {
      await scanner.page.goto(url.href);
      results = await axe(scanner.page);
    } finally {
      // Left open, a page keeps running its animations (the home page's strip) between scans.
      await scanner.page.goto('about:blank');
    }
  } else {
    results = await axe(page);
  }
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/**
 * One axe run on the page. Only its violations are reported in full: the passes, the incomplete
 * and the inapplicable rules name one element each rather than every element they looked at, which
 * the page would otherwise serialise and send back (megabytes on a long page).
 */
const axe = (page: Page) =>
  new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();

export { e2eDataDir, siteURL } from './site';

/**
 * The e2e server's signing secrets, newest first: the file it generated on its first start
 * (app/.server/platform/config.ts reads it when SESSION_SECRET is unset, and the e2e server unsets it).
 */
export function sessionSecrets(): Secrets {
  const raw = fs.readFileSync(path.join(e2eDataDir(), 'session-secret'), 'utf8').trim();
  const [current = '', ...older] = raw.split(',').map((secret) => secret.trim());
  return [current, ...older];
}

/** Runs a read-only query on the e2e server's SQLite database. */
export function queryDb<T = Record<string, unknown>>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(e2eDataDir(), 'studio.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/**
 * Runs one writing statement on the e2e server's SQLite database (a row a flow cannot make, e.g. a
 * failed e-mail), and raises the content version as the app's own writes do, so the server's page
 * cache shows the change at once.
 */
export function executeDb(sql: string, ...params: unknown[]): { lastInsertRowid: number } {
  const db = new Database(path.join(e2eDataDir(), 'studio.sqlite'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const { lastInsertRowid } = db.prepare(sql).run(...params);
    db.prepare('update content_version set version = version + 1 where id = 1').run();
    return { lastInsertRowid: Number(lastInsertRowid) };
  } finally {
    db.close();
  }
}

/** The raw .eml files the server wrote to its dev outbox that contain `marker`. */
export function mailsContaining(marker: string): string[] {
  const dir = path.join(e2eDataDir(), 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .filter((eml) => eml.includes(marker));
}

/**
 * Public forms are rate limited per client. The e2e server trusts the X-E2E-Client header
 * (TRUST_PROXY_HEADER), so each test can be its own client.
 */
export async function asOwnClient(page: Page, testInfo: TestInfo) {
  await page.setExtraHTTPHeaders(ownClientHeader(testInfo));
}

/** The header asOwnClient sets, for requests made without the page (page.request). */
export const ownClientHeader = (testInfo: TestInfo) => ({
  'X-E2E-Client': `${testInfo.testId}-${testInfo.retry}-${testInfo.project.name}`,
});

/** A second browser (its own cookies), with the same JavaScript setting as the test's project. */
export async function newVisitor(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    baseURL: siteURL(),
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
    extraHTTPHeaders: ownClientHeader(testInfo),
  });
  return context.newPage();
}

/** A fresh address for one test. */
export const uniqueEmail = (prefix = 'guest') =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.test`;

/**
 * The code and link of the newest sign-in e-mail to `email` in the dev outbox, looked for every
 * 100 ms (the server writes it just after answering).
 */
export async function signInMail(email: string): Promise<{ code: string; link: string }> {
  let eml: string | undefined;
  await expect
    .poll(
      () => {
        eml = mailsContaining(`To: ${email}`).at(-1);
        return Boolean(eml);
      },
      { intervals: [100] },
    )
    .toBe(true);
  const text = eml!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const code = text.match(/^\s*(\d{6})\s*$/m)?.[1];
  const link = text.match(/https?:\/\/\S+\/login\/link\?token=[A-Za-z0-9_%-]+/)?.[0];
  expect(code, 'a 6-digit code in the e-mail').toBeTruthy();
  expect(link, 'a sign-in link in the e-mail').toBeTruthy();
  return { code: code!, link: link! };
}

/** Asks for a code on /login (step 1). */
export async function requestCode(page: Page, email: string, testInfo: TestInfo) {
  await open(page, '/login', testInfo);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'OTP sent to your email. Please check your inbox.' }),
  ).toBeVisible();
}

/** Signs in through both steps, reading the code from the e-mail. */
export async function signIn(page: Page, email: string, testInfo: TestInfo) {
  await requestCode(page, email, testInfo);
  const { code } = await signInMail(email);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Login successful!' })).toBeVisible();
}

/** The header's user menu on a wide screen: who is signed in, their pages, Admin Dashboard and Sign Out. */
export const userMenu = (page: Page) => page.getByTestId('user-menu');

/** Opens the header's user menu (a <details>: with or without JavaScript) and returns it. */
export async function openUserMenu(page: Page) {
  const menu = userMenu(page);
  if (!(await menu.evaluate((details) => (details as HTMLDetailsElement).open))) await menu.locator('summary').click();
  await expect(menu.getByText('Signed in as')).toBeVisible();
  return menu;
}

/** The header says who is signed in: their whole name in the user menu. */
export async function expectSignedInAs(page: Page, name: string) {
  const menu = await openUserMenu(page);
  await expect(menu.getByTestId('signed-in-as')).toHaveText(`Signed in as ${name}`);
}
