import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { readZip } from '../unit/support/read-zip';
import { login } from './auth';
import { mailAbout, png, pdf, proofLink, readable, sendProof } from './proofs';
import { buyWithoutPages, waitForDesigns } from './shop';
import { asOwnClient, expectAccessible, mailsContaining, newVisitor, open, queryDb, uniqueEmail } from './support';

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

/** A phone's screen: the couple's side of the story is tried where couples live. */
const PHONE = { width: 390, height: 844 };

test('a couple’s designs go from a proof, through one round of changes, to approval and the ZIP', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  // The couple is on a phone throughout: they buy with a brief.
  await page.setViewportSize(PHONE);
  const email = uniqueEmail('proofs');
  const { number, successPath } = await buyWithoutPages(page, testInfo, 1, { name: 'Meera Shah', email });
  await open(page, successPath, testInfo);
  // Their instant draft is drawn (the final set will keep the pieces a proof leaves out).
  await waitForDesigns(page, testInfo, 'Download Your Designs');
  await expect(page.getByTestId('designs-stage')).toContainText('Your instant draft');

  // The studio's e-mail about the new order carries the brief.
  const notice = await mailAbout(number, `New order ${number}`);
  expect(notice).toContain('Meera & Arjun');
  expect(notice).toContain('The Leela Palace, Udaipur');

  // The studio sends the first proof.
  const studio = await newVisitor(browser, testInfo);
  await login(studio, { admin: true });
  // The designer finds the new order in Today (Recent Orders shows the newest few only: other tests'
  // orders may have pushed it out) and opens it from its one link.
  await open(studio, '/admin', testInfo);
  await studio
    .getByTestId('today-order')
    .filter({ hasText: number })
    .getByRole('link', { name: `Start work for ${number}` })
    .click();
  await expect(studio.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await expect(studio.getByText('No proof sent yet.')).toBeVisible();
  // The couple's instant draft has every piece: each slot says a piece left empty keeps the draft's.
  await expect(studio.getByText('Left empty: the instant draft’s stays in the final set.')).toHaveCount(5);
  await expectAccessible(studio);
  const firstCard = await png('#f3e1dc');
  // A file that only calls itself a PDF is refused, and nothing is sent.
  await sendProof(
    studio,
    [{ name: 'invitation.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>') }],
    'First look',
  );
  await expect(studio.getByText('“invitation.pdf” is not a PDF, JPG or PNG file.')).toBeVisible();
  await expect(studio.getByLabel('Note to the couple')).toHaveValue('First look');
  expect(queryDb('select p.id from proofs p join orders o on o.id = p.order_id where o.number = ?', number)).toEqual(
    [],
  );
  await sendProof(studio, [{ name: 'card.png', mimeType: 'image/png', buffer: firstCard }], 'First look at your card');
  await expect(studio.getByRole('heading', { name: 'Proof 1' })).toBeVisible();
  await expect(studio.getByTestId('proof-panel')).toContainText('Awaiting the couple');

  // The couple opens the proof e-mail's link in another browser and asks for changes.
  const couple = await newVisitor(browser, testInfo);
  await couple.setViewportSize(PHONE);
  await open(couple, await proofLink(number, 1), testInfo);
  await expect(couple.getByRole('heading', { name: 'Proof 1 is ready for you' })).toBeVisible();
  await expect(couple.getByText('First look at your card')).toBeVisible();
  await expect(couple.getByRole('img', { name: 'Proof: card.png' })).toBeVisible();
  await expect(couple.getByTestId('revision-note')).toContainText('Your first round of minor changes is free');
  await expectAccessible(couple);
  await couple.getByRole('button', { name: 'Request changes' }).click();
  await expect(couple.getByText('Please tell us what you would like changed')).toBeVisible();
  await couple.getByLabel('What would you like changed?').fill('Please write the venue as The Leela Palace, Udaipur.');
  await couple.getByRole('button', { name: 'Request changes' }).click();
  await expect(couple.getByRole('heading', { name: 'Your changes are being made' })).toBeVisible();
  await expect(couple.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // On the order page the couple's words lead, on the first screen, with the step to take.
  await open(studio, `/admin/orders/${number}`, testInfo);
  const next = studio.getByTestId('next-step');
  await expect(next).toContainText('asked for changes');
  await expect(next).toContainText('Please write the venue as The Leela Palace, Udaipur.');
  await expect(next).toBeInViewport();
  await expect(next.getByRole('link', { name: 'Upload a revised proof' })).toHaveAttribute(
    'href',
    `/admin/orders/${number}#proofs`,
  );
  // The first draft is no longer offered as a proof: one went out.
  await expect(studio.getByRole('button', { name: 'Send this draft as a proof' })).toHaveCount(0);

  // The studio reads the message and sends a second proof: the invitation's image and PDF, in its slot.
  await open(studio, `/admin/orders/${number}/proofs`, testInfo);
  await expect(studio.getByText('Please write the venue as The Leela Palace, Udaipur.')).toBeVisible();
  const finalCard = await png('#e8c4c0');
  const finalPdf = await pdf('Meera & Arjun');
  await sendProof(
    studio,
    [
      { name: 'card-final.png', mimeType: 'image/png', buffer: finalCard },
      { name: 'invitation.pdf', mimeType: 'application/pdf', buffer: finalPdf },
    ],
    'Venue corrected',
    'Invitation',
  );
  await expect(studio.getByRole('heading', { name: 'Proof 2' })).toBeVisible();

  // The couple opens the second proof: further rounds may be charged; they approve.
  await open(couple, await proofLink(number, 2), testInfo);
  await expect(couple.getByRole('heading', { name: 'Proof 2 is ready for you' })).toBeVisible();
  await expect(couple.getByTestId('revision-note')).toContainText('Further rounds may be charged');
  await expect(couple.getByRole('link', { name: /invitation\.pdf/ })).toBeVisible();
  // The proof says what it keeps of the draft: every piece but the invitation.
  await expect(couple.getByTestId('kept-pieces')).toHaveText(
    'Kept from the instant draft, as it is: Save the Date, RSVP Card, Details Card, Thank You Card.',
  );
  await couple.getByRole('button', { name: 'Approve' }).click();
  await expect(couple.getByRole('heading', { name: 'Your designs are delivered' })).toBeVisible();
  await expect(couple.getByRole('link', { name: 'Download your designs' })).toBeVisible();
  // Their downloads page says these are the final files, approved today (in New Delhi).
  const today = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date());
  await couple.getByRole('link', { name: 'Download your designs' }).click();
  await expect(couple.getByTestId('designs-stage')).toContainText('Final');
  await expect(couple.getByTestId('designs-stage')).toContainText(`Approved on ${today}.`);
  // The final set comes first, its pieces named; the instant draft is folded away under its name.
  const list = couple.getByTestId('download-list');
  await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText('Your final designs');
  await expect(list.getByText('Invitation', { exact: true }).first()).toBeVisible();
  await expect(list.getByRole('link', { name: /^Download RSVP Card pdf/iu })).toBeVisible();
  await expect(list.getByText('Kept from your draft').first()).toBeVisible();
  // Each piece with an image shows it small beside its name.
  const thumb = list.getByTestId('piece-thumb').first();
  await expect(thumb).toHaveJSProperty('complete', true);
  expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  const earlier = couple.getByTestId('earlier-drafts');
  await expect(earlier).not.toHaveAttribute('open');
  await expect(earlier.getByText('Earlier drafts (not final)')).toBeVisible();
  await expect(earlier.getByRole('link').first()).toBeHidden();
  await earlier.getByText('Earlier drafts (not final)').click();
  await expect(earlier.getByRole('link').first()).toBeVisible();
  await couple.goBack();

  // The ZIP from the delivery e-mail holds the final files first, byte for byte.
  const delivery = await mailAbout(number, 'the final files of your order');
  expect(delivery).toContain(`To: ${email}`);
  const zipUrl = new URL(/https?:\/\/\S+\/downloads\/[\w.-]+\/zip/.exec(delivery)![0]).pathname;
  const response = await couple.request.get(zipUrl);
  expect(response.status()).toBe(200);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'proofs-zip-')), 'designs.zip');
  fs.writeFileSync(file, await response.body());
  const entries = await readZip(file);
  const names = [...entries.keys()];
  expect(names.slice(0, 2)).toEqual(['final/card-final.png', 'final/invitation.pdf']);
  expect(entries.get('final/card-final.png')!.bytes.equals(finalCard)).toBe(true);
  expect(entries.get('final/invitation.pdf')!.bytes.equals(finalPdf)).toBe(true);
  // The top folder is the whole suite: the designer's invitation and the draft's four other pieces.
  const finals = names.filter((name) => name.startsWith('final/'));
  for (const piece of ['save-the-date', 'rsvp', 'details', 'thank-you'])
    expect(finals).toEqual(
      expect.arrayContaining([`final/meera-and-arjun-${piece}.pdf`, `final/meera-and-arjun-${piece}.jpg`]),
    );
  // The draft's invitation and its story, replaced, stay out of it.
  expect(finals.some((name) => /meera-and-arjun-(invitation|story)/u.test(name))).toBe(false);
  // Beside them, in a folder of its own, the collection's invitation (the templates, or the couple's
  // instant draft once ready): never taken for the final set.
  expect(names.slice(finals.length).every((name) => name.startsWith('earlier-drafts-not-final/'))).toBe(true);
  expect(names.some((name) => /^earlier-drafts-not-final\/[\w-]+\/([\w-]+-)?invitation\.jpg$/.test(name))).toBe(true);

  // Approving again (an old tab, the back button) changes nothing and says so.
  const secondLink = await proofLink(number, 2);
  const [second] = queryDb<{ id: number }>(
    'select p.id from proofs p join orders o on o.id = p.order_id where o.number = ? and p.round = 2',
    number,
  );
  const again = await couple.request.post(secondLink, {
    form: { intent: 'approve', proofId: String(second!.id) },
    headers: { Origin: new URL(couple.url()).origin },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(302);
  await open(couple, secondLink, testInfo);
  await expect(couple.getByTestId('toast')).toContainText('You already approved this proof');
  expect(mailsContaining(number).filter((eml) => readable(eml).includes('the final files of your order'))).toHaveLength(
    1,
  );
  expect(queryDb<{ fulfilment: string }>('select fulfilment from orders where number = ?', number)).toEqual([
    { fulfilment: 'delivered' },
  ]);
  await open(studio, `/admin/orders/${number}/proofs`, testInfo);
  await expect(studio.getByTestId('proof-panel')).toContainText('Delivered: the approved files');
});

test('the proofs page is closed to visitors and non-admins, and a forged proof link is a 404 that says how to reach the proof', async ({
  page,
}, testInfo) => {
  const [order] = queryDb<{ number: string }>("select number from orders where status = 'paid' limit 1");
  const number = order?.number ?? 'ORD-0001';
  await open(page, `/admin/orders/${number}/proofs`, testInfo);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await login(page);
  await open(page, `/admin/orders/${number}/proofs`, testInfo);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  for (const token of ['garbage', `1.${Date.now() + 86_400_000}.${'A'.repeat(43)}`]) {
    const response = await open(page, `/proofs/${token}`, testInfo);
    expect(response?.status(), token).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'This proof link is not valid' })).toBeVisible();
    await expect(page.getByText('open it from the newest proof e-mail we sent you')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in for a fresh link' })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent('/account/orders')}`,
    );
    expect((await page.request.get(`/proofs/${token}/files/1`)).status()).toBe(404);
  }
});
