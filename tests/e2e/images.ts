import { expect, type Locator } from './fixtures';
import { queryDb } from './support';

/** The hash the server gave the site's artwork file `publicPath` (/images/…) when it took it through the pipeline. */
export function artworkHash(publicPath: string): string {
  const [row] = queryDb<{ image_hash: string }>('select image_hash from image_sources where path = ?', publicPath);
  if (!row) throw new Error(`${publicPath} was not taken through the image pipeline`);
  return row.image_hash;
}

/** An `<img>` of the pipeline shows the artwork file `publicPath` (its JPEG fallback names the image's hash). */
export async function expectArtwork(image: Locator, publicPath: string) {
  await expect(image).toHaveAttribute('src', new RegExp(`^/images/${artworkHash(publicPath)}/\\d+\\.jpg$`));
}

/**
 * An `<img>` is a pipeline `<picture>`: AVIF and WebP sources and a JPEG srcset, all with width
 * descriptors and the same sizes, and the image's own width and height (no layout shift).
 */
export async function expectPicture(image: Locator) {
  await expect(image).toHaveAttribute('src', /^\/images\/[0-9a-f]{64}\/\d+\.jpg$/);
  await expect(image).toHaveAttribute(
    'srcset',
    /^(\/images\/[0-9a-f]{64}\/\d+\.jpg \d+w)(, \/images\/[0-9a-f]{64}\/\d+\.jpg \d+w)*$/,
  );
  await expect(image).toHaveAttribute('width', /^[1-9]\d*$/);
  await expect(image).toHaveAttribute('height', /^[1-9]\d*$/);
  const sizes = await image.getAttribute('sizes');
  expect(sizes).toBeTruthy();
  const picture = image.locator('xpath=..');
  await expect(picture).toHaveJSProperty('tagName', 'PICTURE');
  for (const [type, extension] of [
    ['image/avif', 'avif'],
    ['image/webp', 'webp'],
  ]) {
    const source = picture.locator(`source[type="${type}"]`);
    await expect(source).toHaveAttribute('srcset', new RegExp(`^/images/[0-9a-f]{64}/\\d+\\.${extension} \\d+w`));
    await expect(source).toHaveAttribute('sizes', sizes!);
  }
}
