import { expect, test, type Locator, type Page } from './fixtures';
import { login } from './auth';
import { deleteThroughConfirmation, fakeJpeg, pngFile, toast, unique } from './content-admin';
import { expectAccessible, open } from './support';

// These tests change the home page its worker's server shows (fixtures.ts). Each touches only the
// featured item it made, and puts the page's own fields back as they were.
test.use({ ownServer: true });

/** A field by its label (an optional one's label ends with "(optional)"). */
const field = (page: Page | Locator, label: string) => page.getByLabel(new RegExp(`^${label}( \\(optional\\))?$`));
const addForm = (page: Page) => page.getByRole('region', { name: 'Add a featured item' });
const strip = (page: Page) => page.getByTestId('designs-strip');

test('featured items: add with an image → on the home page → edit → seen changed → delete with the confirmation → gone', async ({
  page,
}, testInfo) => {
  test.slow();
  await login(page, { admin: true });
  const title = `A save the date ${unique()}`;
  await open(page, '/admin', testInfo);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Edit Home Page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Home Page' })).toBeVisible();
  await expectAccessible(page);

  // A field left empty: the spec's message beside the add form, what was typed kept, nothing added.
  await field(addForm(page), 'Title').fill(title);
  await page.getByRole('button', { name: 'Add featured item' }).click();
  await expect(page.getByText('Please fill in all fields for the new featured item').first()).toBeVisible();
  await expect(field(page, 'Title')).toHaveValue(title);
  await expect(field(page, 'Link')).toHaveAttribute('aria-invalid', 'true');

  // Not an image: refused by its content, nothing stored.
  await field(page, 'Link').fill('/collections');
  await field(page, 'Image').setInputFiles(fakeJpeg);
  await page.getByRole('button', { name: 'Add featured item' }).click();
  await expect(page.getByText('“holiday.jpg” is not an image we can use.')).toBeVisible();
  await expect(field(page, 'Title')).toHaveValue(title);

  await field(page, 'Image').setInputFiles(await pngFile('save-the-date.png'));
  await page.getByRole('button', { name: 'Add featured item' }).click();
  await expect(toast(page, 'Featured item added successfully!')).toBeVisible();
  await expect(page.getByTestId('page-item').filter({ hasText: title })).toContainText('/collections');

  await open(page, '/', testInfo);
  const added = strip(page).getByRole('link', { name: title });
  await expect(added).toHaveAttribute('href', '/collections');
  await expect(added.locator('picture source[type="image/webp"]')).toHaveAttribute(
    'srcset',
    /\/images\/[0-9a-f]{64}\//,
  );

  await open(page, '/admin/home', testInfo);
  await page.getByRole('link', { name: `Edit: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit featured item' })).toBeVisible();
  await field(page, 'Title').fill(`${title}, framed`);
  await field(page, 'Link').fill('/portfolio');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Featured item updated successfully!')).toBeVisible();
  await open(page, '/', testInfo);
  await expect(strip(page).getByRole('link', { name: `${title}, framed` })).toHaveAttribute('href', '/portfolio');

  await open(page, '/admin/home', testInfo);
  await deleteThroughConfirmation(
    page,
    `${title}, framed`,
    'Are you sure you want to delete this featured item?',
    testInfo,
  );
  await expect(toast(page, 'Featured item deleted successfully!')).toBeVisible();
  await open(page, '/', testInfo);
  await expect(strip(page).getByRole('link', { name: title })).toHaveCount(0);
  await expect(strip(page).getByRole('link').first()).toBeVisible();
});

test('the page’s own fields: saved and seen on the home page at once; a stale tab is told and keeps its text', async ({
  page,
}, testInfo) => {
  test.slow();
  await login(page, { admin: true });
  const marker = unique();
  await open(page, '/admin/home', testInfo);
  const staleTab = await page.context().newPage();
  await open(staleTab, '/admin/home', testInfo);
  const original = await field(page, 'Featured heading').inputValue();

  await field(page, 'Hero heading').fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Hero heading is required')).toBeVisible();
  await expect(field(page, 'Featured heading')).toHaveValue(original);

  const hero = await field(page, 'Hero heading').inputValue();
  await field(page, 'Hero heading').fill(hero || 'Exquisite Digital Wedding Invitations');
  await field(page, 'Featured heading').fill(`Designs in Action ${marker}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Home page content updated successfully!')).toBeVisible();
  await expect(field(page, 'Featured heading')).toHaveValue(`Designs in Action ${marker}`);
  await open(page, '/', testInfo);
  await expect(page.getByRole('heading', { level: 2, name: `Designs in Action ${marker}` })).toBeVisible();

  // The other tab, opened before the save: refused, its text kept, the saved version beside it.
  await field(staleTab, 'Featured subheading').fill(`Typed in the other tab ${marker}`);
  await staleTab.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(staleTab.getByRole('alert').filter({ hasText: 'This page changed since you opened it' })).toBeVisible();
  await expect(field(staleTab, 'Featured subheading')).toHaveValue(`Typed in the other tab ${marker}`);
  await expect(staleTab.getByRole('region', { name: 'The saved version' })).toContainText(
    `Designs in Action ${marker}`,
  );
  await expectAccessible(staleTab);
  await open(page, '/', testInfo);
  await expect(page.getByRole('main')).not.toContainText(`Typed in the other tab ${marker}`);

  // Put the page back as it was.
  await staleTab.close();
  await open(page, '/admin/home', testInfo);
  await field(page, 'Featured heading').fill(original);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Home page content updated successfully!')).toBeVisible();
  await open(page, '/', testInfo);
  await expect(page.getByRole('main')).not.toContainText(marker);
});
