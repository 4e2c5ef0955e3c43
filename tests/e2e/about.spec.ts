import { expect, test } from './fixtures';
import { expectArtwork, expectPicture } from './images';
import { expectAccessible, open } from './support';

test('about: heading, tagline and the founder’s story', async ({ page }, testInfo) => {
  await open(page, '/about', testInfo);
  await expect(page).toHaveTitle('About | Petal & Quill');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Aditi Sharma/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Petal & Quill');
  await expect(page.getByRole('main')).toContainText('Digital invitations, designed by hand and made to be shared.');
  await expect(page.getByRole('main')).toContainText('small design studio in New Delhi');

  const founder = page.getByRole('region', { name: 'Aditi Sharma' });
  await expect(founder.getByRole('heading', { level: 2 })).toHaveText('Aditi Sharma');
  await expect(founder).toContainText('Founder & Lead Designer');
  await expect(founder).toContainText('started Petal & Quill in 2021');
  await expect(founder).toContainText('over 4 years of experience');
  // The bio's blank line makes two paragraphs.
  await expect(founder.locator('p', { hasText: /2021|paints every floral/ })).toHaveCount(2);
  const portrait = founder.getByRole('img', { name: 'From the studio of Aditi Sharma' });
  await expectArtwork(portrait, '/images/about/founder.webp');
  await expectPicture(portrait);
});

test('about: mission pillars and the six-step design process, in order', async ({ page }, testInfo) => {
  await open(page, '/about', testInfo);
  const mission = page.getByRole('region', { name: 'Our Mission' });
  await expect(mission.getByRole('heading', { level: 3 })).toHaveText([
    'Accessibility',
    'Sustainability',
    'Personalization',
  ]);
  for (const pillar of await mission.getByRole('listitem').all()) {
    await expect(pillar.locator('p')).toHaveText(/\w{3,}.*\./);
  }

  const process = page.getByRole('region', { name: 'Our Design Process' });
  const steps = process.locator('ol > li');
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
    'Research',
    'Concept',
    'Digital Execution',
    'Testing',
    'Customization Options',
    'Final Delivery',
  ]);
  await expect(steps.nth(0)).toContainText('01');
  await expect(steps.nth(5)).toContainText('06');
  await expect(steps.nth(5)).toContainText('PDF');
});

test('about: the team and the way on', async ({ page }, testInfo) => {
  await open(page, '/about', testInfo);
  const team = page.getByRole('region', { name: 'Meet the Team' });
  await expect(team.getByRole('heading', { level: 3 })).toHaveText(['Meher Kapoor', 'Kabir Sethi', 'Nisha Rao']);
  await expect(team.getByRole('img')).toHaveCount(3);
  await expectArtwork(team.getByRole('img', { name: 'Meher Kapoor, Lead Illustrator' }), '/images/about/team-1.webp');
  await expect(team).toContainText('Lead Illustrator');

  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Browse Collections' })).toHaveAttribute('href', '/collections');
  await main.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});

test('about: opens at the top of the page', async ({ page }, testInfo) => {
  await open(page, '/', testInfo);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Petal & Quill' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

// axe needs JavaScript: in the no-js project expectAccessible (support.ts) scans a script-free copy of the page.
test.describe('about accessibility', () => {
  test('about: accessible on desktop and phone', async ({ page }, testInfo) => {
    await open(page, '/about', testInfo);
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/about', testInfo);
    await expectAccessible(page);
  });
});
