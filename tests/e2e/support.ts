import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { expect, test, type Page, type TestInfo } from '@playwright/test';

/** True in the project that runs with JavaScript switched off. */
export const jsDisabled = (testInfo: TestInfo) => testInfo.project.name === 'no-js';

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

/**
 * Fails with the list of violations when axe finds any on the current page. axe is a script
 * and needs JavaScript; in the no-JS project it checks the same URL in a context where scripts
 * run but the site's own scripts are blocked, so it sees exactly what a no-JS visitor gets.
 */
export async function expectAccessible(page: Page) {
  // An axe run takes a few seconds on a busy machine: give each check its own time.
  test.info().setTimeout(test.info().timeout + 45_000);
  let target = page;
  let close = async () => {};
  if (test.info().project.name === 'no-js') {
    const context = await page
      .context()
      .browser()!
      .newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
    await context.route(/\.m?js(\?|$)/, (route) => route.abort());
    target = await context.newPage();
    await target.goto(page.url());
    close = () => context.close();
  }
  try {
    const results = await new AxeBuilder({ page: target }).analyze();
    const summary = results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
    expect(summary).toEqual([]);
  } finally {
    await close();
  }
}

/** The e2e server's data folder (scripts/e2e-server.mjs), for reading what a flow stored. */
export const e2eDataDir = () => path.resolve(`.cache/e2e-data-${process.env.E2E_PORT ?? '3311'}`);

/**
 * The e2e server's signing secrets, newest first: the file it generated on its first start
 * (app/.server/config.ts reads it when SESSION_SECRET is unset, and the e2e server unsets it).
 */
export function sessionSecrets(): string[] {
  const raw = fs.readFileSync(path.join(e2eDataDir(), 'session-secret'), 'utf8').trim();
  return raw.split(',').map((secret) => secret.trim());
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
  await page.setExtraHTTPHeaders({ 'X-E2E-Client': `${testInfo.testId}-${testInfo.retry}-${testInfo.project.name}` });
}

/** A fresh address for one test. */
export const uniqueEmail = (prefix = 'guest') =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.test`;

/** The code and link of the newest sign-in e-mail to `email` in the dev outbox. */
export async function signInMail(email: string): Promise<{ code: string; link: string }> {
  let eml: string | undefined;
  await expect
    .poll(() => {
      eml = mailsContaining(`To: ${email}`).at(-1);
      return Boolean(eml);
    })
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
