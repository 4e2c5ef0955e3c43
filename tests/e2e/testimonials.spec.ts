import { expect, test, type Page } from './fixtures';
import { expectArtwork } from './images';
import { expectAccessible, open } from './support';

const cards = (page: Page) => page.getByTestId('testimonial-card');
const indicator = (page: Page) => page.getByTestId('page-indicator');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Testimonial pages' });

test('testimonials show the newest three with the page indicator', async ({ page }, testInfo) => {
  await open(page, '/testimonials', testInfo);
  await expect(page).toHaveTitle('Client Testimonials | Petal & Quill');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Testimonials' })).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  await expect(indicator(page)).toHaveText('1 / 3');

  const first = cards(page).first();
  await expect(first).toContainText('Our Blush Peony invitations were the first thing every guest mentioned.');
  await expect(first).toContainText('Sneha Malhotra');
  await expect(first).toContainText('Bride');
  await expectArtwork(
    first.getByRole('img', { name: 'Sneha Malhotra', exact: true }),
    '/images/avatars/reviewer-1.webp',
  );
  await expect(first.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(cards(page).nth(2)).toContainText('Wedding Planner, Goa Coast Weddings');
  // This page is checked with axe in review-form.spec.ts.
});

test('previous on the first page wraps to the last, next wraps back', async ({ page }, testInfo) => {
  await open(page, '/testimonials', testInfo);
  await pager(page).getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/\?page=3$/);
  await expect(indicator(page)).toHaveText('3 / 3');
  await expect(cards(page)).toHaveCount(1);
  const last = cards(page).first();
  await expect(last).toContainText('Devika Rao');
  await expect(last).toContainText('Event Manager, The Orchid Banquets');
  // No photo: the first letter of the name stands in.
  await expect(last.getByTestId('avatar-initial')).toHaveText('D');
  await expect(last.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expectAccessible(page);

  await pager(page).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\?page=1$/);
  await expect(indicator(page)).toHaveText('1 / 3');
  await pager(page).getByRole('link', { name: 'Next page' }).click();
  await expect(indicator(page)).toHaveText('2 / 3');
  await expect(cards(page).getByText(/^(Kavya Iyer|Rahul & Nikita|Farah Khan)$/)).toHaveText([
    'Kavya Iyer',
    'Rahul & Nikita',
    'Farah Khan',
  ]);
});

test('an out-of-range page wraps into range', async ({ page }, testInfo) => {
  await open(page, '/testimonials?page=4', testInfo);
  await expect(indicator(page)).toHaveText('1 / 3');
  await open(page, '/testimonials?page=nonsense', testInfo);
  await expect(indicator(page)).toHaveText('1 / 3');
});

test('the vendor review site opens in a new tab', async ({ page }, testInfo) => {
  await open(page, '/testimonials', testInfo);
  const link = page.getByRole('link', { name: /Read Our Vendor Reviews/ });
  await expect(link).toHaveAttribute('href', 'https://www.weddingwire.in/');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
});
