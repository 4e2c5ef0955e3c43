import { expect, test, type Page, type TestInfo } from './fixtures';
import { downloadInvitationPdf, nextYear, payWithTestProvider, waitForDesigns } from './shop';
import { asOwnClient, expectAccessible, jsDisabled, open, uniqueEmail } from './support';

/** Vintage Lace Heirloom: a collection with its own invitation template. */
const COLLECTION = 4;

const section = (page: Page) => page.getByRole('region', { name: 'See it with your names' });
const image = (page: Page) => page.getByTestId('names-preview-image');

/** The preview's words: typed (the image follows by itself) or, without JavaScript, sent with the GET form. */
async function tryWords(page: Page, testInfo: TestInfo, words: { names?: string; date?: string; venue?: string }) {
  const form = section(page);
  if (words.names !== undefined) await form.getByLabel('Names').fill(words.names);
  if (words.date !== undefined) await form.getByLabel('Event date').fill(words.date);
  if (words.venue !== undefined) await form.getByLabel('Venue').fill(words.venue);
  if (jsDisabled(testInfo)) await form.getByRole('button', { name: 'Show my preview' }).click();
}

/** The image the page shows, as bytes (from the server, as the browser gets it). */
async function shownImage(page: Page) {
  const src = await image(page).getAttribute('src');
  const answer = await page.request.get(src!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/webp');
  return { src: src!, bytes: await answer.body() };
}

test('type names on a collection page, see them on the invitation, find them in the checkout brief, pay and download the invitation with them', async ({
  page,
}, testInfo) => {
  // Several renders, a checkout, a payment and the order's render job, on a machine shared with other runs.
  test.setTimeout(300_000);
  await asOwnClient(page, testInfo);
  await open(page, `/collections/${COLLECTION}`, testInfo);
  await expect(section(page).getByRole('heading', { name: 'See it with your names' })).toBeVisible();
  // Before anything is typed: the design's sample couple.
  await expect(image(page)).toHaveAttribute('alt', /Vintage Lace Heirloom invitation with the sample names/);
  await expect(image(page)).toHaveJSProperty('complete', true);
  expect(await image(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(600);
  const sample = await shownImage(page);
  await expectAccessible(page);

  const date = nextYear();
  await tryWords(page, testInfo, { names: 'Meera & Arjun', date, venue: 'Umaid Bhawan, Jodhpur' });
  await expect(image(page)).toHaveAttribute('src', /names=Meera\+%26\+Arjun/);
  await expect(image(page)).toHaveAttribute('alt', /invitation: Meera & Arjun, .*Umaid Bhawan, Jodhpur/);
  const meera = await shownImage(page);
  expect(meera.bytes.equals(sample.bytes)).toBe(false);

  // Names that cannot fit: the message beside the field, what was typed kept, the last image stays.
  const tooLong = 'W'.repeat(70);
  await tryWords(page, testInfo, { names: tooLong });
  await expect(section(page).getByText('Names are too long for the invitation')).toBeVisible();
  await expect(section(page).getByLabel('Names')).toHaveValue(tooLong);
  await expect(section(page).getByLabel('Names')).toHaveAttribute('aria-invalid', 'true');
  // With JavaScript the card keeps the last names it could draw, and still follows the other fields.
  if (!jsDisabled(testInfo)) {
    await expect(image(page)).toHaveAttribute('src', /names=Meera\+%26\+Arjun/);
    await section(page).getByLabel('Venue').fill('Rambagh Palace, Jaipur');
    await expect(image(page)).toHaveAttribute('src', /names=Meera\+%26\+Arjun.*venue=Rambagh\+Palace/);
    await expect(section(page).getByLabel('Names')).toHaveAttribute('aria-invalid', 'true');
    await section(page).getByLabel('Venue').fill('Umaid Bhawan, Jodhpur');
  }

  await tryWords(page, testInfo, { names: 'Leela & Kabir' });
  await expect(image(page)).toHaveAttribute('src', /names=Leela\+%26\+Kabir/);
  await expect(section(page).getByText('Names are too long for the invitation')).toHaveCount(0);
  const leela = await shownImage(page);
  expect(leela.bytes.equals(meera.bytes)).toBe(false);
  await expect(section(page).getByLabel('Event date')).toHaveValue(date);
  await expect(section(page).getByLabel('Venue')).toHaveValue('Umaid Bhawan, Jodhpur');

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Added to cart' })).toBeVisible();
  await open(page, '/checkout', testInfo);
  await expect(page.getByLabel('Couple’s or host’s names')).toHaveValue('Leela & Kabir');
  // The cart shows the collection as their own card: the preview with the names they tried.
  const ownCard = page.getByTestId('line-own-card');
  await expect(ownCard).toHaveAttribute('src', /preview\.webp\?names=Leela\+%26\+Kabir/);
  await expect(ownCard).toHaveJSProperty('complete', true);
  expect(await ownCard.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(600);
  await expect(page.getByLabel('Event date')).toHaveValue(date);
  await expect(page.getByLabel('Venue', { exact: true })).toHaveValue('Umaid Bhawan, Jodhpur');

  // The rest of the brief, pay, and the invitation PDF is set with the words of the preview.
  await page.getByLabel('Name', { exact: true }).fill('Leela Rao');
  await page.getByLabel('Email').fill(uniqueEmail('preview'));
  await page.getByLabel('Country').selectOption('IN');
  await page.getByLabel('Wording').fill('invite you to celebrate their wedding');
  const total = (await page.getByRole('button', { name: /^Pay \$/ }).textContent())!.replace(/^Pay /u, '').trim();
  await payWithTestProvider(page, total);
  await waitForDesigns(page, testInfo, 'Download Your Designs');
  const { fileName, text } = await downloadInvitationPdf(page);
  expect(fileName).toBe('leela-and-kabir-invitation.pdf');
  expect(text).toContain('Leela & Kabir');
  expect(text).toContain('Umaid Bhawan, Jodhpur');
  expect(text).toContain('invite you to celebrate their wedding');
});
