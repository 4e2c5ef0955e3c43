/**
 * A couple's purchase through the shop's pages, for the specs that need an order made the way a
 * buyer makes one: add to cart, fill in /checkout, pay on the test provider's page.
 */
import fs from 'node:fs';
import { expect, type Page, type TestInfo } from './fixtures';
import { foldedPdfText } from '../unit/support/read-pdf';
import { expectAccessible, open, ownClientHeader, siteURL } from './support';

/** A date a year from today, as a date field takes it. */
export const nextYear = () => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * The brief the shop's specs give at checkout, through the form (fillCheckout) or posted
 * (buyWithoutPages): the couple's personalised files are named after it (PERSONALISED_FILES).
 */
export const BRIEF = {
  coupleNames: 'Meera & Arjun',
  venue: 'The Leela Palace, Udaipur',
  wording: 'Together with their families, Meera and Arjun invite you to celebrate their wedding.',
  eventTime: '18:30',
  closingLine: 'Reception to follow',
  /** The day before the wedding. */
  otherEvent: { kind: 'mehndi', time: '16:00', venue: 'The Lawns' },
};

export async function addToCart(page: Page, collectionId: number, testInfo: TestInfo) {
  await open(page, `/collections/${collectionId}`, testInfo);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Added to cart' })).toBeVisible();
}

export async function fillCheckout(page: Page, buyer: { name?: string; email?: string }) {
  if (buyer.name) await page.getByLabel('Name', { exact: true }).fill(buyer.name);
  if (buyer.email) await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Country').selectOption('IN');
  await page.getByLabel('Couple’s or host’s names').fill(BRIEF.coupleNames);
  await page.getByLabel('Event date').fill(nextYear());
  await page.getByLabel('Venue', { exact: true }).fill(BRIEF.venue);
  await page.getByLabel('Wording').fill(BRIEF.wording);
  await page.getByLabel('Time (optional)').fill(BRIEF.eventTime);
  await page.getByLabel('Closing line').fill(BRIEF.closingLine);
  // The other events are folded away until wanted (a details element: no script needed to open it).
  await page.getByText('Other events of the wedding').click();
  await page.getByLabel('Event 1: Event').selectOption(BRIEF.otherEvent.kind);
  await page.getByLabel('Event 1: Date').fill(dayBefore(nextYear()));
  await page.getByLabel('Event 1: Time').fill(BRIEF.otherEvent.time);
  await page.getByLabel('Event 1: Venue').fill(BRIEF.otherEvent.venue);
}

/** The day before a YYYY-MM-DD day. */
export const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The checkout form holds what fillCheckout typed (back from a payment that did not go through). */
export async function expectCheckoutAsFilled(page: Page, buyer: { name: string; email: string }) {
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(buyer.name);
  await expect(page.getByLabel('Email')).toHaveValue(buyer.email);
  await expect(page.getByLabel('Country')).toHaveValue('IN');
  await expect(page.getByLabel('Couple’s or host’s names')).toHaveValue(BRIEF.coupleNames);
  await expect(page.getByLabel('Event date')).toHaveValue(nextYear());
  await expect(page.getByLabel('Venue', { exact: true })).toHaveValue(BRIEF.venue);
  await expect(page.getByLabel('Time (optional)')).toHaveValue(BRIEF.eventTime);
  await expect(page.getByLabel('Closing line')).toHaveValue(BRIEF.closingLine);
  await expect(page.getByLabel('Event 1: Event')).toHaveValue(BRIEF.otherEvent.kind);
  await expect(page.getByLabel('Event 1: Venue')).toHaveValue(BRIEF.otherEvent.venue);
  await expect(page.getByLabel('Wording')).toHaveValue(BRIEF.wording);
}

/**
 * From /checkout through the test payment page; answers the order number shown on /success.
 * `scan` checks the payment page with axe (once per project is enough: it is the same page).
 */
