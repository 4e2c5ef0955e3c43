import sharp from 'sharp';
import { expect, test } from './fixtures';
import { toast } from './content-admin';
import { addEvent, coupleWithSite } from './invitation-site';
import { nextYear } from './shop';
import { asOwnClient, expectAccessible, newVisitor, open } from './support';

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

/**
 * Issue 27: a couple who paid sets up their site from /account/orders, invites a family to two
 * events and sends its link; the guest, in a browser of their own, answers and changes the
 * answer; the couple's dashboard and guest list show it.
 */
test('a couple invites a family to two events; the guest answers, changes it; the couple sees the counts', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const editor = await coupleWithSite(page, testInfo, 'site');

  // A day in the past is refused beside its field, with what was typed kept.
  const form = page.locator('form#new-event');
  await form.getByLabel('Event name').fill('Haldi');
  await form.getByLabel('Date').fill('2020-01-01');
  await form.getByLabel('Venue').fill('Home');
  await form.getByRole('button', { name: 'Add event' }).click();
  await expect(form.getByText('Date cannot be in the past')).toBeVisible();
  await expect(form.getByLabel('Event name')).toHaveValue('Haldi');

  const year = nextYear().slice(0, 4);
  await addEvent(page, { name: 'Sangeet', date: `${year}-02-13`, venue: 'The Leela Palace' });
  await addEvent(page, {
    name: 'Ceremony',
    date: `${year}-02-14`,
    venue: 'City Palace',
    startTime: '10:30',
    place: 'Dubai and Abu Dhabi (Dubai time)',
  });

  const party = page.locator('form#new-party');
  await party.getByLabel('Name').fill('The Kapoor family');
  await party.getByLabel('Phone').fill('98123 45678');
  await party.getByLabel('Number of people').fill('3');
  await party.getByLabel('Sangeet').check();
  await party.getByLabel('Ceremony').check();
  await party.getByRole('button', { name: 'Add guest' }).click();
  await expect(toast(page, 'The Kapoor family added to your guests')).toBeVisible();
  const guest = page.getByTestId('guest').filter({ hasText: 'The Kapoor family' });
  const whatsApp = await guest.getByRole('link', { name: /Send on WhatsApp/ }).getAttribute('href');
  expect(whatsApp).toMatch(/^https:\/\/wa\.me\/919812345678\?text=/);
  const personal = /https?:\/\/\S+\/i\/[a-z0-9-]+\/[\w-]{22}/.exec(decodeURIComponent(whatsApp!))![0];
  await expectAccessible(page);

  // The link's card in a chat: WhatsApp reads the Open Graph tags near the top of <head>, no script.
  const card = await page.request.get(new URL(personal).pathname, {
    headers: { 'User-Agent': 'WhatsApp/2.24.1.78 A' },
  });
  // A personal page: never kept by a cache or passed on as a referrer, never indexed.
  expect(card.headers()).toMatchObject({
    'cache-control': 'private, no-store',
    'referrer-policy': 'same-origin',
    'x-robots-tag': 'noindex',
  });
  const html = await card.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const tag = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(head)?.[1];
  expect(tag('og:title')).toBe('Meera &amp; Arjun');
  expect(tag('og:description')).toMatch(/^13–14 February \d{4}/);
  expect(tag('og:image:width')).toBe('1200');
  expect(tag('og:image:height')).toBe('630');
  expect(head.indexOf('og:image')).toBeLessThan(head.indexOf('<link'));
  const image = new URL(tag('og:image')!.replace(/&amp;/g, '&'));
  expect(image.searchParams.get('v')).toMatch(/^[0-9a-f]{12}$/);
  const picture = await page.request.get(image.pathname + image.search);
  expect(picture.headers()['content-type']).toBe('image/jpeg');
  const jpeg = await picture.body();
  expect(jpeg.byteLength).toBeLessThan(300 * 1024);
  expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });

  // The guest: no account, no cookies.
  const visitor = await newVisitor(browser, testInfo);
  await open(visitor, new URL(personal).pathname, testInfo);
  await expect(visitor.getByText('Dear The Kapoor family,')).toBeVisible();
  // A time is read in the event's place, named: a guest abroad knows it is not their own.
  await expect(visitor.getByText(/14 February \d{4}, 10\.30 am Dubai time/)).toBeVisible();
  const sangeet = visitor.getByRole('group', { name: 'Sangeet' });
  const ceremony = visitor.getByRole('group', { name: 'Ceremony' });
  await sangeet.getByLabel('Joyfully accept').check();
  await sangeet.getByLabel('How many of you will come?').fill('4');
  await ceremony.getByLabel('Regretfully decline').check();
  await visitor.getByRole('button', { name: 'Send RSVP' }).click();
  await expect(sangeet.getByText('Your invitation is for up to 3 people')).toBeVisible();
  await sangeet.getByLabel('How many of you will come?').fill('2');
  await visitor.getByRole('button', { name: 'Send RSVP' }).click();
  await expect(toast(visitor, 'Thank you — your RSVP has been saved.')).toBeVisible();
  const saved = visitor.getByTestId('saved-rsvp');
  await expect(saved).toContainText('Sangeet: attending, 2 people');
  await expect(saved).toContainText('Ceremony: not attending');
  await expectAccessible(visitor);

  // Changed: the ceremony after all, for one.
  await ceremony.getByLabel('Joyfully accept').check();
  await ceremony.getByLabel('How many of you will come?').fill('1');
  await visitor.getByRole('button', { name: 'Send RSVP' }).click();
  await expect(saved).toContainText('Ceremony: attending, 1 person');
  await visitor.context().close();

  // The couple's dashboard and guest list.
  await open(page, editor, testInfo);
  const counts = page.getByRole('table', { name: 'Replies per event' });
  await expect(counts.getByRole('row', { name: /Sangeet/ })).toHaveText(/Sangeet\s*2\s*0\s*0/);
  await expect(counts.getByRole('row', { name: /Ceremony/ })).toHaveText(/Ceremony\s*1\s*0\s*0/);
  const csv = await page.request.get(`${editor}/guests.csv`);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const text = await csv.text();
  expect(text).toContain('"The Kapoor family","\'+919812345678","","3","Sangeet"');
  expect(text).toMatch(/"Ceremony","\d{4}-02-14","Attending","1"/);

  // The caterer's page, and the guest renamed by the couple.
  await page.getByRole('link', { name: 'Print for the caterer' }).click();
  await expect(page.getByRole('heading', { name: 'Sangeet — 2 guests' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ceremony — 1 guest' })).toBeVisible();
  await open(page, editor, testInfo);
  const kapoors = page.getByTestId('guest').filter({ hasText: 'The Kapoor family' });
  await kapoors.getByRole('link', { name: 'Edit The Kapoor family' }).click();
  await kapoors.getByLabel('Name').fill('The Kapoors');
  await kapoors.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'The Kapoors saved')).toBeVisible();
  await expect(page.getByTestId('guest').filter({ hasText: 'The Kapoors' })).toContainText('Sangeet: attending (2)');

  // A cover photo, checked by its content, shown on the site.
  const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 214, g: 160, b: 170 } } })
    .png()
    .toBuffer();
  await page
    .locator('form#cover-photo')
    .getByLabel('Cover photo')
    .setInputFiles({ name: 'us.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Save photo' }).click();
  await expect(toast(page, 'Cover photo saved')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your cover photo' })).toBeVisible();

  // A password on the site's own address: asked once, a wrong one said beside the field.
  const siteAddress = new URL(personal).pathname.split('/').slice(0, 3).join('/');
  await page.locator('form#site-password').getByLabel('Password').fill('marigold');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(toast(page, 'Password set')).toBeVisible();
  const friend = await newVisitor(browser, testInfo);
  await open(friend, siteAddress, testInfo);
  await expect(friend.getByText('This invitation is private.')).toBeVisible();
  await friend.getByLabel('Password').fill('rose');
  await friend.getByRole('button', { name: 'Open the invitation' }).click();
  await expect(friend.getByText('That is not the password. Please try again.')).toBeVisible();
  await friend.getByLabel('Password').fill('marigold');
  await friend.getByRole('button', { name: 'Open the invitation' }).click();
  await expect(friend.getByText('Your events and your RSVP are on the personal link')).toBeVisible();
  await expect(friend.getByRole('img', { name: 'Meera & Arjun', exact: true })).toBeVisible();
  await friend.context().close();

  // A new link for the Kapoors: asked first, then the old one is a 404.
  const renamed = page.getByTestId('guest').filter({ hasText: 'The Kapoors' });
  await renamed.getByRole('link', { name: 'New link for The Kapoors' }).click();
  await expect(renamed.getByRole('alert')).toContainText('The link you sent them stops working');
  await renamed.getByRole('button', { name: 'Yes, make a new link' }).click();
  await expect(toast(page, 'New link made')).toBeVisible();
  expect((await page.request.get(new URL(personal).pathname)).status()).toBe(404);
});

test('a forged guest link is the site’s 404, and the editor opens only with its own link', async ({ page }) => {
  expect((await page.request.get('/i/nobody-abcd/AAAAAAAAAAAAAAAAAAAAAA')).status()).toBe(404);
  expect((await page.request.get('/site/1.9999999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status()).toBe(
    404,
  );
  expect((await page.request.get('/site/nonsense/guests.csv')).status()).toBe(404);
});
