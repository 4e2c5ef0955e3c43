import sharp from 'sharp';
import { expect, type Page, type TestInfo } from './fixtures';
import { expectAccessible, jsDisabled } from './support';

/** Helpers of the admin content specs (admin-collections, admin-portfolio). */

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** A small PNG of one colour, different each call (so each upload is an image of its own). */
export async function pngFile(name: string) {
  const channel = () => Math.floor(Math.random() * 256);
  const buffer = await sharp({
    create: { width: 320, height: 400, channels: 3, background: { r: channel(), g: channel(), b: channel() } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A text file named like a JPEG: what the pipeline must refuse by its content. */
export const fakeJpeg = { name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not an image at all') };

/**
 * Deletes a row from its list, answering the question: a dialog with JavaScript (Cancel first,
 * which deletes nothing), the confirmation page without.
 */
export async function deleteThroughConfirmation(page: Page, title: string, question: string, testInfo: TestInfo) {
  const link = () => page.getByRole('link', { name: `Delete: ${title}` });
  await link().click();
  if (jsDisabled(testInfo)) {
    await expect(page).toHaveURL(/\/delete$/);
    await expect(page.getByRole('heading', { name: question })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Delete' }).click();
    return;
  }
  const dialog = page.getByRole('dialog', { name: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await link().click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
}
