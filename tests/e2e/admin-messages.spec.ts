import { expect, test, type Page } from './fixtures';
import { login } from './auth';
import { asOwnClient, executeDb, expectAccessible, open, queryDb } from './support';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** An e-mail the sender has given up on, as deliverDueMail leaves it after its last try. */
function failedMail(subject: string, error: string): number {
  const now = new Date().toISOString();
  return executeDb(
    `insert into mail_outbox (to_address, subject, text_body, html_body, status, attempts, next_attempt_at, last_error, created_at)
     values ('couple@example.test', ?, 'Hello', '<p>Hello</p>', 'failed', 50, ?, ?, ?)`,
    subject,
    now,
    error,
    now,
  ).lastInsertRowid;
}

test('a contact message arrives unread; the designer reads it, replies by e-mail and marks it handled', async ({
  page,
}, testInfo) => {
  await asOwnClient(page, testInfo);
  const name = `Kiara ${unique()}`;
  await open(page, '/contact', testInfo);
  const form = page.locator('#contact-form');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('kiara@example.test');
  await form.getByLabel('Message').fill('Could you make our sangeet invitation match the wedding suite?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();

  const email = await login(page, { admin: true });
  await open(page, '/admin/messages', testInfo);
  const card = page.getByTestId('message-card').filter({ hasText: name });
  await expect(card).toContainText('Unread');
  await expect(card.getByRole('link', { name: `Reply to ${name} by e-mail` })).toHaveAttribute(
    'href',
    'mailto:kiara@example.test?subject=Re%3A%20your%20enquiry%20to%20Petal%20%26%20Quill',
  );
  await expectAccessible(page);
  // Looking at the list reads nothing.
  expect(queryDb('select read_at from contact_messages where name = ?', name)).toEqual([{ read_at: null }]);

  await card.getByRole('button', { name: `Mark as handled: ${name}` }).click();
  await expect(toast(page, 'Marked as handled')).toBeVisible();
  await expect(card).toContainText('Handled');
  expect(queryDb('select handled_by from contact_messages where name = ?', name)).toEqual([{ handled_by: email }]);

  await card.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Could you make our sangeet invitation match the wedding suite?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    /^mailto:kiara@example\.test\?subject=/,
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Mark as not handled' }).click();
  await expect(toast(page, 'Marked as not handled')).toBeVisible();
  expect(queryDb('select handled_at from contact_messages where name = ?', name)).toEqual([{ handled_at: null }]);

  await page.getByRole('link', { name: 'All messages' }).click();
  await expect(card).not.toContainText('Unread');
});

test('mail that could not be sent is listed with its error; "Retry now" sends it, or says it went meanwhile', async ({
  page,
}, testInfo) => {
  const subject = `Your order ORD-${unique()}`;
  const error = `connect ECONNREFUSED 10.0.0.1:465 (${unique()})`;
  const id = failedMail(subject, error);
  const sentMeanwhile = `Your proof ${unique()}`;
  const otherId = failedMail(sentMeanwhile, 'Greeting never received');

  await login(page, { admin: true });
  await open(page, '/admin/messages', testInfo);
  const section = page.getByRole('region', { name: 'Mail that could not be sent' });
  const row = section.getByTestId('undelivered-mail').filter({ hasText: subject });
  await expect(row).toContainText(error);
  await expect(row).toContainText('couple@example.test');
  await expect(row).toContainText('50');
  await expect(row).toContainText('Given up');

  await row.getByRole('button', { name: `Retry now: ${subject} to couple@example.test` }).click();
  await expect(toast(page, 'Sending again now')).toBeVisible();
  // Due at once and handed to the sender straight away (the e2e server writes mail to files).
  await expect
    .poll(() => queryDb<{ status: string }>('select status from mail_outbox where id = ?', id)[0]?.status)
    .toBe('sent');
  await open(page, '/admin/messages', testInfo);
  await expect(row).toHaveCount(0);

  // Sent by the timer (here: marked sent) while the page was open: the button says so and changes nothing.
  const otherRow = section.getByTestId('undelivered-mail').filter({ hasText: sentMeanwhile });
  await expect(otherRow).toBeVisible();
  executeDb("update mail_outbox set status = 'sent', attempts = 51, last_error = null where id = ?", otherId);
  await otherRow.getByRole('button', { name: /^Retry now/ }).click();
  await expect(toast(page, 'Already sent')).toBeVisible();
  expect(queryDb('select status, attempts from mail_outbox where id = ?', otherId)).toEqual([
    { status: 'sent', attempts: 51 },
  ]);
});
