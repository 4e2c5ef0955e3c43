import { expect, test } from './fixtures';
import { open } from './support';

/**
 * The floating chat button never covers what the couple is doing on a phone: it is not on the
 * checkout, payment and proof pages, and it steps aside while a field has the focus.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('the checkout has no floating chat button over its fields and its button', async ({ page }, testInfo) => {
  await open(page, '/checkout', testInfo);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('chat-button')).toHaveCount(0);
});

test('the floating chat button steps aside while a field has the focus', async ({ page }, testInfo) => {
  await open(page, '/contact', testInfo);
  const chat = page.getByTestId('chat-button');
  await expect(chat).toBeVisible();
  const message = page.getByRole('textbox', { name: 'Message' });
  await message.focus();
  await expect(chat).toBeHidden();
  await message.blur();
  await expect(chat).toBeVisible();
});
