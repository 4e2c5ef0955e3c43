import { expect, test } from './fixtures';
import { expectAccessible, open } from './support';

const pages = [
  {
    path: '/privacy',
    heading: 'Privacy Policy',
    intro: 'This policy explains what personal information Petal & Quill collects',
    sections: ['What we collect', 'How we use it', 'Payments', 'Cookies', 'How long we keep it', 'Your rights'],
    // A section whose body has a blank line in it, and the start of each of its paragraphs.
    split: { section: 'What we collect', paragraphs: [/^When you place an order/, /^When you write to us/] },
  },
  {
    path: '/terms',
    heading: 'Terms of Service',
    intro: 'These terms apply to every purchase',
    sections: ['What you buy', 'Customisation and revisions', 'Licence', 'Refunds', 'Support', 'Contact'],
    split: {
      section: 'Customisation and revisions',
      paragraphs: [/^Customisation is completed/, /^One round of minor revisions/],
    },
  },
];

for (const legal of pages) {
  test(`${legal.path}: heading, introduction and every section`, async ({ page }, testInfo) => {
    const response = await open(page, legal.path, testInfo);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${legal.heading} | Petal & Quill`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.heading);
    await expect(page.getByRole('main')).toContainText(legal.intro);

    const article = page.getByRole('main').locator('section[id^="section-"]');
    await expect(article.getByRole('heading', { level: 2 })).toHaveText(legal.sections.map((s) => new RegExp(`${s}$`)));

    const split = page.getByRole('region', { name: new RegExp(`${legal.split.section}$`) });
    await expect(split.locator('p')).toHaveText(legal.split.paragraphs);
  });

  test(`${legal.path}: the contents list jumps to a section`, async ({ page }, testInfo) => {
    await open(page, legal.path, testInfo);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await expect(contents.getByRole('link')).toHaveText(legal.sections);
    const last = legal.sections.at(-1)!;
    await contents.getByRole('link', { name: last, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${legal.path}#section-${legal.sections.length}$`));
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`${last}$`) })).toBeInViewport();
  });
}

test('the footer leads to both legal pages', async ({ page }, testInfo) => {
  await open(page, '/', testInfo);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

// axe needs JavaScript: in the no-js project expectAccessible (support.ts) scans a script-free copy of the page.
test.describe('legal pages accessibility', () => {
  for (const { path } of pages) {
    test(`${path}: accessible on desktop and phone`, async ({ page }, testInfo) => {
      await open(page, path, testInfo);
      await expectAccessible(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, path, testInfo);
      await expectAccessible(page);
    });
  }
});
