import crypto from 'node:crypto';
import { expect, test, type Page } from './fixtures';
import { login } from './auth';
import { expectAccessible, jsDisabled, open, queryDb, sessionSecrets, siteURL } from './support';

const badge = (page: Page) => page.getByTestId('cart-count');
const lines = (page: Page) => page.getByTestId('cart-line');
const line = (page: Page, title: string) => lines(page).filter({ has: page.getByRole('link', { name: title }) });
const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title });

/** Adds one of a collection as a crafted post (the browser's cookies go with it). */
async function postToCart(page: Page, form: Record<string, string>) {
  return page.request.post('/cart', { form, maxRedirects: 0 });
}

/** A `cart` cookie signed with the e2e server's own secret: what the server itself would write. */
function signedCart(entries: { id: number; quantity: number }[]) {
  const [secret] = sessionSecrets();
  const value = Buffer.from(JSON.stringify(entries)).toString('base64');
  const signature = crypto.createHmac('sha256', secret!).update(value).digest('base64').replace(/=+$/, '');
  return `${value}.${signature}`;
}

/** Holds the page's cart posts until `go()`, to see what the page shows before the answer. */
async function holdCartPosts(page: Page) {
  const waiting: (() => Promise<void>)[] = [];
  await page.route(/\/cart\.data$/, (route) => {
    waiting.push(() => route.continue());
  });
  return {
    held: () => waiting.length,
    go: async () => {
      await Promise.all(waiting.splice(0).map((resume) => resume()));
      await page.unroute(/\/cart\.data$/);
    },
  };
}

async function setCartCookie(page: Page, value: string) {
  await page.context().addCookies([{ name: 'cart', value: encodeURIComponent(value), url: siteURL() }]);
}

test('add two collections, add one again, remove one', async ({ page }, testInfo) => {
  await open(page, '/collections/1', testInfo);
  await expect(badge(page)).toHaveCount(0); // an empty cart shows no badge
  if (!jsDisabled(testInfo)) {
    // With JavaScript the post is a fetcher: the page is not reloaded and keeps its scroll.
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
      window.scrollTo(0, 150);
    });
  }
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const added = toast(page, 'Added to cart');
  await expect(added).toBeVisible();
  await expect(added).toContainText('Blush Peony Romance has been added to your cart.');
  await expect(added.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/checkout');
  await expect(page).toHaveURL(/\/collections\/1$/);
  await expect(badge(page)).toHaveText('1');
  if (!jsDisabled(testInfo)) {
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(150);
  }

  await open(page, '/collections/3', testInfo);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added to cart')).toContainText('Woodland Rustic has been added to your cart.');
  await expect(badge(page)).toHaveText('2');
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await toast(page, 'Added to cart').getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page).toHaveTitle('Checkout | Petal & Quill');
  await expect(lines(page)).toHaveCount(2);
  const peony = line(page, 'Blush Peony Romance');
  await expect(peony.getByRole('link', { name: 'Blush Peony Romance' })).toHaveAttribute('href', '/collections/1');
  // No quantity: one copy of a collection is all five pieces, for every guest.
  await expect(peony).toContainText('All five pieces, personalised · one copy for every guest');
  await expect(peony.getByTestId('line-total')).toHaveText('$39.99');
  await expect(page.getByRole('button', { name: /quantity/i })).toHaveCount(0);
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$69.98');
  await expect(page.getByRole('button', { name: 'Pay $69.98' })).toBeVisible();

  // Adding one again says it is there, and the cart stays as it was.
  await open(page, '/collections/1', testInfo);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Already in your cart')).toContainText(
    'Blush Peony Romance is in your cart: one copy covers all five pieces, for every guest.',
  );
  await expect(badge(page)).toHaveText('2');
  await open(page, '/checkout', testInfo);
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$69.98');

  // With JavaScript the page shows the change before the server answers (optimistic UI).
  const release = jsDisabled(testInfo) ? null : await holdCartPosts(page);
  await line(page, 'Woodland Rustic').getByRole('button', { name: 'Remove Woodland Rustic' }).click();
  await expect(lines(page)).toHaveCount(1);
  if (release) {
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$39.99');
    // The page changed before the post reached the network: it is held there now, or a moment later.
    await expect.poll(() => release.held()).toBe(1);
    await release.go();
  }
  await expect(line(page, 'Woodland Rustic')).toHaveCount(0);
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$39.99');
  await expect(badge(page)).toHaveText('1');
  await expect(page).toHaveURL(/\/checkout$/);
  await expectAccessible(page);
});

test('a crafted post cannot set a quantity below 1 or above one copy, or buy what is not for sale', async ({
  page,
}, testInfo) => {
  // A cart written when a collection could be bought several times reads as one copy.
  await setCartCookie(page, signedCart([{ id: 2, quantity: 3 }]));
  await open(page, '/checkout', testInfo);
  await expect(lines(page)).toHaveCount(1);
  await expect(badge(page)).toHaveText('1');
  const price = await line(page, 'Modern Monogram').getByTestId('line-total').textContent();
  await expect(page.getByTestId('cart-subtotal')).toHaveText(price!);

  const belowOne = await postToCart(page, { intent: 'set-quantity', collectionId: '2', quantity: '0' });
  expect(belowOne.status()).toBe(302);
  expect(belowOne.headers()['location']).toBe('/checkout');
  await postToCart(page, { intent: 'set-quantity', collectionId: '2', quantity: '-5' });
  await open(page, '/checkout', testInfo);
  await expect(lines(page)).toHaveCount(1);

  await postToCart(page, { intent: 'set-quantity', collectionId: '2', quantity: '2' });
  await open(page, '/checkout', testInfo);
  await expect(toast(page, 'We could not update your cart')).toContainText(
    'A collection is bought once: one copy covers all five pieces, for every guest.',
  );
  await expect(page.getByTestId('cart-subtotal')).toHaveText(price!);

  await postToCart(page, { intent: 'set-quantity', collectionId: '2', quantity: '2.5' });
  await open(page, '/checkout', testInfo);
  await expect(toast(page, 'We could not update your cart')).toContainText('Quantity must be a whole number');
  await expect(badge(page)).toHaveText('1');

  // An unknown collection is not added, and the redirect stays on this site.
  const unknown = await postToCart(page, {
    intent: 'add-to-cart',
    collectionId: '9999',
    returnTo: 'https://evil.example/',
  });
  expect(unknown.headers()['location']).toBe('/checkout');
  await open(page, '/checkout', testInfo);
  await expect(toast(page, 'Collection Not Found')).toBeVisible();
  await expect(lines(page)).toHaveCount(1);
});

