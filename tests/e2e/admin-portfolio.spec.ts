import { expect, test, type Page } from './fixtures';
import { login } from './auth';
import { deleteThroughConfirmation, pngFile, toast, unique } from './content-admin';
import { expectAccessible, open } from './support';

// These tests add portfolio items to its worker's server (fixtures.ts), touch only the items they
// made, and delete them before they end.
test.use({ ownServer: true });

const card = (page: Page, title: string) => page.getByTestId('portfolio-card').filter({ hasText: title });

test('add with an image → on /portfolio → edit → seen changed → delete with the confirmation → gone', async ({
  page,
}, testInfo) => {
  test.slow();
  await login(page, { admin: true });
  const title = `Riya Turns Seven ${unique()}`;
  await open(page, '/admin/portfolio', testInfo);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Add portfolio item' }).click();

  await page.getByRole('button', { name: 'Add portfolio item' }).click();
  await expect(page.getByText('Please fill in all required fields')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Fields to correct' }).getByRole('link')).toHaveCount(3);
  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption('Birthday');
  await page.getByLabel('Description').fill('Rainbow balloons and a hand-lettered seven.');
  await page.getByLabel('Image').setInputFiles(await pngFile('riya.png'));
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add portfolio item' }).click();
  await expect(toast(page, 'Portfolio item added successfully!')).toBeVisible();
  await expect(page.getByTestId('portfolio-row').filter({ hasText: title })).toContainText('Birthday');

  await open(page, '/portfolio', testInfo);
  await expect(card(page, title)).toContainText('Rainbow balloons');
  await expect(card(page, title).locator('picture source[type="image/webp"]')).toHaveAttribute(
    'srcset',
    /\/images\/[0-9a-f]{64}\//,
  );

  await open(page, `/admin/portfolio?q=${encodeURIComponent(title)}`, testInfo);
  await page.getByRole('link', { name: `Edit: ${title}` }).click();
  await page.getByLabel('Title').fill(`${title} Party`);
  await page.getByLabel('Category').selectOption('Baby Shower');
  // The card crops the picture to 4:5 around the point she sets: the subject sits to the left.
  await expect(page.getByRole('img', { name: 'Cropped for portfolio card' })).toBeVisible();
  await page.getByLabel('Focal point across (%)').fill('25');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Portfolio item updated successfully!')).toBeVisible();
  await open(page, '/portfolio?category=Baby+Shower', testInfo);
  await expect(card(page, `${title} Party`)).toBeVisible();
  await expect(card(page, `${title} Party`).locator('img')).toHaveCSS('object-position', '25% 50%');

  await open(page, `/admin/portfolio?q=${encodeURIComponent(title)}`, testInfo);
  await deleteThroughConfirmation(page, `${title} Party`, 'Are you sure you want to delete this item?', testInfo);
  await expect(toast(page, 'Portfolio item deleted successfully!')).toBeVisible();
  await open(page, '/portfolio', testInfo);
  await expect(card(page, title)).toHaveCount(0);
});
