import { expect, test, type Page, type TestInfo } from './fixtures';
import { login } from './auth';
import { addToCart, fillCheckout, payWithTestProvider } from './shop';
import { asOwnClient, expectAccessible, mailsContaining, open, queryDb, uniqueEmail } from './support';

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

const STUDIO = 'studio@petal-and-quill.local';
const WORDING = 'Together with their families\nMeera & Arjun\n\n   invite you to celebrate their wedding';
const NOTES = 'Gold foil, please.\nNo photos of the couple.';

/** A couple buys one collection with a brief typed over several lines; answers the order number. */
async function buyWithBrief(page: Page, testInfo: TestInfo, email: string): Promise<string> {
  await addToCart(page, 1, testInfo);
  await open(page, '/checkout', testInfo);
  await fillCheckout(page, { name: 'Meera Shah', email });
  await page.getByLabel('Wording').fill(WORDING);
  await page.getByLabel('Notes').fill(NOTES);
  return payWithTestProvider(page, '$39.99');
}

const orderRow = (number: string) =>
  queryDb<{ status: string; fulfilment: string; version: number }>(
    'select status, fulfilment, version from orders where number = ?',
    number,
  )[0];

test('the studio hears of a paid order, finds it, starts work and refunds it', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('brief');
  const number = await buyWithBrief(page, testInfo, email);

  // The studio's e-mail: the order, the buyer and the brief as typed, with a link to the order.
  const studioMail = () => mailsContaining(number).filter((eml) => eml.includes(`To: ${STUDIO}`));
  await expect.poll(() => studioMail().length).toBe(1);
  const eml = studioMail()[0]!
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
    .replace(/\r\n/g, '\n');
  expect(eml).toContain(`Subject: [TEST] New order ${number} from Meera Shah`);
  expect(eml).toContain(`Reply-To: ${email}`);
  for (const line of [...WORDING.split('\n'), ...NOTES.split('\n')].filter(Boolean)) expect(eml).toContain(line);
  expect(eml).toContain(`/admin/orders/${number}`);

  await login(page, { admin: true });
  await open(page, '/admin/orders', testInfo);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await page.getByLabel('Search').fill(number);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${number}`));
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Paid — not started');
  await expect(rows.first()).toContainText('Test');
  await expect(rows.first().getByTestId('wait-state')).toHaveText(/On time|Due soon|Overdue/);
  await expectAccessible(page);

  await rows.first().getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  // Exactly as typed: line breaks, the blank line and the leading spaces.
  expect(await page.getByTestId('brief-wording').textContent()).toBe(WORDING);
  expect(await page.getByTestId('brief-notes').textContent()).toBe(NOTES);
  await expect(page.getByTestId('order-mail')).toHaveCount(2);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Start work' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Work started' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('In progress');

  // The next step leads; Cancel and Refund wait under "More".
  const next = page.getByTestId('next-step');
  await expect(next).toContainText('In progress: the proof is next.');
  await expect(next.getByRole('link', { name: 'Refund' })).toBeHidden();
  await next.getByText('More', { exact: true }).click();
  await next.getByRole('link', { name: 'Refund' }).click();
  await expect(page.getByRole('heading', { name: `Refund order ${number}?` })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Note for the order’s history').fill('The wedding moved to next year');
  await page.getByRole('button', { name: 'Refund $39.99' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Order refunded' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Refunded');
  await expect(page.getByText('The wedding moved to next year')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start work' })).toHaveCount(0);
  expect(orderRow(number)).toMatchObject({ status: 'refunded', fulfilment: 'in_progress' });
});

test('a change made from a page opened before someone else’s change is refused', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const number = await buyWithBrief(page, testInfo, uniqueEmail('stale'));
  await login(page, { admin: true });
  const other = await page.context().newPage();
  await open(other, `/admin/orders/${number}?confirm=refund`, testInfo);
  await open(page, `/admin/orders/${number}`, testInfo);

  await page.getByRole('button', { name: 'Start work' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('In progress');

  await other.getByRole('button', { name: 'Refund $39.99' }).click();
  await expect(other.getByRole('alert').filter({ hasText: 'This order changed since you opened it.' })).toBeVisible();
  // Shown as it is now, nothing written.
  await expect(other.getByTestId('order-status')).toHaveText('In progress');
  expect(orderRow(number)).toMatchObject({ status: 'paid', fulfilment: 'in_progress', version: 2 });
});
