import { expect, test, type Page } from './fixtures';
import { login } from './auth';
import { buyWithoutPages } from './shop';
import { asOwnClient, executeDb, expectAccessible, jsDisabled, open, queryDb, uniqueEmail } from './support';

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const one = (sql: string, ...params: unknown[]) => Number(Object.values(queryDb(sql, ...params)[0]!)[0] ?? 0);

/** Views of `path` counted today (UTC). */
const viewsToday = (path: string) =>
  one(`select coalesce(sum(count), 0) from page_views where day = strftime('%Y-%m-%d', 'now') and path = ?`, path);

/** The dashboard's figures as the database holds them now (the same definitions, in plain SQL). */
function figuresInDatabase() {
  const sales = (test: 0 | 1) =>
    queryDb<{ n: number; cents: number }>(
      `select count(*) as n, coalesce(sum(total_cents), 0) as cents from orders where status = 'paid' and is_test = ?`,
      test,
    )[0]!;
  const real = sales(0);
  const tests = sales(1);
  return {
    sales: String(real.n),
    revenue: usd.format(real.cents / 100),
    testOrders: `Test orders: ${tests.n} · ${usd.format(tests.cents / 100)}`,
    users: String(one('select count(*) from profiles')),
    views: String(
      one(`select coalesce(sum(count), 0) from page_views where day >= strftime('%Y-%m-%d', 'now', '-29 days')`),
    ),
    ordersWaiting: String(
      one(
        `select count(*) from orders where status = 'paid' and fulfilment in ('awaiting', 'in_progress', 'revision_requested')`,
      ),
    ),
    proofsSent: String(one(`select count(*) from orders where status = 'paid' and fulfilment = 'proof_sent'`)),
    pendingReviews: String(one(`select count(*) from testimonials where status = 'pending'`)),
    unreadMessages: String(one('select count(*) from contact_messages where read_at is null and handled_at is null')),
  };
}

/**
 * Whether a figure as shown lies between two readings of the database: the same words, and each
 * number in it (a count, an amount) no lower than the lower reading's and no higher than the higher's.
 */
function between(shown: string, before: string, after: string) {
  const numbers = (text: string) => (text.replace(/,/g, '').match(/[\d.]+/g) ?? []).map(Number);
  const words = (text: string) => text.replace(/,/g, '').replace(/[\d.]+/g, '#');
  if (words(shown) !== words(before) || words(shown) !== words(after)) return false;
  const [low, high] = [numbers(before), numbers(after)];
  return numbers(shown).every(
    (value, i) => Math.min(low[i]!, high[i]!) <= value && value <= Math.max(low[i]!, high[i]!),
  );
}

async function figuresOnPage(page: Page) {
  const text = async (testId: string) => (await page.getByTestId(testId).innerText()).replace(/,/g, '').trim();
  const count = async (testId: string) => (await page.getByTestId(testId).locator('span').first().innerText()).trim();
  return {
    sales: await text('stat-sales'),
    revenue: (await page.getByTestId('stat-revenue').innerText()).trim(),
    testOrders: (await page.getByTestId('stat-test-orders').innerText()).trim(),
    users: await text('stat-users'),
    views: await text('stat-views'),
    ordersWaiting: await count('orders-waiting'),
    proofsSent: await count('proofs-sent'),
    pendingReviews: await count('pending-reviews'),
    unreadMessages: await count('unread-messages'),
  };
}

