import { expect, test } from './fixtures';
import { readZip } from '../unit/support/read-zip';
import {
  addToCart,
  downloadInvitationPdf,
  fillCheckout,
  PERSONALISED_FILES,
  payWithTestProvider,
  waitForDesigns,
} from './shop';
import { login } from './auth';
import { asOwnClient, expectAccessible, open, queryDb, uniqueEmail } from './support';

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

/**
 * Issue 13, "personalised at once": paying renders the couple's brief into every piece. The
 * success page says the designs are being prepared until they are, then links them; the
 * invitation PDF's text holds the couple's names and venue.
 */
test('a couple pays and downloads their invitation PDF with their own names', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const email = uniqueEmail('personalised');
  await addToCart(page, 1, testInfo);
  await open(page, '/checkout', testInfo);
  await fillCheckout(page, { name: 'Meera Shah', email });
  const number = await payWithTestProvider(page, '$39.99');

  // Rendering takes seconds: the page says so (and updates by itself) rather than offering templates.
  await expect(page.getByTestId('designs-preparing')).toContainText('Your personalised designs are being prepared');
  await expect(page.getByRole('link', { name: 'Download Your Designs' })).toHaveCount(0);
  await expectAccessible(page);
  await waitForDesigns(page, testInfo, 'Download Your Designs');
  await expect(page.getByText(/One ZIP with your draft: every piece as a print-ready PDF/)).toBeVisible();
  await expect(page.getByTestId('designs-stage')).toContainText('Your instant draft');

  const [job] = queryDb<{ status: string }>(
    'select r.status from design_renders r join orders o on o.id = r.order_id where o.number = ?',
    number,
  );
  expect(job).toEqual({ status: 'done' });

  // The single files: the invitation PDF, named after the couple, reads back their words.
  const { fileName, text } = await downloadInvitationPdf(page);
  expect(fileName).toBe('meera-and-arjun-invitation.pdf');
  expect(text).toContain('Meera');
  expect(text).toContain('Arjun');
  expect(text).toContain('The Leela Palace, Udaipur');

  // The ZIP holds the personalised files under the collection's folder.
  const zipping = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download all (ZIP)' }).click();
  const entries = await readZip(await (await zipping).path());
  const [slug] = queryDb<{ slug: string }>('select slug from collections where id = 1');
  expect([...entries.keys()].sort()).toEqual(PERSONALISED_FILES.map((file) => `${slug!.slug}/${file}`).sort());

  // In the studio the render is the order's first draft: ready, its files linked, sent as the first proof.
  await login(page, { admin: true });
  await open(page, `/admin/orders/${number}`, testInfo);
  const draft = page.getByTestId('first-draft');
  await expect(draft).toContainText('Ready');
  // Each piece as a picture, labelled, with its files.
  const invitation = draft.getByTestId('piece-tile').filter({ hasText: 'Invitation' });
  await expect(invitation.getByRole('img', { name: 'Invitation' })).toBeVisible();
  await expect(invitation.getByRole('link', { name: /^Invitation pdf/i })).toHaveAttribute(
    'download',
    'meera-and-arjun-invitation.pdf',
  );
  await expectAccessible(page);
  await draft.getByRole('button', { name: 'Send this draft as a proof' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Proof sent' })).toBeVisible();
  const proofFiles = queryDb<{ file_name: string }>(
    `select f.file_name from proof_files f join proofs p on p.id = f.proof_id join orders o on o.id = p.order_id
     where o.number = ? order by f.sort_order`,
    number,
  ).map((row) => row.file_name);
  expect([...proofFiles].sort()).toEqual([...PERSONALISED_FILES].sort());
  expect(queryDb<{ fulfilment: string }>('select fulfilment from orders where number = ?', number)).toEqual([
    { fulfilment: 'proof_sent' },
  ]);
});
