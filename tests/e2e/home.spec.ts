import { expect, test, type Page } from './fixtures';
import { artworkHash, expectArtwork, expectPicture } from './images';
import { expectAccessible, open } from './support';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('home: title and the full-height hero with its links', async ({ page }, testInfo) => {
  await open(page, '/', testInfo);
  await expect(page).toHaveTitle('Petal & Quill — Exquisite Digital Wedding Invitations');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /digital wedding invitations/i);

  const hero = section(page, 'Exquisite Digital Wedding Invitations');
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Exquisite Digital Wedding Invitations');
  await expect(hero.getByRole('link', { name: 'Browse Collections' })).toHaveAttribute('href', '/collections');
  await expect(hero.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');

  // The hero fills the first screen and its image is fetched first, not lazily.
  const box = await hero.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.y + box!.height).toBeGreaterThanOrEqual(viewport.height - 2);
  const heroImage = hero.getByRole('img');
  await expectArtwork(heroImage, '/images/home/hero.webp');
  await expectPicture(heroImage);
  await expect(heroImage).toHaveAttribute('sizes', '100vw');
  await expect(heroImage).toHaveAttribute('width', '1920');
  await expect(heroImage).toHaveAttribute('height', '1200');
  await expect(heroImage).toHaveAttribute('fetchpriority', 'high');
  await expect(heroImage).not.toHaveAttribute('loading', 'lazy');
  await expect(heroImage).toHaveAttribute('alt', /\S/);

  // The arrow jumps to the next section.
  const arrow = hero.getByRole('link', { name: /scroll down/i });
  await expect(arrow).toHaveAttribute('href', '#designs');
  await arrow.click();
  await expect(page).toHaveURL(/#designs$/);
  await expect(page.getByRole('heading', { name: 'Our Designs in Action' })).toBeInViewport();
});

