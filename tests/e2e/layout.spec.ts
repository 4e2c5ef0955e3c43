import { expect, test } from './fixtures';
import { open } from './support';

test('header, footer and chat button are on public pages', async ({ page }, testInfo) => {
  await open(page, '/about', testInfo);
  const main = page.getByRole('navigation', { name: 'Main' });
  for (const [label, href] of [
    ['Home', '/'],
    ['About', '/about'],
    ['Portfolio', '/portfolio'],
    ['Testimonials', '/testimonials'],
    ['Shop', '/collections'],
    ['Contact', '/contact'],
  ] as const) {
    await expect(main.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/checkout');
  await expect(page.getByTestId('cart-count')).toHaveCount(0); // an empty cart shows no badge
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(footer).toContainText(`© ${new Date().getUTCFullYear()}`);
  await expect(footer).toContainText('+91 98765 43210');
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
});

test('the mobile menu opens and navigates', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/', testInfo);
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeHidden();
  await page.getByTestId('mobile-menu').locator('summary').click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Portfolio' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
});

test('unknown paths answer 404 with a way home', async ({ page }, testInfo) => {
  const response = await open(page, '/no-such-page', testInfo);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The 404 page and home are checked with axe in home.spec.ts.
});

test('an order, payment or proof link that names nothing is the 404 page inside the site layout', async ({
  page,
}, testInfo) => {
  for (const path of ['/success', '/success?order=forged', '/pay/test', '/pay/test?order=forged']) {
    const response = await open(page, path, testInfo);
    expect(response?.status(), path).toBe(404);
    await expect(page).toHaveTitle('Page Not Found | Petal & Quill');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
  await page.getByRole('link', { name: 'Browse Collections' }).click();
  await expect(page).toHaveURL(/\/collections$/);
});
