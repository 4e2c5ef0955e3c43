import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

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

/** Fails with the list of violations when axe finds any on the current page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}
