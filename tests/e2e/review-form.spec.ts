import { expect, test, type Page } from './fixtures';
import { asOwnClient, expectAccessible, open, queryDb } from './support';

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function fillReview(
  page: Page,
  name: string,
  content = 'The invitations were perfect — our guests loved them 💐',
) {
  const form = page.locator('#review-form');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Title').fill('Bride');
  await form.getByLabel('Company (optional)').fill('“Goa Coast” Weddings');
  await form.getByLabel('Review').fill(content);
  await form.locator('label', { hasText: '4 stars' }).click();
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  return form;
}

const rowsNamed = (name: string) =>
  queryDb<{
    role: string;
    company: string;
    rating: number;
    status: string;
    is_featured: number;
    image_url: string | null;
  }>('select role, company, rating, status, is_featured, image_url from testimonials where name = ?', name);

test('a visitor submits a review: thanked, the form clears, and it waits for approval', async ({ page }, testInfo) => {
  const name = `Riya ${unique()}`;
  await open(page, '/testimonials', testInfo);
  const form = await fillReview(page, name);
  await form.getByRole('button', { name: 'Submit Review' }).click();

  const notice = page.getByRole('status').filter({ hasText: 'Thank you!' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Your review has been submitted.');
  await expect(form.getByLabel('Name')).toHaveValue('');
  expect(rowsNamed(name)).toEqual([
    { role: 'Bride', company: '“Goa Coast” Weddings', rating: 4, status: 'pending', is_featured: 0, image_url: null },
  ]);
  // Pending reviews are not public.
  for (const pageNumber of [1, 2, 3]) {
    await open(page, `/testimonials?page=${pageNumber}`, testInfo);
    await expect(page.getByText(name)).toHaveCount(0);
  }
});

test('missing fields get messages beside them, values are kept, nothing is stored', async ({ page }, testInfo) => {
  const company = `Company ${unique()}`;
  await open(page, '/testimonials', testInfo);
  const form = page.locator('#review-form');
  await form.getByLabel('Company (optional)').fill(company);
  await form.getByLabel('Review').fill('Too short');
  await form.getByLabel('Image URL (optional)').fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Submit Review' }).click();

  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('Review must be at least 10 characters')).toBeVisible();
  await expect(form.getByText('Image URL must be a web address starting with http:// or https://')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Company (optional)')).toHaveValue(company);
  await expect(form.getByLabel('Review')).toHaveValue('Too short');
  expect(queryDb('select id from testimonials where company = ?', company)).toEqual([]);
});

test('a failed submit shows the destructive Error notice and keeps the values', async ({ page }, testInfo) => {
  const company = `Company ${unique()}`;
  await open(page, '/testimonials', testInfo);
  const form = page.locator('#review-form');
  await form.getByLabel('Company (optional)').fill(company);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Error' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Please correct the highlighted fields');
  await expect(form.getByLabel('Company (optional)')).toHaveValue(company);
  expect(queryDb('select id from testimonials where company = ?', company)).toEqual([]);
});

test('a double click and a reload after success store one review', async ({ page }, testInfo) => {
  const name = `Kabir ${unique()}`;
  await open(page, '/testimonials', testInfo);
  const form = await fillReview(page, name);
  await form.getByRole('button', { name: 'Submit Review' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Client Testimonials' })).toBeVisible();
  expect(rowsNamed(name)).toHaveLength(1);
});

test('a sixth review within the hour is refused with a readable message', async ({ page }, testInfo) => {
  test.slow();
  const name = `Limit ${unique()}`;
  // Five in a row from the same page: each is thanked and clears the form for the next.
  await open(page, '/testimonials', testInfo);
  for (let i = 0; i < 5; i++) {
    const form = await fillReview(page, `${name} ${i}`);
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
  }
  const form = await fillReview(page, `${name} 5`);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    form.getByRole('button', { name: 'Submit Review' }).click(),
  ]);
  expect(response.status()).toBe(429);
  await expect(page.getByRole('alert')).toContainText('Please try again in');
  await expect(form.getByLabel('Name')).toHaveValue(`${name} 5`);
  expect(queryDb('select id from testimonials where name like ?', `${name}%`)).toHaveLength(5);
});

test('the testimonials page and its review form are accessible', async ({ page }, testInfo) => {
  await open(page, '/testimonials', testInfo);
  await expectAccessible(page);
});

test('while it is sent, the button is disabled and reads Submitting...', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'no-js', 'the pending state is drawn by JavaScript');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/testimonials/, async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await open(page, '/testimonials', testInfo);
  const form = await fillReview(page, `Pending ${unique()}`);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  release();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Submit Review' })).toBeEnabled();
});
