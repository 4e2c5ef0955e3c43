import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { previewVersion, renderLinkPreview, type PreviewContent } from '~/.server/invitation-site/link-preview';
import { dateRangeOf, placeOf } from '~/.server/invitation-site/site-preview';

const content: PreviewContent = {
  title: 'Meera & Arjun',
  dateLine: '13–14 February 2027',
  place: 'Udaipur',
  design: null,
  designKey: null,
};

async function pixelsOf(jpeg: Buffer) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  return { data, info };
}

describe('the link preview', () => {
  it('is a 1200×630 JPEG under 300 KB, with or without the couple’s design behind the names', async () => {
    const design = await sharp({
      create: { width: 480, height: 672, channels: 3, background: { r: 214, g: 160, b: 170 } },
    })
      .png()
      .toBuffer();
    for (const picture of [null, design]) {
      const jpeg = await renderLinkPreview({ ...content, design: picture });
      const meta = await sharp(jpeg).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
      expect(jpeg.byteLength).toBeLessThan(300 * 1024);
    }
  });

  it('changes its pixels, and its version, when the names change', async () => {
    const before = await pixelsOf(await renderLinkPreview(content));
    const after = await pixelsOf(await renderLinkPreview({ ...content, title: 'Priya & Dev' }));
    expect(after.info).toEqual(before.info);
    let changed = 0;
    for (let i = 0; i < before.data.length; i += 3) {
      if (Math.abs(before.data[i]! - after.data[i]!) > 40) changed++;
    }
    // The names are drawn in the centre, large: thousands of pixels differ.
    expect(changed).toBeGreaterThan(2000);
    expect(previewVersion({ ...content, title: 'Priya & Dev' })).not.toBe(previewVersion(content));
    expect(previewVersion({ ...content })).toBe(previewVersion(content));
  });

  it('says the days and the town', () => {
    expect(dateRangeOf('2027-02-13', '2027-02-13')).toBe('13 February 2027');
    expect(dateRangeOf('2027-02-13', '2027-02-14')).toBe('13–14 February 2027');
    expect(dateRangeOf('2027-02-28', '2027-03-02')).toBe('28 February – 2 March 2027');
    expect(dateRangeOf('2027-12-31', '2028-01-01')).toBe('31 December 2027 – 1 January 2028');
    expect(placeOf('Lake Pichola, Udaipur, Rajasthan 313001')).toBe('Udaipur');
    expect(placeOf('The Leela Palace, Udaipur')).toBe('Udaipur');
    expect(placeOf('Jaipur')).toBe('Jaipur');
    expect(placeOf('')).toBe('');
  });
});
