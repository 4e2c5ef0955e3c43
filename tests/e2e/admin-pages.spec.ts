import { expect, test, type Page, type TestInfo } from './fixtures';
import { login } from './auth';
import { expectAccessible, jsDisabled, open, queryDb, siteURL } from './support';

// Editing a legal page changes what its worker's server shows (fixtures.ts): the test puts the
// original text back before it ends, so legal.spec.ts sees the sample text. Each project edits its
// own page (JavaScript on: the terms; off: the privacy policy), so both are covered.
test.use({ ownServer: true });
test.describe.configure({ mode: 'serial' });

const LEGAL = {
  terms: { path: '/terms', title: 'Terms of Service', saved: 'Terms of service updated successfully!' },
  privacy: { path: '/privacy', title: 'Privacy Policy', saved: 'Privacy policy updated successfully!' },
};

function legalPageOf(testInfo: TestInfo) {
  const key = jsDisabled(testInfo) ? 'privacy' : 'terms';
  return { key, editor: `/admin/pages/${key}`, ...LEGAL[key] };
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const savedRow = (key: string) =>
  queryDb<{ version: number; value: string }>('select version, value from site_content where key = ?', key)[0]!;
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('edit, preview and save a legal page: the public page shows it at once; a stale tab is refused and keeps its text', async ({
  page,
}, testInfo) => {
  test.slow();
  const legal = legalPageOf(testInfo);
  const marker = unique();
  await login(page, { admin: true });
  await open(page, '/admin', testInfo);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: legal.title }).click();
  await expect(page).toHaveURL(new RegExp(`${legal.editor}$`));
  await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
  // A second tab on the same page, opened before the first one saves.
  const staleTab = await page.context().newPage();
  await open(staleTab, legal.editor, testInfo);

  const body = field(page, 'Page text');
  const original = { heading: await field(page, 'Heading').inputValue(), body: await body.inputValue() };
  const before = savedRow(legal.key);

  // Refused: the message beside the field, nothing written.
  await body.fill('   ');
  await button(page, 'Save').click();
  await expect(page.getByText('Page text is required')).toBeVisible();
  expect(savedRow(legal.key)).toEqual(before);

  // Preview: rendered by the server, safely, and nothing saved.
  const edited = `${original.body}\n\n## Updated ${marker}\n\nNew **wording** ${marker}. <script>window.pwned = 1</script> [unsafe](javascript:alert(1)) and [our contact page](/contact).`;
  await body.fill(edited);
  await button(page, 'Preview').click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 2, name: new RegExp(`Updated ${marker}$`) })).toBeVisible();
  // Preview posts to the page's #preview: the browser lands on it, below the long text box.
  await expect(preview.getByRole('heading', { name: 'Preview', exact: true })).toBeInViewport();
  await expect(preview.locator('strong')).toHaveText('wording');
  await expect(preview).toContainText('<script>window.pwned = 1</script>');
  await expect(preview.getByRole('link', { name: 'unsafe' })).toHaveCount(0);
  await expect(preview.getByRole('link', { name: 'our contact page' })).toHaveAttribute('href', '/contact');
  await expect(page.locator('script', { hasText: 'pwned' })).toHaveCount(0);
  await expect(body).toHaveValue(edited);
  expect(savedRow(legal.key)).toEqual(before);
  await expectAccessible(page);

  // Save: post/redirect/get with the notice, and visitors read it on the next request.
  await button(page, 'Save').click();
  await expect(toast(page, legal.saved)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${legal.editor}$`));
  await expect(field(page, 'Page text')).toHaveValue(edited);
  expect(savedRow(legal.key).version).toBe(before.version + 1);
  await open(page, legal.path, testInfo);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`Updated ${marker}$`) })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: `Updated ${marker}` }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`New wording ${marker}.`);
  await expect(page.locator('script', { hasText: 'pwned' })).toHaveCount(0);

  // The stale tab: refused with the message, its text kept, the saved version shown beside it.
  const staleText = `Text typed in the other tab ${marker}`;
  await field(staleTab, 'Heading').fill(`Other tab ${marker}`);
  await field(staleTab, 'Page text').fill(staleText);
  await button(staleTab, 'Save').click();
  await expect(
    staleTab.getByRole('alert').filter({ hasText: 'This page was changed by someone else since you opened it' }),
  ).toBeVisible();
  await expect(field(staleTab, 'Page text')).toHaveValue(staleText);
  await expect(field(staleTab, 'Heading')).toHaveValue(`Other tab ${marker}`);
  const saved = staleTab.getByRole('region', { name: 'The saved version' });
  await expect(saved).toContainText(`## Updated ${marker}`);
  await expect(saved.getByRole('link', { name: legal.path })).toHaveAttribute('href', legal.path);
  expect(savedRow(legal.key).version).toBe(before.version + 1);
  await open(page, legal.path, testInfo);
  await expect(page.getByRole('main')).toContainText(`New wording ${marker}.`);
  await expect(page.getByRole('main')).not.toContainText(staleText);
  await expectAccessible(staleTab);

  // Having seen the saved version, the other tab may replace it on purpose: here with the original text.
  await field(staleTab, 'Heading').fill(original.heading);
  await field(staleTab, 'Page text').fill(original.body);
  await button(staleTab, 'Save').click();
  await expect(toast(staleTab, legal.saved)).toBeVisible();
  await open(page, legal.path, testInfo);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(original.heading);
  await expect(page.getByRole('main')).not.toContainText(marker);
});

test('visitors and signed-in customers are sent to /login, and their posts change nothing', async ({
  page,
}, testInfo) => {
  const legal = legalPageOf(testInfo);
  const before = savedRow(legal.key);
  const post = () =>
    page.request.post(legal.editor, {
      form: {
        heading: 'Taken over',
        intro: '',
        body: '## Taken over',
        version: String(before.version),
        intent: 'save',
      },
      headers: { Origin: new URL(siteURL()).origin },
      maxRedirects: 0,
    });

  await page.goto(legal.editor);
  await expect(page).toHaveURL(/\/login(\?|$)/);
  expect((await post()).status()).toBe(403);

  await login(page);
  await page.goto(legal.editor);
  await expect(page).toHaveURL(/\/login(\?|$)/);
  expect((await post()).status()).toBe(403);

  expect(savedRow(legal.key)).toEqual(before);
  await open(page, legal.path, testInfo);
  await expect(page.getByRole('main')).not.toContainText('Taken over');
});
