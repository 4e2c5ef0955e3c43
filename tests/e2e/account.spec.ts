import { expect, test, type Locator, type Page } from './fixtures';
import { login } from './auth';
import { expectAccessible, open, openUserMenu } from './support';

/** A new account's name is its e-mail address: a long one, as a couple's may be. */
const longEmail = () =>
  `anastasia.wilhelmina.vandenberghe-longname-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example-wedding-studio.com`;

const box = async (locator: Locator) => (await locator.boundingBox())!;
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('a couple with a long e-mail address: /account fits a phone and the header menu holds the whole address', async ({
  page,
}, testInfo) => {
  const email = longEmail();
  await login(page, { email });
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/account', testInfo);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Account');
  await expect(page.getByRole('main').getByText(`Signed in as ${email}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your orders' })).toContainText(`Every order placed with ${email},`);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  for (const name of ['Your orders', 'Display name', 'Devices']) {
    const card = await box(page.getByRole('region', { name }));
    expect(card.x).toBeGreaterThanOrEqual(0);
    expect(card.x + card.width).toBeLessThanOrEqual(390);
  }
  await expectAccessible(page);

  // The phone's menu says who is signed in, inside the screen.
  await page.getByRole('banner').getByLabel('Menu').click();
  const signedInAs = page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: email });
  await expect(signedInAs).toBeVisible();
  const link = await box(signedInAs);
  expect(link.x + link.width).toBeLessThanOrEqual(390);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);

  // On a desktop the user menu shows the whole address inside its panel.
  await page.setViewportSize({ width: 1024, height: 900 });
  await open(page, '/account', testInfo);
  const menu = await openUserMenu(page);
  const whole = menu.getByTestId('signed-in-as');
  await expect(whole).toHaveText(`Signed in as ${email}`);
  expect(await whole.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const panel = await box(whole);
  expect(panel.x + panel.width).toBeLessThanOrEqual(1024);
  expect(await pageWidth(page)).toBeLessThanOrEqual(1024);
});

test('/account on a desktop: Your orders across the top, Display name and Devices side by side at even height', async ({
  page,
}, testInfo) => {
  await login(page, { email: longEmail() });
  for (const width of [1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await open(page, '/account', testInfo);
    const orders = await box(page.getByRole('region', { name: 'Your orders' }));
    const name = await box(page.getByRole('region', { name: 'Display name' }));
    const devices = await box(page.getByRole('region', { name: 'Devices' }));
    expect(name.x + name.width).toBeLessThan(devices.x);
    expect(Math.abs(name.y - devices.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(name.height - devices.height)).toBeLessThanOrEqual(1);
    expect(orders.y + orders.height).toBeLessThan(name.y);
    expect(Math.abs(orders.x - name.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(orders.x + orders.width - (devices.x + devices.width))).toBeLessThanOrEqual(1);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
  }
});
