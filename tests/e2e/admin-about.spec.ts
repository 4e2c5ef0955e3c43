import { expect, test, type Locator, type Page } from './fixtures';
import { login } from './auth';
import { deleteThroughConfirmation, fakeJpeg, pngFile, toast, unique } from './content-admin';
import { executeDb, expectAccessible, open } from './support';

// These tests change the about page its worker's server shows (fixtures.ts). Each touches only the
// team member it made, and puts the page's own fields back as they were.
test.use({ ownServer: true });

/** A field by its label (an optional one's label ends with "(optional)"). */
const field = (page: Page | Locator, label: string) => page.getByLabel(new RegExp(`^${label}( \\(optional\\))?$`));
const addForm = (page: Page) => page.getByRole('region', { name: 'Add a team member' });
const team = (page: Page) => page.getByRole('region', { name: 'Meet the Team' });

test('team members: add with an image → on the about page → edit → seen changed → delete with the confirmation → gone', async ({
  page,
}, testInfo) => {
  test.slow();
  await login(page, { admin: true });
  const name = `Zoya Mirza ${unique()}`;
  await open(page, '/admin', testInfo);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Edit About Page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit About Page' })).toBeVisible();
  await expectAccessible(page);

  // Fields left empty: the spec's message beside the add form, what was typed kept, nothing added.
  await field(addForm(page), 'Name').fill(name);
  await page.getByRole('button', { name: 'Add team member' }).click();
  await expect(page.getByText('Please fill in all fields for the new team member').first()).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue(name);
  await expect(field(page, 'Bio')).toHaveAttribute('aria-invalid', 'true');

  // Not an image: refused by its content, nothing stored.
  await field(page, 'Title').fill('Calligrapher');
  await field(page, 'Bio').fill('Zoya letters every name by hand.');
  await field(page, 'Image').setInputFiles(fakeJpeg);
  await page.getByRole('button', { name: 'Add team member' }).click();
  await expect(page.getByText('“holiday.jpg” is not an image we can use.')).toBeVisible();
  await expect(field(page, 'Bio')).toHaveValue('Zoya letters every name by hand.');

  await field(page, 'Image').setInputFiles(await pngFile('zoya.png'));
  await page.getByRole('button', { name: 'Add team member' }).click();
  await expect(toast(page, 'Team member added successfully!')).toBeVisible();
  await expect(page.getByTestId('page-item').filter({ hasText: name })).toContainText('Calligrapher');

  await open(page, '/about', testInfo);
  const card = team(page).getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('Zoya letters every name by hand.');
  await expect(card.locator('picture source[type="image/webp"]')).toHaveAttribute('srcset', /\/images\/[0-9a-f]{64}\//);

  await open(page, '/admin/about', testInfo);
  await page.getByRole('link', { name: `Edit: ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit team member' })).toBeVisible();
  await field(page, 'Title').fill('Lettering Artist');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Team member updated successfully!')).toBeVisible();
  await open(page, '/about', testInfo);
  await expect(team(page).getByRole('listitem').filter({ hasText: name })).toContainText('Lettering Artist');

  await open(page, '/admin/about', testInfo);
  await deleteThroughConfirmation(page, name, 'Are you sure you want to delete this team member?', testInfo);
  await expect(toast(page, 'Team member deleted successfully!')).toBeVisible();
  await open(page, '/about', testInfo);
  await expect(page.getByRole('main')).not.toContainText(name);
});

test('the page’s own fields: saved with a new founder image and seen on the about page at once', async ({
  page,
}, testInfo) => {
  test.slow();
  await login(page, { admin: true });
  const marker = unique();
  const founderImage = () =>
    page.getByRole('region', { name: 'Aditi Sharma' }).locator('picture source[type="image/webp"]');
  await open(page, '/about', testInfo);
  const portrait = await founderImage().getAttribute('srcset');
  await open(page, '/admin/about', testInfo);
  const original = await field(page, 'Tagline').inputValue();

  await field(page, 'Founder name').fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Founder name is required')).toBeVisible();
  await expect(field(page, 'Tagline')).toHaveValue(original);

  await field(page, 'Founder name').fill('Aditi Sharma');
  await field(page, 'Tagline').fill(`Designed by hand ${marker}`);
  await field(page, 'Founder image').setInputFiles(await pngFile('aditi.png'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'About page content updated successfully!')).toBeVisible();
  await expect(field(page, 'Tagline')).toHaveValue(`Designed by hand ${marker}`);

  await open(page, '/about', testInfo);
  await expect(page.getByRole('main')).toContainText(`Designed by hand ${marker}`);
  const uploaded = await founderImage().getAttribute('srcset');
  expect(uploaded).toMatch(/\/images\/[0-9a-f]{64}\//);
  expect(uploaded).not.toBe(portrait);

  // Saved again without choosing a file: the new portrait stays.
  await open(page, '/admin/about', testInfo);
  await field(page, 'Tagline').fill(original);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'About page content updated successfully!')).toBeVisible();
  await open(page, '/about', testInfo);
  await expect(founderImage()).toHaveAttribute('srcset', uploaded!);
  // The sample portrait back (no form can choose the site's own artwork), as a save would: a new version.
  executeDb(
    `update site_content set value = json_set(value, '$.founderImage', ?), version = version + 1 where key = 'about'`,
    '/images/about/founder.webp',
  );
  await open(page, '/about', testInfo);
  await expect(page.getByRole('main')).not.toContainText(marker);
});
