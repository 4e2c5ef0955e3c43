import { expect, test } from './fixtures';
import { toast } from './content-admin';
import { addEvent, coupleWithSite } from './invitation-site';
import { nextYear } from './shop';
import { asOwnClient, expectAccessible, mailsContaining, newVisitor, open, uniqueEmail } from './support';

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

/**
 * A spreadsheet as couples' lists arrive: saved by Excel as "CSV UTF-8" (a BOM) in a country
 * where the separator is a semicolon; 280 families, then a tab's worth of the same families again
 * written differently (15), and 5 rows that cannot be guests.
 */
function guestList(): Buffer {
  const lines = ['Guest Name;Mobile No.;Email;No. of guests;Side;Group;Mehndi;Sangeet;Ceremony'];
  const phone = (n: number) => `98${String(20_000_000 + n)}`;
  for (let n = 1; n <= 280; n++) {
    const side = n % 3 === 0 ? 'Groom' : 'Bride';
    lines.push(
      `Family ${n};${phone(n)};${n % 2 ? `family${n}@example.com` : ''};${(n % 5) + 1};${side};Cousins;yes;yes;${n % 4 ? 'yes' : ''}`,
    );
  }
  for (let n = 1; n <= 15; n++)
    lines.push(`"Family ${n}, again";+91 ${phone(n).slice(0, 5)} ${phone(n).slice(5)};;2;;;yes;;`);
  lines.push(';9812300001;;2;;;yes;;');
  lines.push('Riya Sen;12;;2;;;yes;;');
  lines.push('Dev Rao;9812300003;;60;;;yes;;');
  lines.push('Asha Iyer;9812300004;;two;;;yes;;');
  lines.push('Kabir Shah;9812300005;;1;;;;;');
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.join('\r\n'), 'utf8')]);
}

/** A couple who paid, on their site's editor. */
/** Issue 28: a couple imports 300 rows; the preview names the 5 refused and the duplicates; the rest are added once. */
test('a couple imports their guest list from a spreadsheet, checks it, and adds it once', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await coupleWithSite(page, testInfo, 'import');
  const year = nextYear().slice(0, 4);
  await addEvent(page, { name: 'Mehndi', date: `${year}-02-12`, venue: 'The Leela Palace' });
  await addEvent(page, { name: 'Sangeet', date: `${year}-02-13`, venue: 'The Leela Palace' });
  await addEvent(page, { name: 'Ceremony', date: `${year}-02-14`, venue: 'The Leela Palace' });

  await page.getByRole('link', { name: 'Import guests (CSV)' }).click();
  await expect(page.getByRole('heading', { name: 'Import your guests' })).toBeVisible();
  // A workbook instead of its CSV: told what to do, nothing read.
  await page.getByLabel('Guest list (CSV)').setInputFiles({
    name: 'guests.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]),
  });
  await page.getByRole('button', { name: 'Read the list' }).click();
  await expect(page.getByText(/This is an Excel or Numbers workbook/)).toBeVisible();

  await page
    .getByLabel('Guest list (CSV)')
    .setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: guestList() });
  await page.getByRole('button', { name: 'Read the list' }).click();
  await expect(page.getByRole('heading', { name: 'Check your guest list' })).toBeVisible();
  const summary = page.getByTestId('import-summary');
  await expect(summary).toContainText('280 guests will be added');
  await expect(summary).toContainText('5 rows cannot be added');
  await expect(summary).toContainText('15 look like a guest already on your list');
  const refused = page.getByTestId('refused-rows');
  await expect(refused.getByRole('row')).toHaveCount(6);
  await expect(refused).toContainText('Name is required');
  await expect(refused).toContainText('Number of people must be between 1 and 50');
  await expect(refused).toContainText('Number of people must be a whole number');
  await expect(refused).toContainText('Not invited to any event');
  await expect(page.getByTestId('duplicate-rows')).toContainText('row 2 (Family 1)');
  await expectAccessible(page);
  const preview = page.url();

  await page.getByRole('button', { name: 'Import 280 guests' }).click();
  await expect(toast(page, '280 guests added to your list')).toBeVisible();
  const guests = page.getByTestId('guest');
  await expect(guests).toHaveCount(280);
  await expect(guests.filter({ hasText: 'Family 7' }).first()).toContainText('+91 98200 00007');

  // The same list again (a second tab, the back button, a retry): nothing is added twice.
  await open(page, new URL(preview).pathname, testInfo);
  await expect(page.getByRole('status')).toContainText('Imported: 280 guests added to your list.');
  await page.goto(new URL(preview).pathname.replace(/\/\d+$/, ''));
  await page
    .getByLabel('Guest list (CSV)')
    .setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: guestList() });
  await page.getByRole('button', { name: 'Read the list' }).click();
  await expect(page.getByTestId('import-summary')).toContainText('0 guests will be added');
  await expect(page.getByTestId('import-summary')).toContainText('295 look like a guest already on your list');
});