export async function payWithTestProvider(page: Page, totalText: string, { scan = false } = {}) {
  await page.getByRole('button', { name: `Pay ${totalText}` }).click();
  await expect(page.getByRole('heading', { name: 'Test mode — no real payment is taken' })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(totalText);
  if (scan) await expectAccessible(page);
  await page.getByRole('button', { name: `Pay ${totalText}` }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(page.getByText('Your purchase was successful.')).toBeVisible();
  const number = (await page.getByTestId('order-number').textContent())!.trim();
  expect(number).toMatch(/^ORD-\d{4,}$/);
  return number;
}

/**
 * The purchase addToCart, fillCheckout and payWithTestProvider make, posted as the buyer's browser
 * posts those forms but without drawing their pages: for the specs whose subject is what follows
 * an order (the studio's work on it, the couple's site and guest list). purchase.spec.ts and
 * personalised-downloads.spec.ts buy through the pages, with JavaScript on and off. The posts
 * carry the page's cookies (the cart's, a signed-in couple's session) and its own-client header;
 * answers the order number the success page shows, and that page's path.
 */
export async function buyWithoutPages(
  page: Page,
  testInfo: TestInfo,
  collectionId: number,
  buyer: { name: string; email?: string },
): Promise<{ number: string; successPath: string }> {
  const origin = new URL(siteURL()).origin;
  const headers = { Origin: origin, ...ownClientHeader(testInfo) };
  const post = async (target: string, form: Record<string, string>, to: RegExp) => {
    const response = await page.request.post(target, { form, headers, maxRedirects: 0 });
    const location = response.headers()['location'] ?? '';
    expect(`${response.status()} ${location}`, `POST ${target}`).toMatch(new RegExp(`^302 ${to.source}`));
    return location;
  };
  await post('/cart', { intent: 'add-to-cart', collectionId: String(collectionId) }, /\/checkout$/);
  const checkout = await page.request.get('/checkout', { headers });
  // A signed-in buyer's address is filled in by the form.
  const emailInput = /<input[^>]*name="email"[^>]*>/.exec(await checkout.text())?.[0] ?? '';
  const email = buyer.email ?? /value="([^"]*)"/.exec(emailInput)?.[1] ?? '';
  const eventDate = nextYear();
  const payAt = await post(
    '/checkout',
    {
      intent: 'pay',
      idempotencyKey: crypto.randomUUID(),
      name: buyer.name,
      email,
      country: 'IN',
      coupleNames: BRIEF.coupleNames,
      eventDate,
      eventTime: BRIEF.eventTime,
      venue: BRIEF.venue,
      wording: BRIEF.wording,
      closingLine: BRIEF.closingLine,
      'events[0].kind': BRIEF.otherEvent.kind,
      'events[0].date': dayBefore(eventDate),
      'events[0].time': BRIEF.otherEvent.time,
      'events[0].venue': BRIEF.otherEvent.venue,
    },
    /\/pay\/test\?order=/,
  );
  const successAt = await post(payAt, { choice: 'pay' }, /\/success\?order=/);
  const success = await (await page.request.get(successAt, { headers })).text();
  const number = /data-testid="order-number"[^>]*>\s*(ORD-\d{4,})/.exec(success)?.[1];
  expect(number, 'the order number on the success page').toBeTruthy();
  return { number: number!, successPath: successAt };
}

/** The files a paid collection's personalised designs come as (rendered from the brief fillCheckout types). */
export const PERSONALISED_FILES = ['invitation', 'save-the-date', 'rsvp', 'details', 'thank-you']
  .flatMap((piece) => [`meera-and-arjun-${piece}.pdf`, `meera-and-arjun-${piece}.jpg`])
  .concat('meera-and-arjun-story.jpg');

/**
 * On /success or a downloads page: waits while the couple's personalised designs are "being
 * prepared" (rendered after payment, off the request path) until the download links are there.
 * With JavaScript the page looks again by itself; without, the couple reloads it (its Refresh link).
 */
export async function waitForDesigns(page: Page, testInfo: TestInfo, link: string | RegExp) {
  const ready = page.getByRole('link', { name: link }).first();
  if (testInfo.project.use.javaScriptEnabled === false) {
    await expect(async () => {
      if (!(await ready.isVisible())) await page.reload();
      await expect(ready).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 300_000, intervals: [2_000] });
  } else {
    await expect(ready).toBeVisible({ timeout: 300_000 });
  }
  await expect(page.getByTestId('designs-preparing')).toHaveCount(0);
}

/**
 * From /success once the designs are ready: opens the single files, downloads the invitation PDF
 * and answers its file name and its text (white space folded).
 */
export async function downloadInvitationPdf(page: Page) {
  await page.getByRole('link', { name: 'Download single files' }).click();
  await expect(page.getByRole('heading', { name: 'Download Your Files' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('link', { name: /^Download Invitation pdf/i })
    .first()
    .click();
  const download = await downloading;
  const text = await foldedPdfText(await fs.promises.readFile(await download.path()));
  return { fileName: download.suggestedFilename(), text };
}
