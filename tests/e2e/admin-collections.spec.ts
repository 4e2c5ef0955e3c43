import { expect, test, type Browser, type Page } from './fixtures';
import { login } from './auth';
import { deleteThroughConfirmation, fakeJpeg, pngFile, toast, unique } from './content-admin';
import { executeDb, expectAccessible, jsDisabled, open, queryDb } from './support';

// These tests add collections to the shop its worker's server shows (fixtures.ts): each touches
// only the rows it made, and takes them out of the shop before it ends.
test.use({ ownServer: true });

const QUESTION = 'Are you sure you want to delete this collection?';
const row = (page: Page, title: string) => page.getByTestId('collection-row').filter({ hasText: title });

/** The public page of a collection as a visitor (no session) gets it: its status. */
async function visitorStatus(browser: Browser, path: string): Promise<number> {
  const context = await browser.newContext();
  const response = await context.request.get(path, { maxRedirects: 0 });
  await context.close();
  return response.status();
}

const idOf = (title: string) =>
  queryDb<{ id: number }>('select id from collections where title = ?', title)[0]?.id ?? null;

test('add with images → in the shop → edit → seen changed → unpublish (404, admin preview) → delete → gone', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  await login(page, { admin: true });
  const title = `Marigold ${unique()}`;
  await open(page, '/admin/collections', testInfo);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Add collection' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add collection' })).toBeVisible();

  // Nothing filled in: the spec's message once at the top with a link to each empty field, which
  // says "Required" beside itself; nothing saved.
  await page.getByRole('button', { name: 'Add collection' }).click();
  for (const label of ['Title', 'Description', 'Price (USD)', 'Category', 'Main image']) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription('Required');
  }
  await expect(page.getByText('Please fill in all fields')).toHaveCount(1);
  const empty = page.getByRole('list', { name: 'Fields to correct' });
  await expect(empty.getByRole('link')).toHaveText(['Title', 'Description', 'Price (USD)', 'Category', 'Main image']);
  await empty.getByRole('link', { name: 'Price (USD)' }).click();
  await expect(page).toHaveURL(/#new-collection-price$/);

  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description', { exact: true }).fill('Saffron marigolds for a morning wedding.');
  await page.getByLabel('Long description').fill('A suite in saffron and gold, with a hand-lettered monogram.');
  await page.getByLabel('Price (USD)').fill('41.50');
  await page.getByLabel('Category').selectOption('Floral');
  await page.getByLabel('What’s included').fill('Invitation\nSave the date\nRSVP card');
  await page.getByLabel('Main image').setInputFiles(await pngFile('marigold.png'));
  // A text file named .jpg in the gallery: refused by its content; the main image is kept.
  await page.getByLabel('Gallery (optional)', { exact: true }).setInputFiles([fakeJpeg]);
  await page.getByRole('checkbox', { name: /^Published/ }).check();
  await page.getByRole('button', { name: 'Add collection' }).click();
  await expect(page.getByText('“holiday.jpg” is not an image we can use')).toBeVisible();
  await expect(page.getByRole('img', { name: 'The current image' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  expect(idOf(title)).toBeNull();

  // Sent again without choosing the main image again: saved with the one already uploaded.
  await page
    .getByLabel('Gallery (optional)', { exact: true })
    .setInputFiles([await pngFile('one.png'), await pngFile('two.png')]);
  await page.getByRole('button', { name: 'Add collection' }).click();
  await expect(toast(page, 'Collection added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/collections$/);
  await expect(row(page, title)).toContainText('$41.50');
  await expect(row(page, title)).toContainText('Published');
  const id = idOf(title)!;

  // In the shop at once, with its pictures from the pipeline. A new collection comes last, so in a
  // shop of more than one page (catalogue-pages.spec.ts makes one) it is on its style's page.
  await open(page, '/collections?category=Floral', testInfo);
  const card = page.getByTestId('collection-card').filter({ hasText: title });
  await expect(card).toContainText('$41.50');
  await open(page, `/collections/${id}`, testInfo);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('picture source[type="image/avif"]').first()).toHaveAttribute(
    'srcset',
    /\/images\/[0-9a-f]{64}\//,
  );
  // No customization options were given: no empty Customization tab.
  await expect(page.getByRole('tablist', { name: 'About this collection' }).getByRole('tab')).toHaveText([
    'Description',
    "What's Included",
  ]);

  // Edit: a new price and title, seen on the public page at the next request.
  await open(page, `/admin/collections/${id}/edit`, testInfo);
  await expectAccessible(page);
  await page.getByLabel('Title').fill(`${title} Deluxe`);
  await page.getByLabel('Price (USD)').fill('52');
  // The main image as the card and a phone's page crop it; its subject is near the top.
  const picker = page.getByTestId('focus-picker');
  await expect(picker.getByRole('img', { name: 'Cropped for page on a phone' })).toBeVisible();
  await picker.getByLabel('Focal point down (%)').fill('20');
  if (!jsDisabled(testInfo))
    await expect(picker.getByRole('img', { name: 'Cropped for page on a phone' })).toHaveCSS(
      'object-position',
      '50% 20%',
    );
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Collection updated successfully!')).toBeVisible();
  await open(page, `/collections/${id}`, testInfo);
  await expect(page.getByRole('heading', { level: 1, name: `${title} Deluxe` })).toBeVisible();
  await expect(page.getByTestId('collection-price')).toHaveText('$52.00');
  // The shop's card crops around that point.
  await open(page, '/collections?category=Floral', testInfo);
  await expect(
    page
      .getByTestId('collection-card')
      .filter({ hasText: `${title} Deluxe` })
      .locator('img'),
  ).toHaveCSS('object-position', '50% 20%');
  await open(page, `/admin/collections/${id}/edit`, testInfo);
  await expect(page.getByLabel('Focal point down (%)')).toHaveValue('20');

  // Unpublished: gone from the shop for visitors (404), a preview for the admin.
  await open(page, `/admin/collections/${id}/edit`, testInfo);
  await page.getByRole('checkbox', { name: /^Published/ }).uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Collection updated successfully!')).toBeVisible();
  await expect(row(page, title)).toContainText('Draft');
  expect(await visitorStatus(browser, `/collections/${id}`)).toBe(404);
  await open(page, `/collections/${id}`, testInfo);
  await expect(page.getByTestId('preview-banner')).toContainText('Preview — not in the shop.');
  await expect(page.getByRole('button', { name: /Add to Cart/i })).toHaveCount(0);

  // Delete, asked first; without orders it is gone.
  await open(page, `/admin/collections?q=${encodeURIComponent(title)}`, testInfo);
  await deleteThroughConfirmation(page, `${title} Deluxe`, QUESTION, testInfo);
  await expect(toast(page, 'Collection deleted successfully!')).toBeVisible();
  await expect(row(page, title)).toHaveCount(0);
  expect(idOf(`${title} Deluxe`)).toBeNull();
  const gone = await page.goto(`/collections/${id}`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Collection Not Found' })).toBeVisible();
});

test('a collection with orders is archived, not deleted: out of the shop, its order kept', async ({
  page,
  browser,
}, testInfo) => {
  const title = `Ordered ${unique()}`;
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const collection = executeDb(
    `insert into collections (slug, title, description, long_description, category, price_cents, image, is_published, sort_order)
     values (?, ?, 'Bought once.', '', 'Classic', 3999, '/images/collections/classic-gilded-script-1.webp', 1, 500)`,
    slug,
    title,
  ).lastInsertRowid;
  const order = executeDb(
    `insert into orders (number, idempotency_key, status, provider, is_test, email, name, country, couple_names, event_date,
       venue, wording, notes, subtotal_cents, total_cents, created_at, updated_at)
     values (?, ?, 'paid', 'test', 1, 'couple@example.test', 'Asha', 'IN', 'Asha & Vikram', '2027-02-02', 'Jaipur', '', '',
       3999, 3999, '2026-11-01T10:00:00.000Z', '2026-11-01T10:00:00.000Z')`,
    `ORD-${Math.floor(Math.random() * 1e9)}`,
    `e2e-${unique()}`,
  ).lastInsertRowid;
  executeDb(
    `insert into order_items (order_id, collection_id, title, image, unit_price_cents, quantity, line_total_cents)
     values (?, ?, ?, '/images/collections/classic-gilded-script-1.webp', 3999, 1, 3999)`,
    order,
    collection,
    title,
  );
  await login(page, { admin: true });
  await open(page, `/admin/collections?q=${encodeURIComponent(title)}`, testInfo);
  await expect(row(page, title)).toContainText('1');
  await deleteThroughConfirmation(page, title, QUESTION, testInfo);
  await expect(toast(page, 'Collection archived')).toBeVisible();
  await open(page, `/admin/collections?status=archived&q=${encodeURIComponent(title)}`, testInfo);
  await expect(row(page, title)).toContainText('Archived');
  expect(await visitorStatus(browser, `/collections/${collection}`)).toBe(404);
  expect(queryDb('select collection_id from order_items where order_id = ?', order)).toEqual([
    { collection_id: collection },
  ]);
  if (!jsDisabled(testInfo)) await expectAccessible(page);
});
