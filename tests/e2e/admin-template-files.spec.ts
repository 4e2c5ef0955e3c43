import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { PDFDocument } from 'pdf-lib';
import { readZip } from '../unit/support/read-zip';
import { login } from './auth';
import { toast, unique } from './content-admin';
import { buyWithoutPages } from './shop';
import { asOwnClient, executeDb, expectAccessible, open, queryDb, uniqueEmail } from './support';

// Each test adds a collection to the shop (a copy of the first, with the same generated files) and
// takes it out of the shop after, so the worker's later tests see the sample catalogue (it is kept
// unpublished: a buyer's order refers to it).
test.use({ ownServer: true });
test.afterEach(() => {
  executeDb(`update collections set is_published = 0 where slug like 'template-test-%'`);
});

/** A copy of sample collection 1, published, with its ten template rows: this test's own. */
function copyOfFirstCollection(title: string): { id: number; slug: string } {
  const slug = `template-test-${unique()}`;
  const { lastInsertRowid: id } = executeDb(
    `insert into collections (slug, title, description, long_description, category, price_cents, image, gallery,
       features, customization_options, related_ids, is_published, is_featured, sort_order, created_at, updated_at)
     select ?, ?, description, long_description, category, price_cents, image, gallery, features,
       customization_options, '[]', 1, 0, 1000, created_at, updated_at from collections where id = 1`,
    slug,
    title,
  );
  executeDb(
    `insert into collection_files (collection_id, template_name, format, file_name, storage_key, byte_size, sort_order, created_at)
     select ?, template_name, format, file_name, storage_key, byte_size, sort_order, created_at
     from collection_files where collection_id = 1`,
    id,
  );
  return { id, slug };
}

async function realPdf(text: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([420, 595]).drawText(text, { x: 40, y: 500 });
  return Buffer.from(await document.save());
}

const saveTheDate = (page: Page) => page.getByTestId('template-card').filter({ hasText: 'Save the Date' });

const uploadedRow = (collectionId: number) =>
  queryDb<{ storage_key: string; uploaded_at: string | null }>(
    `select storage_key, uploaded_at from collection_files where collection_id = ? and file_name = 'save-the-date.pdf'`,
    collectionId,
  )[0]!;

