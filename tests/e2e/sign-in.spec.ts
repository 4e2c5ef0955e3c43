import { expect, test } from './fixtures';
import { login } from './auth';
import {
  asOwnClient,
  expectAccessible,
  expectSignedInAs,
  open,
  openUserMenu,
  requestCode,
  signIn,
  signInMail,
  uniqueEmail,
} from './support';

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

test('sign in with the code from the e-mail, then sign out', async ({ page }, testInfo) => {
  const email = uniqueEmail();
  await requestCode(page, email, testInfo);
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  const codeField = page.getByLabel('6-digit code');
  await expect(codeField).toHaveAttribute('maxlength', '6');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expectAccessible(page);

  const { code } = await signInMail(email);
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Login successful!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const header = page.getByRole('banner');
  await expectSignedInAs(page, email);
  await expect(header.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Your Orders' })).toHaveAttribute('href', '/account/orders');

  await header.getByRole('button', { name: 'Sign Out' }).click();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await open(page, '/account', testInfo);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
});

test('a wrong code is refused, and Change email goes back to step one', async ({ page }, testInfo) => {
  const email = uniqueEmail();
  await requestCode(page, email, testInfo);
  const { code } = await signInMail(email);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('6-digit code').fill(wrong);
  await page.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid OTP. Please try again.');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
});

test('the e-mail link signs in on another device, only after pressing Sign in', async ({ page, browser }, testInfo) => {
  const email = uniqueEmail();
  await requestCode(page, email, testInfo);
  const { link } = await signInMail(email);

  const other = await browser.newContext({ javaScriptEnabled: testInfo.project.name !== 'no-js' });
  const phone = await other.newPage();
  // Its own client for the server's per-address limits (the reused link counts as a guess).
  await phone.setExtraHTTPHeaders({
    'X-E2E-Client': `phone-${testInfo.testId}-${testInfo.retry}-${testInfo.project.name}`,
  });
  await phone.goto(link);
  // Opening the link (as a mail scanner would) signs no one in.
  await expect(phone.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await phone.getByRole('button', { name: 'Sign in' }).click();
  await expect(phone.getByRole('status').filter({ hasText: 'Login successful!' })).toBeVisible();
  await expectSignedInAs(phone, email);

  // The link works once.
  await phone.goto(link);
  await phone.getByRole('button', { name: 'Sign in' }).click();
  await expect(phone.getByRole('alert')).toContainText('Invalid OTP');
  await other.close();
});

test('a visitor with a new name on /account, and sign out everywhere ends the other device', async ({
  page,
  browser,
}, testInfo) => {
  const email = await login(page);
  // A second device signed in as the same visitor.
  const other = await browser.newContext({ javaScriptEnabled: testInfo.project.name !== 'no-js' });
  const laptop = await other.newPage();
  await login(laptop, { email });
  await open(laptop, '/account', testInfo);
  await expectSignedInAs(laptop, email);

  await open(page, '/account', testInfo);
  await page.getByRole('textbox', { name: 'Name' }).fill('Meera Kapoor');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your name has been saved.' })).toBeVisible();
  await expectSignedInAs(page, 'Meera Kapoor');

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await laptop.goto('/account');
  await expect(laptop).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
  await other.close();
});

test('the admin area is closed to visitors and to signed-in non-admins', async ({ page }, testInfo) => {
  await open(page, '/admin', testInfo);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);

  const email = await login(page);
  await open(page, '/admin', testInfo);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
  await expect(
    page.getByText(`You are signed in as ${email}. The page you asked for needs a different account`),
  ).toBeVisible();
});

test('an admin sees the Admin Dashboard link and the dashboard greets them', async ({ page }, testInfo) => {
  // On the server's ADMIN_EMAILS list (tests/e2e/site-server.ts): one per project and retry, as
  // an address may ask for one code a minute.
  const email = `admin-${testInfo.project.name}${testInfo.retry ? `-retry${testInfo.retry}` : ''}@example.test`;
  await signIn(page, email, testInfo);
  const menu = await openUserMenu(page);
  await menu.getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(`Welcome back, ${email}.`)).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  // The day's work first, then the content editors (issue 29).
  await expect(sidebar.getByRole('link')).toHaveText([
    'Dashboard',
    'Orders',
    'Messages',
    'Testimonials',
    'Digital Collections',
    'Manage Portfolio',
    'Edit Home Page',
    'Edit About Page',
    'Privacy Policy',
    'Terms of Service',
  ]);
  await expect(sidebar.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

test('the mobile menu says who is signed in', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = await login(page);
  await open(page, '/', testInfo);
  await page.getByTestId('mobile-menu').locator('summary').click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toContainText(`Signed in as ${email}`);
});
