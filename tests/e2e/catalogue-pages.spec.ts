import { expect, test, type Page } from './fixtures';
import { executeDb, expectAccessible, jsDisabled, open } from './support';

// Each test adds collections and portfolio pieces, in categories of their own, so that the shop and
// the portfolio have more than one page, and takes them away after: the worker's later tests see
// the sample catalogue.
test.use({ ownServer: true });

const COLLECTIONS = 7; // the sample's 6 and these: two pages of 12
const PIECES = 13; // two pages of the portfolio in their own category, whatever else is there

test.beforeEach(() => {
  for (let n = 1; n <= COLLECTIONS; n++) {
    executeDb(
      `insert or ignore into collections (slug, title, description, long_description, category, price_cents, image, gallery, is_published, sort_order)
       values (?, ?, 'Pressed by hand into cotton paper.', '', 'Letterpress', 4200, '/images/collections/woodland-rustic-1.webp',
         '["/images/collections/woodland-rustic-1.webp"]', 1, ?)`,
      `e2e-letterpress-${n}`,
      `Letterpress ${n}`,
      1000 + n,
    );
  }
  for (let n = 1; n <= PIECES; n++) {
    const title = `Anniversary ${n}`;
    // Older than every other piece: they come last.
    executeDb(
      `insert into portfolio_items (title, description, image, category, created_at)
       select ?, 'Forty years, in gold foil.', '/images/portfolio/ananya-rohan-wedding.webp', 'Anniversary', ?
       where not exists (select 1 from portfolio_items where title = ?)`,
      title,
      `2020-01-${String(n).padStart(2, '0')}T10:00:00.000Z`,
      title,
    );
  }
});

test.afterEach(() => {
  executeDb(`delete from collections where slug like 'e2e-letterpress-%'`);
  executeDb(`delete from portfolio_items where category = 'Anniversary'`);
});

const indicator = (page: Page) => page.getByTestId('page-indicator');

test('the shop goes to page 2 and back with its links; a style keeps its own pages', async ({ page }, testInfo) => {
  await open(page, '/collections', testInfo);
  const pager = page.getByRole('navigation', { name: 'Collection pages' });
  await expect(indicator(page)).toHaveText('1 / 2');
  await expect(page.getByTestId('collection-card')).toHaveCount(12);
  await expect(pager.getByRole('link', { name: 'Previous page' })).toHaveCount(0);

  await pager.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/collections\?page=2$/);
  await expect(page).toHaveTitle('Shop Our Collections — page 2 | Petal & Quill');
  await expect(indicator(page)).toHaveText('2 / 2');
  await expect(page.getByTestId('collection-card').filter({ hasText: `Letterpress ${COLLECTIONS}` })).toBeVisible();
  await expect(page.getByTestId('collection-card').filter({ hasText: 'Blush Peony Romance' })).toHaveCount(0);
  await expectAccessible(page);

  await pager.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/\/collections$/);
  await expect(page).toHaveTitle('Shop Our Collections | Petal & Quill');
  await expect(page.getByTestId('collection-card').filter({ hasText: 'Blush Peony Romance' })).toBeVisible();

  // A style starts again at its first page, and has one page here.
  await page.getByRole('navigation', { name: 'Collection styles' }).getByRole('link', { name: 'Letterpress' }).click();
  await expect(page).toHaveURL(/\/collections\?category=Letterpress$/);
  await expect(page.getByText(`${COLLECTIONS} collections in Letterpress`)).toBeVisible();
  await expect(indicator(page)).toHaveCount(0);

  // A page past the end shows the last; nonsense shows the first.
  await open(page, '/collections?page=999', testInfo);
  await expect(indicator(page)).toHaveText('2 / 2');
  await open(page, '/collections?page=abc', testInfo);
  await expect(indicator(page)).toHaveText('1 / 2');
});

test('the portfolio pages with its filter, and a piece on page 2 opens over page 2', async ({ page }, testInfo) => {
  await open(page, '/portfolio?category=Anniversary', testInfo);
  const pager = page.getByRole('navigation', { name: 'Portfolio pages' });
  await expect(page.getByText(`${PIECES} designs in Anniversary`)).toBeVisible();
  await expect(indicator(page)).toHaveText('1 / 2');
  await expect(page.getByTestId('portfolio-card')).toHaveCount(12);

  await pager.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/portfolio\?category=Anniversary&page=2$/);
  await expect(page).toHaveTitle('Our Portfolio — page 2 | Petal & Quill');
  await expect(page.getByTestId('portfolio-card')).toHaveCount(1);

  await page.getByRole('link', { name: 'View Details: Anniversary 1' }).click();
  await expect(page).toHaveURL(/\/portfolio\/\d+\?category=Anniversary&page=2$/);
  const dialog = page.getByRole('dialog', { name: 'Anniversary 1' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Forty years, in gold foil.');
  // The grid behind is still page 2 of the filter.
  await expect(indicator(page)).toHaveText('2 / 2');
  if (jsDisabled(testInfo)) {
    await page.getByRole('link', { name: 'Close and return to the portfolio' }).click();
  } else {
    await page.keyboard.press('Escape');
  }
  await expect(page).toHaveURL(/\/portfolio\?category=Anniversary&page=2$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('portfolio-card')).toHaveCount(1);

  await pager.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/\/portfolio\?category=Anniversary$/);
  await expect(indicator(page)).toHaveText('1 / 2');
});

test('all designs: page 2 and back, the oldest piece last', async ({ page }, testInfo) => {
  await open(page, '/portfolio', testInfo);
  const pager = page.getByRole('navigation', { name: 'Portfolio pages' });
  await expect(indicator(page)).toHaveText('1 / 2');
  await expect(page.getByRole('link', { name: 'View Details: Ananya & Rohan' })).toBeVisible();
  await pager.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/portfolio\?page=2$/);
  await expect(page.getByTestId('portfolio-card').last()).toContainText('Anniversary 1');
  await page.getByRole('link', { name: 'View Details: Anniversary 2' }).click();
  await expect(page).toHaveURL(/\/portfolio\/\d+\?page=2$/);
  await expect(page.getByRole('dialog', { name: 'Anniversary 2' })).toBeVisible();
  await page.getByRole('dialog').getByRole('link', { name: 'Next design' }).click();
  await expect(page.getByRole('dialog', { name: 'Anniversary 1' })).toBeVisible();
  await expect(page).toHaveURL(/\/portfolio\/\d+\?page=2$/);
  await page.getByRole('link', { name: 'Close and return to the portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio\?page=2$/);
  await pager.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('link', { name: 'View Details: Ananya & Rohan' })).toBeVisible();
});