test('the dashboard shows what the database holds, and a new order in Recent Orders', async ({
  page,
  browser,
}, testInfo) => {
  // A purchase, page views, a sign-in and an accessibility scan: a long flow on a busy machine.
  test.slow();
  // A couple buys (test mode).
  const email = uniqueEmail('dashboard');
  const customer = `Dashboard Buyer ${testInfo.project.name}`;
  const { number } = await buyWithoutPages(page, testInfo, 3, { name: customer, email });

  // A browser's view of a public page counts once; a crawler's does not. Each project its own page;
  // retried should another test look at the same page in between.
  const lastId = one('select max(id) from portfolio_items');
  const path = `/portfolio/${lastId - (jsDisabled(testInfo) ? 1 : 0)}`;
  const crawler = await browser.newContext({ userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
  const bot = await crawler.newPage();
  await expect(async () => {
    const before = viewsToday(path);
    expect((await bot.goto(path))?.status()).toBe(200);
    expect((await open(page, path, testInfo))?.status()).toBe(200);
    // The bot's view, were it counted, was written before the browser's (each as its page is sent).
    await expect.poll(() => viewsToday(path), { timeout: 3_000 }).toBeGreaterThanOrEqual(before + 1);
    expect(viewsToday(path)).toBe(before + 1);
  }).toPass({ timeout: 20_000 });
  await crawler.close();

  await login(page, { admin: true });
  await open(page, '/admin', testInfo);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Other tests write at the same time (every page they open is a view): each figure on the page
  // is the database's as it stood just before the page was asked for, just after, or in between.
  await expect(async () => {
    const before = figuresInDatabase();
    await page.reload();
    const after = figuresInDatabase();
    const shown = await figuresOnPage(page);
    for (const key of Object.keys(shown) as (keyof typeof shown)[]) {
      expect(between(shown[key], before[key], after[key]), `${key}: ${shown[key]}`).toBe(true);
    }
  }).toPass({ timeout: 20_000 });

  const row = page.getByTestId('recent-order').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: number })).toHaveAttribute('href', `/admin/orders/${number}`);
  await expect(row).toContainText(customer);
  await expect(row).toContainText(email);
  await expect(row).toContainText('$29.99');
  await expect(row).toContainText('Test');
  await expect(row.getByText('Paid — not started')).toBeVisible();
  await expect(page.getByRole('link', { name: /Unread messages/ })).toHaveAttribute('href', '/admin/messages');
  await expect(page.getByRole('link', { name: /Pending reviews/ })).toHaveAttribute('href', '/admin/testimonials');
  // Quick links only to screens the studio has.
  const quickLinks = page.getByRole('region', { name: 'Quick links' }).getByRole('link');
  await expect(quickLinks).toHaveText([
    /Orders/,
    /Messages/,
    /Testimonials/,
    /Digital Collections/,
    /Manage Portfolio/,
    /Edit Home Page/,
    /Edit About Page/,
    /Privacy Policy/,
    /Terms of Service/,
  ]);
  await expectAccessible(page);

  // On a phone the page fits the screen; the orders table scrolls within its card.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // What waits comes first: Today's heading is on the first screen.
  await expect(page.getByRole('heading', { name: 'Today' })).toBeInViewport();
  // The day's work stays in the navigation; the content editors fold under "More".
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Edit Home Page' })).toBeHidden();
  await nav.getByText('More', { exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Edit Home Page' })).toBeVisible();
});

test('an unknown /admin path is the 404 inside the admin layout', async ({ page }, testInfo) => {
  await login(page, { admin: true });
  const response = await open(page, '/admin/nope', testInfo);
  expect(response?.status()).toBe(404);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('visitors and signed-in couples are sent to sign in', async ({ page }, testInfo) => {
  for (const path of ['/admin', '/admin/nope']) {
    await open(page, path, testInfo);
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
  }
  await login(page, { email: uniqueEmail('couple') });
  for (const path of ['/admin', '/admin/nope']) {
    await open(page, path, testInfo);
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
  }
});

/**
 * Issue 29, one clock: an order placed at half past midnight in India is of that Indian day on the
 * dashboard, in the orders list and on its own page — the studio's day, not London's.
 */
test('an order placed at 00:30 IST has the same day on the dashboard, the list and its page', async ({
  page,
}, testInfo) => {
  test.slow();
  const { number } = await buyWithoutPages(page, testInfo, 1, {
    name: `Midnight Buyer ${testInfo.project.name}`,
    email: uniqueEmail('midnight'),
  });
  // 00:30 in India the day after tomorrow (19:00 UTC the day before): newest, so first on the dashboard.
  const placed = new Date(Date.now() + 2 * 86_400_000);
  placed.setUTCHours(19, 0, 0, 0);
  executeDb('update orders set created_at = ? where number = ?', placed.toISOString(), number);
  const dayIn = (timeZone: string) =>
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(placed);
  const day = dayIn('Asia/Kolkata');
  // The day the page would show on a UTC clock is another one.
  expect(dayIn('UTC')).not.toBe(day);

  await login(page, { admin: true });
  await open(page, '/admin', testInfo);
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText(day);
  await open(page, `/admin/orders?q=${number}`, testInfo);
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText(day);
  await open(page, `/admin/orders/${number}`, testInfo);
  await expect(page.getByText(`${day}, 00:30 IST`).first()).toBeVisible();

  // Today lists it as the next thing to do, with the one step to take.
  await open(page, '/admin', testInfo);
  const today = page.getByTestId('today-order').filter({ hasText: number });
  await expect(today).toContainText('New order: start work');
  await today.getByRole('link', { name: `Start work for ${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${number}$`));
});
