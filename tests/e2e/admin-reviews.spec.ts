import { expect, test, type Page, type TestInfo } from './fixtures';
import { login } from './auth';
import { asOwnClient, executeDb, expectAccessible, jsDisabled, open, queryDb } from './support';

// These tests publish and feature reviews on its worker's server (fixtures.ts), and delete them
// before they end, so the worker's later tests see the sample reviews.
test.use({ ownServer: true });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const card = (page: Page, name: string) => page.getByTestId('moderation-card').filter({ hasText: name });
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** The testimonials pages a visitor can reach, for whether `name` shows on any of them. */
async function publiclyListed(page: Page, name: string, testInfo: TestInfo): Promise<boolean> {
  await open(page, '/testimonials', testInfo);
  const pages = Number((await page.getByTestId('page-indicator').textContent())?.split('/')[1]?.trim() ?? 1);
  for (let number = 1; number <= pages; number++) {
    if (number > 1) await open(page, `/testimonials?page=${number}`, testInfo);
    if ((await page.getByTestId('testimonial-card').filter({ hasText: name }).count()) > 0) return true;
  }
  return false;
}

/** Deletes the testimonial on its card, answering the question (a dialog with JavaScript, a page without). */
async function deleteThroughConfirmation(page: Page, name: string, testInfo: TestInfo) {
  await card(page, name)
    .getByRole('link', { name: `Delete: ${name}` })
    .click();
  const question = 'Are you sure you want to delete this testimonial?';
  if (jsDisabled(testInfo)) {
    await expect(page).toHaveURL(/\/admin\/testimonials\/\d+\/delete$/);
    await expect(page.getByRole('heading', { name: question })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Delete' }).click();
  } else {
    const dialog = page.getByRole('dialog', { name: question });
    await expect(dialog).toBeVisible();
    // Cancel asks nothing more and deletes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await card(page, name)
      .getByRole('link', { name: `Delete: ${name}` })
      .click();
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
  }
  await expect(toast(page, 'Testimonial deleted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/testimonials$/);
  await expect(card(page, name)).toHaveCount(0);
}

test('a submitted review shows only once approved; featuring puts it on the home page; delete asks first', async ({
  page,
}, testInfo) => {
  test.slow();
  await asOwnClient(page, testInfo);
  const name = `Ishita ${unique()}`;
  const words = `Our invitations were perfect, thank you ${name}!`;
  await open(page, '/testimonials', testInfo);
  const form = page.locator('#review-form');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Title').fill('Bride');
  await form.getByLabel('Review').fill(words);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
  expect(await publiclyListed(page, name, testInfo)).toBe(false);

  await login(page, { admin: true });
  await open(page, '/admin/testimonials', testInfo);
  // Pending reviews come first.
  await expect(page.getByTestId('moderation-card').first()).toContainText('Waiting for approval');
  await expect(card(page, name)).toContainText('Waiting for approval');
  await expect(card(page, name)).toContainText(words);
  await expectAccessible(page);
  await card(page, name)
    .getByRole('button', { name: `Approve: ${name}` })
    .click();
  await expect(toast(page, 'Testimonial approved')).toBeVisible();
  await expect(card(page, name)).toContainText('Published');
  expect(await publiclyListed(page, name, testInfo)).toBe(true);

  await open(page, '/admin/testimonials', testInfo);
  await card(page, name)
    .getByRole('button', { name: `Feature on home page: ${name}` })
    .click();
  await expect(toast(page, 'Testimonial featured')).toBeVisible();
  await expect(card(page, name)).toContainText('Featured · on the home page');
  await open(page, '/', testInfo);
  await expect(page.getByTestId('client-love')).toContainText(words);

  await open(page, '/admin/testimonials', testInfo);
  await deleteThroughConfirmation(page, name, testInfo);
  expect(queryDb('select id from testimonials where name = ?', name)).toEqual([]);
  await open(page, '/', testInfo);
  await expect(page.getByTestId('client-love')).not.toContainText(words);
  expect(await publiclyListed(page, name, testInfo)).toBe(false);
});

test('add a testimonial by hand: the spec message for missing fields, then published; edits are version-checked', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const name = `Rohan ${unique()}`;
  const company = `Company ${unique()}`;
  await login(page, { admin: true });
  await open(page, '/admin/testimonials', testInfo);
  await page.getByRole('link', { name: 'Add testimonial' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add testimonial' })).toBeVisible();
  await expect(page.getByLabel('Rating')).toHaveValue('5');

  const form = page.locator('#new-testimonial');
  await form.getByLabel('Company (optional)').fill(company);
  await form.getByLabel('Date').fill('');
  await form.getByRole('button', { name: 'Add testimonial' }).click();
  await expect(form.getByText('Please fill in all required fields')).toHaveCount(1);
  await expect(form.getByRole('list', { name: 'Fields to correct' }).getByRole('link')).toHaveText([
    'Name',
    'Title',
    'Review',
    'Date',
  ]);
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Company (optional)')).toHaveValue(company);
  expect(queryDb('select id from testimonials where company = ?', company)).toEqual([]);
  await expectAccessible(page);

  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Title').fill('Groom');
  await form.getByLabel('Company (optional)').fill('');
  await form.getByLabel('Review').fill('Told us on the phone: the RSVP card saved the day.');
  await form.getByLabel('Rating').selectOption('4');
  await form.getByLabel('Date').fill('2026-01-15');
  await form.getByRole('button', { name: 'Add testimonial' }).click();
  await expect(toast(page, 'Testimonial added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/testimonials$/);
  expect(
    queryDb('select status, company, image_url, rating, created_at from testimonials where name = ?', name),
  ).toEqual([
    { status: 'published', company: null, image_url: null, rating: 4, created_at: '2026-01-15T12:00:00.000Z' },
  ]);

  // Edit it: the second tab (opened first) still shows the old version.
  await card(page, name)
    .getByRole('link', { name: `Edit: ${name}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit testimonial' })).toBeVisible();
  const editUrl = page.url();
  const other = await browser.newContext({ javaScriptEnabled: !jsDisabled(testInfo) });
  const otherPage = await other.newPage();
  await login(otherPage, { admin: true });
  await open(otherPage, editUrl, testInfo);

  await page.getByLabel('Review').fill('Told us on the phone: the RSVP card saved the day. Edited.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Testimonial updated successfully!')).toBeVisible();
  await expect(card(page, name)).toContainText('Edited.');

  await otherPage.getByLabel('Title').fill('Overwritten');
  await otherPage.getByRole('button', { name: 'Save changes' }).click();
  await expect(otherPage.getByRole('alert')).toContainText('This testimonial changed since you opened it');
  await expect(otherPage.getByLabel('Title')).toHaveValue('Overwritten');
  expect(queryDb<{ role: string }>('select role from testimonials where name = ?', name)).toEqual([{ role: 'Groom' }]);
  await other.close();

  await deleteThroughConfirmation(page, name, testInfo);
});

test('unknown testimonial pages answer 404', async ({ page }, testInfo) => {
  await login(page, { admin: true });
  for (const path of ['/admin/testimonials/999999/edit', '/admin/testimonials/abc/delete']) {
    const response = await open(page, path, testInfo);
    expect(response?.status()).toBe(404);
  }
  // A row deleted meanwhile: its moderation button says so rather than failing.
  const { lastInsertRowid: id } = executeDb(
    `insert into testimonials (name, role, content, rating, is_featured, status, created_at)
     values ('Gone soon', 'Bride', 'Soon deleted.', 5, 0, 'pending', '2020-01-01T00:00:00.000Z')`,
  );
  await open(page, `/admin/testimonials/${id}/delete`, testInfo);
  executeDb('delete from testimonials where id = ?', id);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Testimonial not found')).toBeVisible();
});