test('the designer replaces a template’s PDF; a text file named .pdf is refused; buyers download her file', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  await login(page, { admin: true });
  const title = `Template test ${unique()}`;
  const collection = copyOfFirstCollection(title);

  // From the collection's edit screen to its templates.
  await open(page, `/admin/collections/${collection.id}/edit`, testInfo);
  const summary = page.getByRole('region', { name: 'Downloadable templates' });
  await expect(summary).toContainText('Save the Date');
  await expect(summary).toContainText('PDF generated · JPG generated');
  await summary.getByRole('link', { name: 'Replace template files' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Downloadable templates' })).toBeVisible();
  await expect(page.getByTestId('template-card')).toHaveCount(5);
  await expect(saveTheDate(page).getByText('save-the-date.pdf')).toBeVisible();
  await expect(saveTheDate(page).getByText('Generated', { exact: true })).toHaveCount(2);
  // Each card shows what buyers download: the JPG as a picture, and every file's size.
  const picture = saveTheDate(page).getByRole('img', { name: 'Save the Date as buyers download it' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(saveTheDate(page)).toContainText(/save-the-date\.jpg · \d+ KB/);
  await expectAccessible(page);

  // A text file named .pdf: refused by its content, beside the field; nothing changes.
  await saveTheDate(page)
    .getByLabel('New PDF')
    .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some notes\n') });
  await saveTheDate(page).getByRole('button', { name: 'Upload' }).click();
  await expect(saveTheDate(page).getByText('“notes.pdf” is not a PDF file. Please choose a PDF here.')).toBeVisible();
  await expect(saveTheDate(page).getByLabel('New PDF')).toHaveAttribute('aria-invalid', 'true');
  expect(uploadedRow(collection.id).uploaded_at).toBeNull();

  // Her own PDF: stored, and the list says so.
  const pdf = await realPdf(`Save the date: ${title}`);
  await saveTheDate(page)
    .getByLabel('New PDF')
    .setInputFiles({ name: 'Our save the date.pdf', mimeType: 'application/pdf', buffer: pdf });
  await saveTheDate(page).getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page, 'Template file replaced')).toBeVisible();
  await expect(saveTheDate(page).getByText(/^Uploaded /)).toHaveCount(1);
  await expect(saveTheDate(page).getByText('Generated', { exact: true })).toHaveCount(1);
  expect(uploadedRow(collection.id).uploaded_at).not.toBeNull();

  // The admin's own download link gives her file.
  const adminDownload = page.waitForEvent('download');
  await saveTheDate(page).getByRole('link', { name: 'Download the current Save the Date PDF' }).click();
  const adminCopy = await adminDownload;
  expect(adminCopy.suggestedFilename()).toBe('save-the-date.pdf');

  // A couple buys the collection and downloads its designs: the Save the Date PDF is hers.
  const buyer = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  const couple = await buyer.newPage();
  await asOwnClient(couple, testInfo);
  const { successPath } = await buyWithoutPages(couple, testInfo, collection.id, {
    name: 'Meera Shah',
    email: uniqueEmail('couple'),
  });
  await open(couple, successPath, testInfo);
  const downloading = couple.waitForEvent('download');
  await couple.getByRole('link', { name: 'Download Your Designs' }).click();
  const entries = await readZip(await (await downloading).path());
  expect(entries.get(`${collection.slug}/save-the-date.pdf`)!.bytes.equals(pdf)).toBe(true);
  // The other files are still the generated ones.
  expect(entries.get(`${collection.slug}/save-the-date.jpg`)!.bytes.subarray(0, 3)).toEqual(
    Buffer.from([0xff, 0xd8, 0xff]),
  );
  await buyer.close();
});

/** The shop's own Modern Monogram invitation with her wording: an SVG a designer could upload. */
const herInvitation = fs
  .readFileSync(path.resolve('app/.server/designs/templates/modern-monogram/invitation.svg'), 'utf8')
  .replace('Aisha &amp; Nikhil', 'Meera &amp; Arjun');

const designRow = (page: Page, piece: string) =>
  page
    .getByTestId('design-template')
    .filter({ has: page.getByRole('heading', { level: 3, name: piece, exact: true }) });

test('the designer uploads her own SVG design for the invitation; a hostile SVG is refused beside the field', async ({
  page,
}, testInfo) => {
  test.slow();
  await login(page, { admin: true });
  const collection = copyOfFirstCollection(`Design test ${unique()}`);
  const slotRows = () =>
    queryDb<{ piece: string; storage_key: string | null; file_name: string | null }>(
      `select piece, storage_key, file_name from collection_slot_templates where collection_id = ?`,
      collection.id,
    );

  await open(page, `/admin/collections/${collection.id}/templates`, testInfo);
  const panel = page.getByRole('region', { name: 'Personalised design templates' });
  await expect(panel.getByTestId('design-template')).toHaveCount(5);
  // A collection the shop has no design of: nothing is personalised yet.
  const invitation = designRow(page, 'Invitation');
  await expect(invitation.getByText('No design', { exact: true })).toBeVisible();

  // An SVG with a script: refused by the sanitiser, its message beside the field; nothing stored.
  await invitation.getByLabel('Your SVG template').setInputFiles({
    name: 'invitation.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(herInvitation.replace('<defs></defs>', '<defs></defs><script>alert(1)</script>')),
  });
  await invitation.getByRole('button', { name: 'Upload' }).click();
  await expect(invitation.getByText('The SVG was refused: it contains a script.')).toBeVisible();
  await expect(invitation.getByLabel('Your SVG template')).toHaveAttribute('aria-invalid', 'true');
  expect(slotRows()).toEqual([]);

  // Her own design: checked, cleaned, stored; the panel shows it with a thumbnail.
  await invitation.getByLabel('Your SVG template').setInputFiles({
    name: 'our-invitation.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(herInvitation),
  });
  await invitation.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page, 'Design template uploaded')).toBeVisible();
  await expect(invitation.getByText('our-invitation.svg')).toBeVisible();
  await expect(invitation.getByText(/^Your design · uploaded /)).toBeVisible();
  const [row] = slotRows();
  expect(row).toMatchObject({ piece: 'invitation', file_name: 'our-invitation.svg' });
  expect(row!.storage_key).toMatch(/^templates\/[0-9a-f]{64}\.svg$/);
  const thumbnail = invitation.getByRole('img', { name: 'Invitation with its sample words' });
  const image = await page.request.get((await thumbnail.getAttribute('src'))!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
  // The other pieces are still without a design.
  await expect(designRow(page, 'RSVP Card').getByText('No design', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Taken away again: back to no design.
  await invitation.getByRole('button', { name: 'Remove your Invitation design' }).click();
  await expect(toast(page, 'Design template removed')).toBeVisible();
  await expect(designRow(page, 'Invitation').getByText('No design', { exact: true })).toBeVisible();
  expect(slotRows()[0]!.storage_key).toBeNull();
});
