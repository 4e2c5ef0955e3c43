import { expect, test, type Page, type TestInfo } from './fixtures';
import { login } from './auth';
import { mailAbout, pdf, png, proofLink, sendProof } from './proofs';
import { buyWithoutPages } from './shop';
import { unique } from './content-admin';
import { asOwnClient, executeDb, newVisitor, open, queryDb, uniqueEmail } from './support';

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Nothing on the page is wider than the screen: the designer never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, viewport } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scroll, page.url()).toBe(viewport);
}

/** A couple buys on a phone; answers the order number. Long names, as couples have them. */
async function coupleBuys(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  await page.setViewportSize(PHONE);
  const { number } = await buyWithoutPages(page, testInfo, 1, {
    name,
    email: uniqueEmail('ananya.venkataraman-subramanian'),
  });
  return number;
}

for (const screen of [LAPTOP, PHONE]) {
  test(`the designer's day at ${screen.width} px: from Today to the couple's words, a revised proof per piece, approved and delivered`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    const buyer = `Ananya Venkataraman-Subramanian ${unique()}`;
    const number = await coupleBuys(page, testInfo, buyer);
    const words = `Please write the venue as Umaid Bhawan Palace, Jodhpur (${unique()}).`;

    const studio = await newVisitor(browser, testInfo);
    await studio.setViewportSize(screen);
    await login(studio, { admin: true });
    await open(studio, `/admin/orders/${number}`, testInfo);
    await expectNoSidewaysScroll(studio);
    await sendProof(
      studio,
      [{ name: 'first-look.png', mimeType: 'image/png', buffer: await png('#f3e1dc') }],
      'First look',
    );
    await expect(studio.getByRole('heading', { name: 'Proof 1' })).toBeVisible();

    // The couple asks for changes from the proof e-mail's link.
    await open(page, await proofLink(number, 1), testInfo);
    await page.getByRole('button', { name: 'Request changes' }).click();
    await page.getByLabel('What would you like changed?').fill(words);
    await page.getByRole('button', { name: 'Request changes' }).click();
    await expect(page.getByRole('heading', { name: 'Your changes are being made' })).toBeVisible();

    // Today lists it with the couple's words and one link; the order page opens on them.
    await open(studio, '/admin', testInfo);
    await expectNoSidewaysScroll(studio);
    const item = studio.getByTestId('today-order').filter({ hasText: number });
    await expect(item).toContainText('asked for changes');
    await expect(item).toContainText(words);
    await item.getByRole('link', { name: `Read the changes for ${number}` }).click();
    await expect(studio.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
    await expectNoSidewaysScroll(studio);
    const next = studio.getByTestId('next-step');
    await expect(next).toContainText(words);
    await expect(next).toBeInViewport();

    // A revised proof, each piece in its own slot.
    await next.getByRole('link', { name: 'Upload a revised proof' }).click();
    await studio.getByLabel('Invitation', { exact: true }).setInputFiles([
      { name: 'invitation.png', mimeType: 'image/png', buffer: await png('#e8c4c0') },
      { name: 'invitation.pdf', mimeType: 'application/pdf', buffer: await pdf('Ananya & Siddharth') },
    ]);
    await sendProof(
      studio,
      [{ name: 'save-the-date.png', mimeType: 'image/png', buffer: await png('#dfe8d5') }],
      'Venue corrected',
      'Save the Date',
    );
    await expect(studio.getByRole('heading', { name: 'Proof 2' })).toBeVisible();
    await expectNoSidewaysScroll(studio);
    // Proof 2 shows its pieces as pictures, labelled, in one grid.
    const round = studio.getByTestId('proof-panel');
    await expect(round.getByTestId('piece-tile').filter({ hasText: 'Invitation' }).first()).toBeVisible();
    await expect(round.getByTestId('piece-tile').filter({ hasText: 'Save the Date' }).first()).toBeVisible();

    // The couple approves; the order is delivered and the studio sees it.
    await open(page, await proofLink(number, 2), testInfo);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { name: 'Your designs are delivered' })).toBeVisible();
    await mailAbout(number, 'the final files of your order');
    await open(studio, `/admin/orders/${number}`, testInfo);
    await expect(studio.getByTestId('next-step')).toContainText('Delivered');
    await expectNoSidewaysScroll(studio);
    await open(studio, '/admin/orders', testInfo);
    await expect(studio.getByTestId('order-row').filter({ hasText: number })).toContainText('Delivered');
    await expectNoSidewaysScroll(studio);
  });
}

test('every admin page fits a laptop and a phone without sideways scrolling', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const number = await coupleBuys(page, testInfo, `Harpreet Kaur Dhillon-Venkataraman ${unique()}`);
  const { lastInsertRowid: message } = executeDb(
    'insert into contact_messages (name, email, message) values (?, ?, ?)',
    'Ananya Venkataraman-Subramanian',
    'ananya.venkataraman.subramanian@a-very-long-company-domain.example.com',
    'We would love a sangeet card and a mehendi card in the same style, with our families’ names in Hindi.',
  );
  const first = <T>(sql: string) => Object.values(queryDb<Record<string, T>>(sql)[0]!)[0]!;
  const collection = first<number>('select id from collections order by id limit 1');
  const portfolio = first<number>('select id from portfolio_items order by id limit 1');
  const featured = first<string>('select id from featured_items order by position limit 1');
  const member = first<string>('select id from team_members order by position limit 1');
  const testimonial = first<number>('select id from testimonials order by id limit 1');
  const routes = [
    '/admin',
    '/admin/orders',
    `/admin/orders/${number}`,
    `/admin/orders/${number}/proofs`,
    '/admin/messages',
    `/admin/messages/${message}`,
    '/admin/testimonials',
    '/admin/testimonials/new',
    `/admin/testimonials/${testimonial}/edit`,
    `/admin/testimonials/${testimonial}/delete`,
    '/admin/collections',
    '/admin/collections/new',
    `/admin/collections/${collection}/edit`,
    `/admin/collections/${collection}/templates`,
    `/admin/collections/${collection}/delete`,
    '/admin/portfolio',
    '/admin/portfolio/new',
    `/admin/portfolio/${portfolio}/edit`,
    `/admin/portfolio/${portfolio}/delete`,
    '/admin/home',
    '/admin/home/featured/new',
    `/admin/home/featured/${featured}/edit`,
    `/admin/home/featured/${featured}/delete`,
    '/admin/about',
    '/admin/about/team/new',
    `/admin/about/team/${member}/edit`,
    `/admin/about/team/${member}/delete`,
    '/admin/pages/privacy',
    '/admin/pages/terms',
  ];
  await login(page, { admin: true });
  for (const screen of [LAPTOP, PHONE]) {
    await page.setViewportSize(screen);
    for (const route of routes) {
      const response = await open(page, route, testInfo);
      expect(response?.status(), route).toBe(200);
      await expectNoSidewaysScroll(page);
    }
  }
});