test('a cart naming a collection that is gone shows the rest and says so', async ({ page }, testInfo) => {
  await setCartCookie(
    page,
    signedCart([
      { id: 9999, quantity: 2 },
      { id: 1, quantity: 1 },
    ]),
  );
  await open(page, '/about', testInfo);
  await expect(badge(page)).toHaveText('1');

  await open(page, '/checkout', testInfo);
  await expect(page.getByRole('alert').filter({ hasText: 'Some items were removed from your cart' })).toContainText(
    'They are no longer available.',
  );
  await expect(lines(page)).toHaveCount(1);
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$39.99');

  // The cookie was rewritten: the notice does not come back.
  await open(page, '/checkout', testInfo);
  await expect(page.getByText('Some items were removed from your cart')).toHaveCount(0);
  await expect(lines(page)).toHaveCount(1);
});

test('a forged cart cookie reads as an empty cart, which links to the shop', async ({ page }, testInfo) => {
  const genuine = signedCart([{ id: 1, quantity: 4 }]);
  await setCartCookie(page, `${genuine.slice(0, genuine.lastIndexOf('.'))}.forgedsignature`);
  await open(page, '/checkout', testInfo);
  await expect(badge(page)).toHaveCount(0); // an empty cart shows no badge
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Browse Collections' }).click();
  await expect(page).toHaveURL(/\/collections$/);
});

test('the checkout form keeps typed values and shows messages beside the fields', async ({ page }, testInfo) => {
  await setCartCookie(page, signedCart([{ id: 4, quantity: 1 }]));
  await open(page, '/checkout', testInfo);
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await expect(page.getByTestId('test-mode-note')).toHaveText('Test mode — no real payment is taken');

  const marker = `Asha ${Date.now().toString(36)}`;
  const form = page.locator('#checkout-form');
  await form.getByLabel('Name', { exact: true }).fill(marker);
  await form.getByLabel('Email').fill('asha@');
  await form.getByLabel('Event date').fill('2020-01-01');
  await form.getByLabel('Wording').fill('Together with their families…');
  await form.getByRole('button', { name: 'Pay $44.99' }).click();

  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Country is required')).toBeVisible();
  await expect(form.getByText('Names are required')).toBeVisible();
  await expect(form.getByText('Event date cannot be in the past')).toBeVisible();
  await expect(form.getByText('Venue is required')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(marker);
  await expect(form.getByLabel('Wording')).toHaveValue('Together with their families…');
  await expect(page).toHaveURL(/\/checkout$/);
  expect(queryDb('select id from orders where name = ?', marker)).toEqual([]);
  if (jsDisabled(testInfo)) {
    // The server's answer opens at the top of the page: the summary is there, with a link to each field.
    const summary = page.getByTestId('error-summary');
    await expect(summary).toHaveText(/There are 5 problems with the form/u);
    await expect(summary.getByRole('link', { name: 'Names are required' })).toHaveAttribute(
      'href',
      '#checkout-form-coupleNames',
    );
    await summary.getByRole('link', { name: 'Venue is required' }).click();
    await expect(page).toHaveURL(/#checkout-form-venue$/u);
    await expect(form.getByLabel('Venue', { exact: true })).toBeInViewport();
  } else {
    // Checked in the browser: no answer from the server, so no summary; the first wrong field has the focus.
    await expect(page.getByTestId('error-summary')).toHaveCount(0);
    await expect(form.getByLabel('Email')).toBeFocused();
  }

  // Oversized posts are refused before they are read.
  const huge = await page.request.post('/checkout', { form: { intent: 'pay', notes: 'x'.repeat(70 * 1024) } });
  expect(huge.status()).toBe(413);
  await expectAccessible(page);
});

test('on a phone, a refused checkout shows what to fix in the first screen', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setCartCookie(page, signedCart([{ id: 4, quantity: 1 }]));
  await open(page, '/checkout', testInfo);
  const form = page.locator('#checkout-form');
  await form.getByLabel('Name', { exact: true }).fill('Asha');
  await form.getByRole('button', { name: 'Pay $44.99' }).click();
  if (jsDisabled(testInfo)) {
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = await summary.boundingBox();
    expect((box?.y ?? 9999) + 40).toBeLessThan(844);
  } else {
    // The browser's own check moves the page to the first wrong field and focuses it.
    await expect(form.getByLabel('Email')).toBeFocused();
    await expect(form.getByLabel('Email')).toBeInViewport();
  }
  await expectAccessible(page);
});

test('a signed-in buyer finds their e-mail filled in', async ({ page }, testInfo) => {
  const email = await login(page);
  await setCartCookie(page, signedCart([{ id: 6, quantity: 1 }]));
  await open(page, '/checkout', testInfo);
  await expect(page.locator('#checkout-form').getByLabel('Email')).toHaveValue(email);
  await expect(page.getByRole('button', { name: 'Pay $39.99' })).toBeVisible();
});
