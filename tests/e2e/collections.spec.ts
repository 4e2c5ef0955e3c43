import { expect, test, type Page } from './fixtures';
import { expectArtwork, expectPicture } from './images';
import { expectAccessible, jsDisabled, open } from './support';

const cards = (page: Page) => page.getByTestId('collection-card');

/**
 * Requests (with JavaScript) that load the collection detail's data again. A single-fetch
 * request names the loaders it wants in `_routes`, and has no `_routes` when it wants them all.
 */
function watchDetailLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith('.data')) return;
    const routes = url.searchParams.get('_routes');
    if (routes === null || routes.split(',').includes('routes/shop/collection')) loads.push(request.url());
  });
  return loads;
}

test('the shop lists published collections and filters by style', async ({ page }, testInfo) => {
  await open(page, '/collections', testInfo);
  await expect(page).toHaveTitle('Shop Our Collections | Petal & Quill');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop Our Collections' })).toBeVisible();
  await expect(page.getByText('Coming Soon')).toHaveCount(0);

  const filter = page.getByRole('navigation', { name: 'Collection styles' });
  await expect(filter.getByRole('link')).toHaveText([
    'All',
    'Floral',
    'Minimalist',
    'Rustic',
    'Vintage',
    'Bohemian',
    'Classic',
  ]);
  await expect(filter.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page)).toHaveCount(6);
  // Only the first card's image, a phone's largest paint, is fetched first; the rest of the first row
  // at once, and the cards below when scrolled to.
  const image = (index: number) => cards(page).nth(index).getByRole('img');
  await expect(image(0)).toHaveAttribute('fetchpriority', 'high');
  for (const index of [1, 2]) {
    await expect(image(index)).not.toHaveAttribute('fetchpriority', /./);
    await expect(image(index)).toHaveAttribute('loading', 'eager');
  }
  await expect(image(3)).toHaveAttribute('loading', 'lazy');
  const vintage = cards(page).filter({ hasText: 'Vintage Lace Heirloom' });
  await expect(vintage).toContainText('$44.99');
  await expect(vintage).toContainText('Vintage');
  await expectArtwork(vintage.getByRole('img'), '/images/collections/vintage-lace-heirloom-1.webp');
  await expectPicture(vintage.getByRole('img'));
  await expectAccessible(page);

  await filter.getByRole('link', { name: 'Bohemian' }).click();
  await expect(page).toHaveURL(/\/collections\?category=Bohemian$/);
  await expect(filter.getByRole('link', { name: 'Bohemian' })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Boho Pampas Sunset');
  await expect(cards(page).first()).toContainText('$36.99');

  await cards(page).first().getByRole('link', { name: 'Boho Pampas Sunset' }).click();
  await expect(page).toHaveURL(/\/collections\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boho Pampas Sunset' })).toBeVisible();
});

test('a style with nothing in it shows an empty state', async ({ page }, testInfo) => {
  await open(page, '/collections?category=Nonexistent', testInfo);
  await expect(page.getByText('There are no collections in this style right now.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'See all collections' }).click();
  await expect(cards(page)).toHaveCount(6);
});

test('the collection page shows its details, the cart form and related designs', async ({ page }, testInfo) => {
  await open(page, '/collections/1', testInfo);
  await expect(page).toHaveTitle('Blush Peony Romance | Petal & Quill');
  await expect(page.getByRole('heading', { level: 1, name: 'Blush Peony Romance' })).toBeVisible();
  await expect(page.getByTestId('collection-price').first()).toHaveText('$39.99');
  await expect(
    page.getByText('Hand-painted blush peonies and garden roses for a soft, romantic celebration.').first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Collections' })).toHaveAttribute('href', '/collections');

  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeEnabled();
  const form = page.locator('form', { has: addToCart });
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form.locator('input[name="intent"]')).toHaveValue('add-to-cart');
  await expect(form.locator('input[name="collectionId"]')).toHaveValue('1');

  const related = page.getByRole('region', { name: 'You May Also Like' });
  await expect(related.getByTestId('collection-card')).toHaveCount(3);
  await expect(related.getByRole('link', { name: 'Vintage Lace Heirloom' })).toHaveAttribute(
    'href',
    /^\/collections\/\d+$/,
  );
  await expectAccessible(page);

  await related.getByRole('link', { name: 'Classic Gilded Script' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Classic Gilded Script' })).toBeVisible();
  await expect(page.getByTestId('collection-price').first()).toHaveText('$39.99');
});

test('a thumbnail becomes the main image', async ({ page }, testInfo) => {
  await open(page, '/collections/1', testInfo);
  const main = page.getByTestId('gallery-main');
  const thumbs = page.getByTestId('gallery-thumb');
  await expect(thumbs).toHaveCount(3);
  await expectArtwork(main, '/images/collections/blush-peony-romance-1.webp');
  await expectPicture(main);
  await expect(main).not.toHaveAttribute('loading', 'lazy');
  await expect(thumbs.first()).toHaveAttribute('aria-current', 'true');

  const detailLoads = watchDetailLoads(page);
  if (!jsDisabled(testInfo)) await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

  await page.getByRole('link', { name: 'Show image 3 of 3' }).click();
  await expect(page).toHaveURL(/\/collections\/1\?image=3$/);
  await expectArtwork(main, '/images/collections/blush-peony-romance-3.webp');
  await expect(main).toHaveAttribute('alt', 'Blush Peony Romance, design 3 of 3');
  await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
  await expect(thumbs.first()).not.toHaveAttribute('aria-current', 'true');

  await page.getByRole('link', { name: 'Show image 2 of 3' }).click();
  await expectArtwork(main, '/images/collections/blush-peony-romance-2.webp');
  if (!jsDisabled(testInfo)) {
    // No reload, and the collection's data was not loaded again.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(detailLoads).toEqual([]);
  }
});

test('the tabs switch the visible panel', async ({ page }, testInfo) => {
  await open(page, '/collections/1?image=2', testInfo);
  const tabs = page.getByRole('tablist', { name: 'About this collection' });
  const detailLoads = watchDetailLoads(page);
  await expect(tabs.getByRole('tab')).toHaveText(['Description', "What's Included", 'Customization']);
  const description = page.getByRole('tabpanel', { name: 'Description' });
  await expect(description).toContainText('Blush Peony Romance began as a page of watercolour studies');
  await expect(tabs.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');

  await tabs.getByRole('tab', { name: "What's Included" }).click();
  await expect(page).toHaveURL(/tab=included/);
  const included = page.getByRole('tabpanel', { name: "What's Included" });
  await expect(included).toBeVisible();
  await expect(description).toBeHidden();
  await expect(tabs.getByRole('tab', { name: "What's Included" })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'false');
  await expect(included).toContainText('Watercolour peony and rose artwork painted in-house');
  await expect(included.getByTestId('collection-includes').getByRole('listitem')).toHaveText([
    '5 templates',
    'PDF and JPG formats',
    '30 days of email support',
  ]);
  // The gallery choice is kept.
  await expectArtwork(page.getByTestId('gallery-main'), '/images/collections/blush-peony-romance-2.webp');
  await expectAccessible(page);

  await tabs.getByRole('tab', { name: 'Customization' }).click();
  const customization = page.getByRole('tabpanel', { name: 'Customization' });
  await expect(customization).toBeVisible();
  await expect(included).toBeHidden();
  await expect(customization).toContainText('All our digital templates are easy to customize:');
  await expect(customization.getByRole('listitem').first()).toHaveText(
    'Names, dates, venue and wording changed for you',
  );

  if (!jsDisabled(testInfo)) {
    // Arrow keys move between tabs (ARIA tabs pattern).
    await tabs.getByRole('tab', { name: 'Customization' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Description' })).toBeFocused();
    await expect(description).toBeVisible();
    expect(detailLoads).toEqual([]);
  }
});

test('a tab chosen in the address is rendered by the server', async ({ page }, testInfo) => {
  await open(page, '/collections/2?tab=customization', testInfo);
  await expect(page.getByRole('tabpanel', { name: 'Customization' })).toContainText(
    'Monogram style: serif, script or stacked',
  );
  await expect(page.getByRole('tabpanel', { name: 'Description' })).toBeHidden();
});

test('an unknown collection answers 404 inside the site layout', async ({ page }, testInfo) => {
  for (const path of ['/collections/999999', '/collections/abc']) {
    const response = await open(page, path, testInfo);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Collection Not Found | Petal & Quill');
    await expect(page.getByRole('heading', { level: 1, name: 'Collection Not Found' })).toBeVisible();
    await expect(page.getByText("The collection you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Browse All Collections' }).click();
  await expect(page).toHaveURL(/\/collections$/);
  await expect(cards(page)).toHaveCount(6);
});

/**
 * Tabs until a collection card's link has the keyboard's focus, and checks the card shows it: a
 * ring round the card's edge that no box around it cuts off (WCAG 2.4.7).
 */
async function expectKeyboardFocusRing(page: Page, cardsIn: ReturnType<Page['locator']>) {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab');
    const inCard = await page.evaluate(() =>
      Boolean(document.activeElement?.closest('[data-testid="collection-card"]')),
    );
    if (inCard) break;
  }
  const card = cardsIn.filter({ has: page.locator(':focus') });
  await expect(card).toHaveCount(1);
  const ring = await card.evaluate((element) => {
    const style = getComputedStyle(element);
    const width = parseFloat(style.outlineWidth);
    const reach = width + parseFloat(style.outlineOffset);
    const box = element.getBoundingClientRect();
    // Every ancestor that clips its content must leave room for the whole ring.
    const clipped: string[] = [];
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const clip = getComputedStyle(parent);
      if (clip.overflowX === 'visible' && clip.overflowY === 'visible') continue;
      const room = parent.getBoundingClientRect();
      if (
        box.left - reach < room.left ||
        box.right + reach > room.right ||
        box.top - reach < room.top ||
        box.bottom + reach > room.bottom
      ) {
        clipped.push(parent.tagName);
      }
    }
    return { style: style.outlineStyle, width, clipped };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.clipped).toEqual([]);
}

test('a collection card shows the keyboard’s focus, in the shop, on the home page and under You May Also Like', async ({
  page,
}, testInfo) => {
  await open(page, '/collections', testInfo);
  await expectKeyboardFocusRing(page, cards(page));
  await open(page, '/', testInfo);
  await expectKeyboardFocusRing(page, cards(page));
  await open(page, '/collections/1', testInfo);
  await page.getByRole('heading', { name: 'You May Also Like' }).scrollIntoViewIfNeeded();
  await page.getByRole('heading', { name: 'You May Also Like' }).click();
  await expectKeyboardFocusRing(page, cards(page));
});

test('on a phone the collection page’s first screen holds the title, price and Add to Cart, the chat link beside it', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/collections/1', testInfo);
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  for (const target of [
    page.getByRole('heading', { level: 1 }),
    page.getByTestId('collection-price').first(),
    addToCart,
  ]) {
    const box = (await target.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
  }
  // No floating button over the end of Add to Cart: the chat link is in the row, beside it.
  await expect(page.getByTestId('chat-button')).toHaveCount(0);
  const chat = page.getByRole('link', { name: 'Ask us on WhatsApp' });
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  const [button, link] = [(await addToCart.boundingBox())!, (await chat.boundingBox())!];
  expect(button.x + button.width).toBeLessThanOrEqual(link.x);
  expect(Math.abs(button.y + button.height / 2 - (link.y + link.height / 2))).toBeLessThan(2);
});
