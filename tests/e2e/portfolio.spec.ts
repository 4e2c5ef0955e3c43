import { expect, test, type Page } from './fixtures';
import { expectArtwork, expectPicture } from './images';
import { expectAccessible, jsDisabled, open } from './support';

const cards = (page: Page) => page.getByTestId('portfolio-card');

test('the portfolio lists every piece and the category filter narrows it', async ({ page }, testInfo) => {
  await open(page, '/portfolio', testInfo);
  await expect(page).toHaveTitle('Our Portfolio | Petal & Quill');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /invitations/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Portfolio' })).toBeVisible();

  const filter = page.getByRole('navigation', { name: 'Portfolio categories' });
  await expect(filter.getByRole('link')).toHaveText(['All', 'Baby Shower', 'Birthday', 'Wedding']);
  await expect(filter.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page)).toHaveCount(10);

  // A card: artwork with alt text, category badge, title, description and View Details.
  const first = cards(page).first();
  await expectArtwork(first.getByRole('img'), '/images/portfolio/ananya-rohan-wedding.webp');
  await expectPicture(first.getByRole('img'));
  await expect(first.getByRole('img')).toHaveAttribute('alt', /Ananya & Rohan/);
  await expect(first.getByRole('heading', { name: 'Ananya & Rohan' })).toBeVisible();
  await expect(first).toContainText('Wedding');
  await expect(first).toContainText('A palace wedding suite with hand-painted florals and gold script.');
  await expect(first.getByRole('link', { name: /View Details/ })).toBeVisible();
  await expectAccessible(page);

  await filter.getByRole('link', { name: 'Birthday' }).click();
  await expect(page).toHaveURL(/\/portfolio\?category=Birthday$/);
  await expect(filter.getByRole('link', { name: 'Birthday' })).toHaveAttribute('aria-current', 'page');
  await expect(filter.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current', 'page');
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).getByRole('heading')).toHaveText([
    'Aarav Turns One',
    'Tara Turns Thirty',
    'Dadi’s 75th Birthday',
  ]);

  await filter.getByRole('link', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(cards(page)).toHaveCount(10);
});

test('a category with no pieces says so', async ({ page }, testInfo) => {
  await open(page, '/portfolio?category=Nonexistent', testInfo);
  await expect(page.getByText('No portfolio items found for the selected category.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expectAccessible(page);
});

test('View Details opens the large image over the grid and closes back to the same filter', async ({
  page,
}, testInfo) => {
  await open(page, '/portfolio?category=Birthday', testInfo);
  await page.getByRole('link', { name: /View Details: Tara Turns Thirty/ }).click();
  await expect(page).toHaveURL(/\/portfolio\/\d+\?category=Birthday$/);

  const dialog = page.getByRole('dialog', { name: 'Tara Turns Thirty' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveTitle('Tara Turns Thirty | Petal & Quill');
  const image = dialog.getByTestId('portfolio-detail-image');
  await expectArtwork(image, '/images/portfolio/tara-turns-thirty.webp');
  await expectPicture(image);
  expect((await image.boundingBox())?.width ?? 0).toBeGreaterThan(300);
  await expect(dialog).toContainText('Champagne gold and confetti for a modern milestone party.');
  // The grid it opened from is still underneath.
  await expect(cards(page)).toHaveCount(3);
  await expectAccessible(page);

  // Previous / next step through the filtered pieces, wrapping round.
  await dialog.getByRole('link', { name: 'Next design' }).click();
  await expect(page.getByRole('dialog', { name: 'Dadi’s 75th Birthday' })).toBeVisible();
  await page.getByRole('dialog').getByRole('link', { name: 'Next design' }).click();
  await expect(page.getByRole('dialog', { name: 'Aarav Turns One' })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('1 of 3');

  if (jsDisabled(testInfo)) {
    await page.getByRole('link', { name: 'Close and return to the portfolio' }).click();
  } else {
    await expect(page.getByRole('dialog')).toBeFocused();
    await page.keyboard.press('Escape');
  }
  await expect(page).toHaveURL(/\/portfolio\?category=Birthday$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(cards(page)).toHaveCount(3);
});

test('with JavaScript the detail opens without moving the page and gives focus back', async ({ page }, testInfo) => {
  test.skip(jsDisabled(testInfo), 'about the enhanced dialog');
  await open(page, '/portfolio', testInfo);
  const details = page.getByRole('link', { name: /View Details: Dadi’s 75th Birthday/ });
  await details.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(500);
  await details.click();
  await expect(page.getByRole('dialog', { name: 'Dadi’s 75th Birthday' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  // Focus stays inside the dialog.
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  await page.getByRole('link', { name: 'Close and return to the portfolio' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(details).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test('an unknown portfolio piece answers 404', async ({ page }, testInfo) => {
  for (const path of ['/portfolio/999999', '/portfolio/abc']) {
    const response = await open(page, path, testInfo);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('dialog', { name: 'Design Not Found' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back to the Portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(cards(page)).toHaveCount(10);
});