/** The personal link in an e-mail as the outbox wrote it (quoted-printable: soft breaks and =3D undone). */
function personalLinkIn(eml: string): string {
  const text = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /\/i\/[a-z0-9-]+\/[\w-]{22}(?=["\s<])/.exec(text)![0];
}

/**
 * Issue 28: the couple e-mails the invitation to the families with an address and sends the rest
 * one WhatsApp tap at a time; a guest opening the e-mailed link shows as "Opened", WhatsApp's card
 * fetcher reading another's as "Delivered" — never as opened.
 */
test('a couple sends by e-mail and WhatsApp and sees who opened and whose card was delivered', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const editor = await coupleWithSite(page, testInfo, 'sending');
  await addEvent(page, { name: 'Sangeet', date: `${nextYear().slice(0, 4)}-02-13`, venue: 'The Leela Palace' });
  const guestEmail = uniqueEmail('kapoors');
  for (const [name, phone, email] of [
    ['The Kapoor family', '98123 45678', guestEmail],
    ['Riya & Dev', '+44 7911 123456', ''],
  ] as const) {
    const party = page.locator('form#new-party');
    await party.getByLabel('Name').fill(name);
    await party.getByLabel('Phone').fill(phone);
    if (email) await party.getByLabel('E-mail').fill(email);
    await party.getByLabel('Number of people').fill('2');
    await party.getByLabel('Sangeet').check();
    await party.getByRole('button', { name: 'Add guest' }).click();
    await expect(toast(page, `${name} added to your guests`)).toBeVisible();
  }

  await page.getByRole('link', { name: 'Send the invitations' }).click();
  await expect(page.getByRole('heading', { name: 'Send your invitations' })).toBeVisible();
  await expect(page.getByTestId('email-status')).toContainText('1 guest has an e-mail address');
  await page.getByRole('button', { name: 'E-mail the invitation to 1 guest' }).click();
  await expect(toast(page, '1 invitation on the way by e-mail')).toBeVisible();
  await expect(page.getByTestId('email-status')).toContainText('1 already e-mailed');
  await expect.poll(() => mailsContaining(guestEmail).length, { timeout: 15_000 }).toBe(1);
  const eml = mailsContaining(guestEmail)[0]!;
  expect(eml).toMatch(/^List-Unsubscribe:\s+<http/m);
  expect(eml).toMatch(/^Subject: You are invited: Meera & Arjun/m);

  // The e-mailed family is sent; the next on WhatsApp is the other one.
  const next = page.getByTestId('next-guest');
  await expect(next).toContainText('Riya & Dev');
  await expect(next).toContainText('+44 7911 123456');
  const whatsApp = next.getByRole('link', { name: /Send on WhatsApp/ });
  expect(await whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/447911123456\?text=/);
  const riyaLink = /\/i\/[a-z0-9-]+\/[\w-]{22}/.exec(decodeURIComponent((await whatsApp.getAttribute('href'))!))![0];
  if (testInfo.project.name === 'js') {
    // The tap itself marks them sent (WhatsApp opens in a tab of its own).
    const popup = page.waitForEvent('popup');
    await whatsApp.click();
    await (await popup).close();
  } else {
    await next.getByRole('button', { name: 'Sent — next guest' }).click();
  }
  await expect(page.getByText('Everyone here has been sent their invitation.')).toBeVisible();

  // WhatsApp draws Riya's card: delivered. The Kapoors open their e-mail's link: opened.
  const card = await page.request.get(riyaLink, { headers: { 'User-Agent': 'WhatsApp/2.24.1.78 A' } });
  expect(card.status()).toBe(200);
  const visitor = await newVisitor(browser, testInfo);
  await open(visitor, personalLinkIn(eml), testInfo);
  await expect(visitor.getByText('Dear The Kapoor family,')).toBeVisible();
  await visitor.context().close();

  await open(page, editor, testInfo);
  const stateOf = (name: string) =>
    page
      .getByTestId('guest')
      .filter({ has: page.getByRole('heading', { name, exact: true }) })
      .getByTestId('guest-state');
  await expect(stateOf('The Kapoor family')).toContainText(/Opened.*sent by e-mail/);
  await expect(stateOf('Riya & Dev')).toContainText(/Delivered.*sent by WhatsApp/);
  const states = page.getByTestId('invitation-states');
  await expect(states.getByRole('row', { name: /Sangeet/ })).toHaveText(/Sangeet\s*0\s*0\s*1\s*1\s*0/);

  // Only the guests who opened it.
  await page.getByLabel('Invitation').selectOption('Opened');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByTestId('guest')).toHaveCount(1);
  await expect(page.getByText('Showing 1 of 2 guests')).toBeVisible();
  await expectAccessible(page);
});
