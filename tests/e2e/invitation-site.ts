import type { TestInfo } from '@playwright/test';
import { expect, type Page } from './fixtures';
import { login } from './auth';
import { toast } from './content-admin';
import { buyWithoutPages } from './shop';
import { open, uniqueEmail } from './support';

/** A signed-in couple who paid for a collection, on their invitation website's editor; answers its path. */
export async function coupleWithSite(page: Page, testInfo: TestInfo, who: string): Promise<string> {
  const email = await login(page, { email: uniqueEmail(who) });
  await buyWithoutPages(page, testInfo, 1, { name: 'Meera Shah', email });
  await open(page, '/account/orders', testInfo);
  await page.getByRole('link', { name: 'Set up your invitation website' }).first().click();
  await expect(page.getByRole('heading', { name: 'Your invitation website' })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** Through the editor's "Add event" form. */
export async function addEvent(
  page: Page,
  values: { name: string; date: string; venue: string; startTime?: string; place?: string },
) {
  const form = page.locator('form#new-event');
  await form.getByLabel('Event name').fill(values.name);
  await form.getByLabel('Date').fill(values.date);
  if (values.startTime) await form.getByLabel('Start time').fill(values.startTime);
  if (values.place) await form.getByLabel('Time zone').selectOption({ label: values.place });
  await form.getByLabel('Venue').fill(values.venue);
  await form.getByRole('button', { name: 'Add event' }).click();
  await expect(toast(page, `${values.name} added`)).toBeVisible();
}
