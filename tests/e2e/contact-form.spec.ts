import { expect, test } from './fixtures';
import { asOwnClient, expectAccessible, mailsContaining, open, queryDb } from './support';

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test('a visitor sends a message: it is stored, mailed to the designer, and the form is cleared', async ({
  page,
}, testInfo) => {
  const marker = unique();
  await open(page, '/contact', testInfo);
  const form = page.locator('#contact-form');
  await form.getByLabel('Name').fill('Meera & Arjun');
  await form.getByLabel('Email').fill('meera@example.test');
  await form.getByLabel('Phone (optional)').fill('+91 98100 12345');
  await form.getByLabel('Event date (optional)').fill('2099-02-14');
  await form.getByLabel('Message').fill(`We’d love a mehndi invitation with marigolds 🌼 ref ${marker}`);
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(form.getByLabel('Message')).toHaveValue('');

  const rows = queryDb<{ name: string; email: string; event_date: string }>(
    'select name, email, event_date from contact_messages where message like ?',
    `%${marker}%`,
  );
  expect(rows).toEqual([{ name: 'Meera & Arjun', email: 'meera@example.test', event_date: '2099-02-14' }]);
  await expect.poll(() => mailsContaining(marker).length).toBe(1);
  const eml = mailsContaining(marker)[0]!;
  expect(eml).toMatch(/^To: studio@petal-and-quill\.local$/m);
  expect(eml).toMatch(/^Reply-To: meera@example\.test$/m);
});

test('missing and bad fields get messages beside them, keep what was typed, and store nothing', async ({
  page,
}, testInfo) => {
  const marker = unique();
  await open(page, '/contact', testInfo);
  const form = page.locator('#contact-form');
  await form.getByLabel('Name').fill(`Asha ${marker}`);
  await form.getByLabel('Email').fill('asha@');
  await form.getByLabel('Event date (optional)').fill('2020-01-01');
  await form.getByLabel('Message').fill('Too short');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Event date cannot be in the past')).toBeVisible();
  await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Name')).toHaveValue(`Asha ${marker}`);
  await expect(form.getByLabel('Message')).toHaveValue('Too short');
  expect(queryDb('select id from contact_messages where name = ?', `Asha ${marker}`)).toEqual([]);
  await expectAccessible(page);
});