test('home: the hero artwork is preloaded, and its variants are served immutable', async ({ page }, testInfo) => {
  await open(page, '/', testInfo);
  const hash = artworkHash('/images/home/hero.webp');
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('type', 'image/avif');
  await expect(preload).toHaveAttribute('imagesrcset', new RegExp(`/images/${hash}/1920\\.avif 1920w`));
  await expect(preload).toHaveAttribute('imagesizes', '100vw');

  for (const [file, type] of [
    ['640.avif', 'image/avif'],
    ['320.webp', 'image/webp'],
    ['960.jpg', 'image/jpeg'],
  ]) {
    const response = await page.request.get(`/images/${hash}/${file}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe(type);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  }
  for (const file of ['641.avif', '640.gif', '../../etc/passwd']) {
    expect((await page.request.get(`/images/${hash}/${file}`)).status()).toBe(404);
  }
  expect((await page.request.get(`/images/${'0'.repeat(64)}/640.avif`)).status()).toBe(404);
});

test('home: Learn More opens the about page', async ({ page }, testInfo) => {
  await open(page, '/', testInfo);
  await page.getByRole('link', { name: 'Learn More' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Petal & Quill' })).toBeVisible();
});

test('home: the designs strip loops five images endlessly, without scripts', async ({ page }, testInfo) => {
  // The browser tests ask for reduced motion (playwright.config.ts); this one looks at the motion.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await open(page, '/', testInfo);
  const designs = section(page, 'Our Designs in Action');
  await expect(designs).toHaveAttribute('id', 'designs');
  const strip = designs.getByTestId('designs-strip');
  const copies = strip.locator('ul');
  await expect(copies).toHaveCount(2);
  // The first copy is the real list: five linked images, each with alt text.
  const images = copies.nth(0).getByRole('img');
  await expect(images).toHaveCount(5);
  for (const n of [1, 2, 3, 4, 5]) {
    const image = copies
      .nth(0)
      .getByRole('img')
      .nth(n - 1);
    await expectArtwork(image, `/images/strip/strip-${n}.webp`);
    await expect(image).toHaveAttribute('alt', /\S/);
  }
  // The second copy only closes the loop: hidden from assistive technology, out of the tab order.
  await expect(copies.nth(1)).toHaveAttribute('aria-hidden', 'true');
  await expect(copies.nth(1).locator('img')).toHaveCount(5);
  for (const link of await copies.nth(1).locator('a').all()) await expect(link).toHaveAttribute('tabindex', '-1');

  const track = strip.locator(':scope > div').first();
  const animation = () =>
    track.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        name: style.animationName,
        duration: style.animationDuration,
        iterations: style.animationIterationCount,
      };
    });
  expect(await animation()).toEqual({ name: 'marquee', duration: '20s', iterations: 'infinite' });
  // It pauses under the pointer.
  await strip.hover();
  await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');

  await expect(designs.getByRole('link', { name: 'View More Designs' })).toHaveAttribute('href', '/portfolio');
});

test('home: the strip stands still for visitors who ask for reduced motion', async ({ page }, testInfo) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/', testInfo);
  const strip = page.getByTestId('designs-strip');
  expect(
    await strip
      .locator(':scope > div')
      .first()
      .evaluate((el) => getComputedStyle(el).animationName),
  ).toBe('none');
  await expect(strip.locator('ul').nth(1)).toBeHidden();
});

test('home: three featured collections, how it works, and their links', async ({ page }, testInfo) => {
  await open(page, '/', testInfo);
  const featured = section(page, 'Featured Collections');
  const cards = featured.getByTestId('collection-card');
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) {
    await expect(card.getByRole('link')).toHaveAttribute('href', /^\/collections\/\d+$/);
    await expect(card.getByRole('img')).toHaveAttribute('alt', /\S/);
    await expect(card).toContainText(/\$\d+\.\d{2}/);
  }
  await expect(cards.first()).toContainText('Blush Peony Romance');
  await expect(cards.first()).toContainText('$39.99');
  await expect(featured.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/collections');

  const how = section(page, 'How It Works');
  const steps = how.getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText(/choose a design/i);
  await expect(steps.nth(1)).toContainText(/customi[sz]e .*purchase securely/i);
  await expect(steps.nth(2)).toContainText(/download .*share digitally/i);
  await expect(how.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/collections');
});

test('home: call to action, client love and the closing band', async ({ page }, testInfo) => {
  await open(page, '/', testInfo);
  const cta = section(page, 'Create Unforgettable Moments');
  await expect(cta.getByRole('link', { name: 'Contact Us Today' })).toHaveAttribute('href', '/contact');
  const ctaImage = cta.locator(`img[src^="/images/${artworkHash('/images/home/cta.webp')}/"]`);
  await expect(ctaImage).toHaveAttribute('alt', '');
  await expectPicture(ctaImage);

  const love = section(page, 'Client Love');
  const quotes = love.getByTestId('testimonial-card');
  await expect(quotes).toHaveCount(2);
  await expect(quotes.nth(0)).toContainText('Sneha Malhotra');
  await expect(quotes.nth(0)).toContainText('Bride');
  await expect(quotes.nth(1)).toContainText('Arjun Mehta');
  await expect(quotes.nth(0).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(love.getByRole('link', { name: 'Read More Testimonials' })).toHaveAttribute('href', '/testimonials');

  const closing = page.getByRole('main').locator('section').last();
  await expect(closing.getByRole('link', { name: 'Browse Collections' })).toHaveAttribute('href', '/collections');
});

test('home: images below the fold are lazy and sized', async ({ page }, testInfo) => {
  await open(page, '/', testInfo);
  const hero = artworkHash('/images/home/hero.webp');
  const images = page.getByRole('main').locator(`img:not([src^="/images/${hero}/"])`);
  expect(await images.count()).toBeGreaterThanOrEqual(5 * 2 + 3 + 1);
  for (const image of await images.all()) {
    await expectPicture(image);
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await expect(image).toHaveAttribute('alt');
  }
});

test('an unknown path inside the site answers 404 in the site layout', async ({ page }, testInfo) => {
  const response = await open(page, '/collections-of-nothing/at/all', testInfo);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page Not Found | Petal & Quill');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  // Header and footer are still there, so the visitor can go on browsing.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Exquisite Digital Wedding Invitations' })).toBeVisible();
});

test.describe('home and 404 accessibility', () => {
  test('home: accessible on desktop and phone', async ({ page }, testInfo) => {
    await open(page, '/', testInfo);
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/', testInfo);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expectAccessible(page);
  });

  test('the 404 page is accessible', async ({ page }, testInfo) => {
    await open(page, '/nope', testInfo);
    await expectAccessible(page);
  });
});
