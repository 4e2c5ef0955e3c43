import { describe, expect, it } from 'vitest';
import { fallbackSrcOf, srcSetOf, thumbnailSrc, variantUrl, variantWidths } from '~/lib/images';

const hash = 'c'.repeat(64);

describe('image variant addresses', () => {
  it('lists the standard widths below the image, then its own width (never upscaled)', () => {
    expect(variantWidths(2400)).toEqual([
      [320, 320],
      [640, 640],
      [960, 960],
      [1280, 1280],
      [1920, 1920],
    ]);
    expect(variantWidths(900)).toEqual([
      [320, 320],
      [640, 640],
      [960, 900],
    ]);
    expect(variantWidths(640)).toEqual([
      [320, 320],
      [640, 640],
    ]);
    expect(variantWidths(240)).toEqual([[320, 240]]);
  });

  it('writes srcsets with true widths, a JPEG fallback near 960 pixels, and thumbnails from a ref', () => {
    expect(srcSetOf({ hash, width: 900 }, 'avif')).toBe(
      `/images/${hash}/320.avif 320w, /images/${hash}/640.avif 640w, /images/${hash}/960.avif 900w`,
    );
    expect(fallbackSrcOf({ hash, width: 1920 })).toBe(variantUrl(hash, 960, 'jpg'));
    expect(fallbackSrcOf({ hash, width: 500 })).toBe(`/images/${hash}/640.jpg`);
    expect(thumbnailSrc(hash)).toBe(`/images/${hash}/320.webp`);
    expect(thumbnailSrc('/images/collections/a.webp')).toBe('/images/collections/a.webp');
  });
});
