import crypto from 'node:crypto';
import { expect, test } from './fixtures';
import { foldedPdfText } from '../unit/support/read-pdf';
import { readZip } from '../unit/support/read-zip';
import { login } from './auth';
import {
  addToCart,
  expectCheckoutAsFilled,
  fillCheckout,
  nextYear,
  PERSONALISED_FILES,
  payWithTestProvider,
  waitForDesigns,
} from './shop';
import {
  asOwnClient,
  expectAccessible,
  jsDisabled,
  mailsContaining,
  open,
  ownClientHeader,
  queryDb,
  uniqueEmail,
} from './support';

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

test('a couple buys two collections with the test provider and downloads their designs', async ({ page }, testInfo) => {
  // The couple's designs are rendered after payment: the first order of a collection takes a while.
  test.setTimeout(420_000);
  const email = uniqueEmail('couple');
  await addToCart(page, 1, testInfo);
  await addToCart(page, 2, testInfo);
  await open(page, '/checkout', testInfo);
  await expect(page.getByTestId('test-mode-ribbon')).toHaveText('Test mode — no real payments');
  await fillCheckout(page, { name: 'Meera Shah', email });
  // 39.99 + 34.99 from the database.
  const number = await payWithTestProvider(page, '$74.98', { scan: true });

  await expect(page.getByTestId('cart-count')).toHaveCount(0); // an empty cart shows no badge
  await expect(page.getByText('Test order — no real payment was taken.')).toBeVisible();
  // The page holds the download links: kept by no cache, its address passed to no other site.
  const successHeaders = (await page.request.get(page.url())).headers();
  expect(successHeaders['cache-control']).toBe('private, no-store');
  expect(successHeaders['referrer-policy']).toBe('no-referrer');
  for (const step of ['Download your instant draft', 'Check your e-mail', 'Approve your proof', 'Contact support']) {
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Browse More' })).toHaveAttribute('href', '/collections');
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  await expectAccessible(page);

  const [order] = queryDb<{ id: number; status: string; is_test: number; total_cents: number; email: string }>(
    'select id, status, is_test, total_cents, email from orders where number = ?',
    number,
  );
  expect(order).toMatchObject({ status: 'paid', is_test: 1, total_cents: 7498, email });

  const slugs = queryDb<{ slug: string }>('select slug from collections where id in (1, 2) order by id').map(
    (row) => row.slug,
  );
  // Both collections' pieces, set with the couple's names, once they are rendered.
  await waitForDesigns(page, testInfo, 'Download Your Designs');
  // Their own invitation, set with their names, is the picture on the page (not the shop's sample).
  const card = page.getByRole('img', { name: 'Your invitation, set with your names' });
  await expect(card).toHaveJSProperty('complete', true);
  expect(await card.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  const cover = await page.request.get((await card.getAttribute('src'))!);
  expect(cover.headers()['content-type']).toBe('image/webp');
  expect(cover.headers()['cache-control']).toBe('private, max-age=3600');
  // What they download is the instant draft, and the page says so beside the button.
  await expect(page.getByTestId('designs-stage')).toContainText('Your instant draft');
  await expect(page.getByTestId('designs-stage')).toContainText(
    'Please don’t share it yet: your designer checks every card and sends you a proof within 2–3 business days.',
  );
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Your Designs' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number}-designs.zip`);
  const entries = await readZip(await download.path());
  expect([...entries.keys()].sort()).toEqual(
    slugs.flatMap((slug) => PERSONALISED_FILES.map((file) => `${slug}/${file}`)).sort(),
  );
  for (const [name, entry] of entries) {
    const magic = name.endsWith('.pdf') ? '%PDF' : '\xff\xd8\xff';
    expect(entry.bytes.subarray(0, magic.length).toString('latin1'), name).toBe(magic);
  }
  // The invitation prints the brief's time and closing line; the details card lists the other events.
  const invitation = await foldedPdfText(entries.get(`${slugs[0]}/meera-and-arjun-invitation.pdf`)!.bytes);
  expect(invitation).toContain('at half past six in the evening');
  expect(invitation).toContain('Reception to follow');
  const details = await foldedPdfText(entries.get(`${slugs[0]}/meera-and-arjun-details.pdf`)!.bytes);
  expect(details).toMatch(/Mehndi · \w+day, \d+ \w+ · 4 pm/u);
  expect(details).toContain('The Lawns');
  expect(
    queryDb<{ download_count: number }>('select download_count from orders where id = ?', order!.id)[0]!.download_count,
  ).toBe(1);

  // The confirmation e-mail: number, items, total, links, what happens next.
  // (The studio's new-order notice names the number too, and has the buyer as Reply-To: the
  // buyer's e-mail is the one whose To: header is their address.)
  const toBuyer = () => mailsContaining(number).filter((eml) => eml.includes(`\nTo: ${email}`));
  await expect.poll(() => toBuyer().length).toBe(1);
  const mail = toBuyer()[0]!
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  expect(mail).toContain(`To: ${email}`);
  expect(mail).toContain('$74.98');
  expect(mail).toMatch(/\/downloads\/[\w.-]+\/zip/);
  expect(mail).toContain('business days');
  expect(mail).toContain('minor revisions is free');
  expect(mail).toContain('30 days of email support');
  // The brief, restated so the couple can check what they sent.
  expect(mail).toContain('Your details for the designs');
  expect(mail).toContain('Meera & Arjun');
  expect(mail).toContain('The Leela Palace, Udaipur');
  expect(mail).toContain('Together with their families, Meera and Arjun invite you to celebrate their wedding.');
  // The e-mail shows their own card: drawn by now, it is their invitation (a WebP), not the shop's photo.
  const coverUrl = new URL(/https?:\/\/[^"\s]+\/downloads\/[\w.-]+\/cover/u.exec(mail)![0]).pathname;
  const emailedCard = await page.request.get(coverUrl, { maxRedirects: 0 });
  expect(emailedCard.status()).toBe(200);
  expect(emailedCard.headers()['content-type']).toBe('image/webp');
  expect(mail).toContain('6.30 pm');
  expect(mail).toContain('Reception to follow');
  expect(mail).toContain('The Lawns');
});

test('a declined payment keeps the cart and says so on /checkout', async ({ page }, testInfo) => {
  await addToCart(page, 3, testInfo);
  await open(page, '/checkout', testInfo);
  const email = uniqueEmail('declined');
  await fillCheckout(page, { name: 'Ravi Kumar', email });
  await page.getByRole('button', { name: 'Pay $29.99' }).click();
  await page.getByRole('button', { name: 'Decline' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('toast').filter({ hasText: 'Payment failed' })).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // By e-mail, not name: the other project runs this test at the same time.
  const orders = queryDb<{ status: string }>('select status from orders where email = ?', email);
  expect(orders).toEqual([{ status: 'cancelled' }]);
  // The form is as the couple left it: nothing to type again.
  await expectCheckoutAsFilled(page, { name: 'Ravi Kumar', email });

  // Paying again, as it stands, makes a new order and works.
  await payWithTestProvider(page, '$29.99');
  expect(queryDb<{ status: string }>('select status from orders where email = ? order by id', email)).toEqual([
    { status: 'cancelled' },
    { status: 'paid' },
  ]);
});

test('in test mode, a client past ten new orders in an hour is refused above the form', async ({ page }, testInfo) => {
  const email = uniqueEmail('capped');
  await addToCart(page, 3, testInfo);
  // Ten orders posted straight to the action, as a script would (each a checkout of its own).
  for (let i = 0; i < 10; i++) {
    const response = await page.request.post('/checkout', {
      form: {
        intent: 'pay',
        idempotencyKey: crypto.randomUUID(),
        name: 'Script',
        email,
        country: 'IN',
        coupleNames: 'A & B',
        eventDate: nextYear(),
        venue: 'Venue',
        wording: 'Wording',
        notes: '',
      },
      headers: { ...ownClientHeader(testInfo), Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
  }
  await open(page, '/checkout', testInfo);
  await fillCheckout(page, { name: 'Anika Rao', email });
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Pay $29.99' }).click(),
  ]);
  expect(response.status()).toBe(429);
  await expect(page.getByRole('alert').filter({ hasText: 'several test orders' })).toContainText(
    'You have placed several test orders in a short while. Please try again in',
  );
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Anika Rao');
  expect(queryDb('select id from orders where email = ?', email)).toHaveLength(10);
});

test('Cancel on the payment page goes back to checkout, cart and brief intact', async ({ page, browser }, testInfo) => {
  await addToCart(page, 4, testInfo);
  await open(page, '/checkout', testInfo);
  const email = uniqueEmail('cancel');
  await fillCheckout(page, { name: 'Nisha Patel', email });
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expectCheckoutAsFilled(page, { name: 'Nisha Patel', email });
  // Another browser (no checkout cookie of this one) sees an empty form.
  const stranger = await browser.newContext({ javaScriptEnabled: !jsDisabled(testInfo) });
  const other = await stranger.newPage();
  await other.setExtraHTTPHeaders(ownClientHeader(testInfo));
  await addToCart(other, 4, testInfo);
  await open(other, '/checkout', testInfo);
  await expect(other.getByLabel('Wording')).toHaveValue('');
  await expect(other.getByLabel('Email')).toHaveValue('');
  await stranger.close();
});

test('a signed-in buyer finds this order and an earlier guest order in /account/orders', async ({ page }, testInfo) => {
  const email = uniqueEmail('buyer');
  // First as a guest, with the same address.
  await addToCart(page, 5, testInfo);
  await open(page, '/checkout', testInfo);
  await fillCheckout(page, { name: 'Tara Singh', email });
  const guestNumber = await payWithTestProvider(page, '$36.99');

  await login(page, { email });
  await addToCart(page, 6, testInfo);
  await open(page, '/checkout', testInfo);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await fillCheckout(page, { name: 'Tara Singh' });
  const number = await payWithTestProvider(page, '$39.99');

  await open(page, '/account/orders', testInfo);
  const orders = page.getByTestId('account-order');
  await expect(orders).toHaveCount(2);
  await expect(orders.first()).toContainText(number);
  await expect(orders.nth(1)).toContainText(guestNumber);
  // Just paid: the designer is at work on it (the stage, not the payment's word).
  await expect(orders.first().getByTestId('order-stage')).toHaveText('In progress');
  await expect(orders.first()).toContainText('$39.99');
  await expectAccessible(page);
  await orders.first().getByText('Downloads').click();
  const downloading = page.waitForEvent('download');
  await orders.first().getByRole('link', { name: 'Download all (ZIP)' }).click();
  expect((await downloading).suggestedFilename()).toBe(`${number}-designs.zip`);
});

test("nobody reaches another buyer's order or downloads by guessing", async ({ page }, testInfo) => {
  for (const path of [
    '/success?order=1.' + 'A'.repeat(43),
    '/success?order=1',
    '/success',
    '/pay/test?order=2.' + 'B'.repeat(43),
  ]) {
    const response = await open(page, path, testInfo);
    expect(response?.status(), path).toBe(404);
  }
  await open(page, '/account/orders', testInfo);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Forders$/);
  const forged = await open(page, `/downloads/1.${Date.now() + 86_400_000}.${'C'.repeat(43)}`, testInfo);
  expect(forged?.status()).toBe(403);
  await expect(page.getByRole('link', { name: /sign in/i }).first()).toBeVisible();
  await expectAccessible(page);
});

test('the back button and paying again find the same order', async ({ page }, testInfo) => {
  const email = uniqueEmail('back');
  await addToCart(page, 2, testInfo);
  await open(page, '/checkout', testInfo);
  await fillCheckout(page, { name: 'Kavya Iyer', email });
  await page.getByRole('button', { name: 'Pay $34.99' }).click();
  await expect(page).toHaveURL(/\/pay\/test\?order=/);
  const paymentPage = page.url();

  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  // The browser may keep what was typed; either way the same details go again.
  await fillCheckout(page, { name: 'Kavya Iyer', email });
  await page.getByRole('button', { name: 'Pay $34.99' }).click();
  await expect(page).toHaveURL(paymentPage);
  expect(queryDb('select id from orders where email = ?', email)).toHaveLength(1);
});
