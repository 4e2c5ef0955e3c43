import { expect, test } from './fixtures';
import { expectAccessible, open } from './support';

test('contact: phone, location and business hours', async ({ page }, testInfo) => {
  await open(page, '/contact', testInfo);
  await expect(page).toHaveTitle('Contact | Petal & Quill');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');

  const details = page.getByRole('region', { name: 'Get in Touch' });
  await expect(details.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
  await expect(details.getByRole('link', { name: 'Message us on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
  await expect(details).toContainText('New Delhi, India');
  const hours = details.getByRole('listitem').filter({ hasText: 'Business Hours' }).getByRole('listitem');
  await expect(hours).toHaveText(['Mon-Fri 9am-6pm', 'Sat 10am-4pm', 'Sun closed']);
});

test('contact: four questions that open and close without scripts', async ({ page }, testInfo) => {
  await open(page, '/contact', testInfo);
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const questions = faq.locator('details');
  await expect(questions).toHaveCount(4);
  await expect(questions.locator('summary')).toHaveText(
    [
      'How do digital invitations work?',
      'How long does customization take?',
      'Can I ask for changes after I see my design?',
      'Do you offer rush service?',
    ].map((q) => new RegExp(`^${q.replace(/[?]/g, '\\?')}`)),
  );

  const timing = questions.nth(1);
  const answer = timing.locator('p');
  await expect(answer).toBeHidden();
  await timing.locator('summary').click();
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('2-3 business days');
  await expect(answer).toContainText('5-7 business days for complex designs');
  await timing.locator('summary').click();
  await expect(answer).toBeHidden();

  await expect(questions.nth(0).locator('p')).toContainText(/PDF and share-ready JPG/);
  await expect(questions.nth(2).locator('p')).toContainText('One round of minor revisions is free');
  await expect(questions.nth(3).locator('p')).toContainText(
    /rush service is available for an extra fee.*contact us directly/i,
  );
});

test('contact: on a desktop, Get in Touch and the form are two columns of even height; the questions follow', async ({
  page,
}, testInfo) => {
  for (const width of [1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await open(page, '/contact', testInfo);
    const details = page.getByRole('region', { name: 'Get in Touch' });
    await expect(details).toContainText('Usually within one business day');
    await expect(details).toContainText('Rush service is available for an extra fee');
    const form = page.getByRole('region', { name: 'Send Us a Message' });
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const [left, right, questions] = await Promise.all([details, form, faq].map((region) => region.boundingBox()));
    // Side by side, level at the top and at the foot: no empty column under either.
    expect(left!.x + left!.width).toBeLessThan(right!.x);
    expect(Math.abs(left!.y - right!.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(left!.height - right!.height)).toBeLessThanOrEqual(1);
    expect(questions!.y).toBeGreaterThan(left!.y + left!.height);
  }
  // On a phone, one column that fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/contact', testInfo);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

// axe needs JavaScript: in the no-js project expectAccessible (support.ts) scans a script-free copy of the page.
test.describe('contact accessibility', () => {
  test('contact: accessible on desktop and phone', async ({ page }, testInfo) => {
    await open(page, '/contact', testInfo);
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/contact', testInfo);
    await expect(page.getByRole('link', { name: '+91 98765 43210' }).first()).toBeVisible();
    await expectAccessible(page);
  });
});
