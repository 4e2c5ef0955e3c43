import sharp, { type OverlayOptions } from 'sharp';
import { pointsToPixels } from './artwork';
import { templateFaces } from './fonts';
import { PAGE, type Shape, type Sheet, type TextLine } from './sheet';

/** 216 dpi makes the 5×7 in card 1080 px wide, what phones and Instagram show at full sharpness. */
export const SHARE_DPI = 216;
const px = (points: number) => pointsToPixels(points, SHARE_DPI);

const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function shapesSvg(shapes: Shape[]): Buffer {
  const paths = shapes
    .map(
      (s) =>
        `<path d="${s.path}" fill="${s.fill ?? 'none'}"${s.stroke ? ` stroke="${s.stroke}" stroke-width="${s.strokeWidth ?? 1}"` : ''}/>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px(PAGE.width)}" height="${px(PAGE.height)}" viewBox="0 0 ${PAGE.width} ${PAGE.height}">${paths}</svg>`,
  );
}

/** sharp crops the text image to the ink, so it is placed by the ink's top (measured with fontkit). */
async function textLayer(line: TextLine): Promise<OverlayOptions> {
  const face = templateFaces()[line.face];
  const spacing = Math.round(line.tracking * 1024);
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${line.colour}" letter_spacing="${spacing}">${escapeMarkup(line.text)}</span>`,
      font: `${face.pangoName} ${line.size.toFixed(2)}`,
      fontfile: face.file,
      dpi: SHARE_DPI,
      rgba: true,
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    input: data,
    raw: { width: info.width, height: info.height, channels: info.channels },
    left: Math.max(0, Math.round(px(line.centreX) - info.width / 2)),
    top: Math.max(0, px(line.baseline - line.inkAscent)),
  };
}

export async function renderJpg(sheet: Sheet, artworkJpeg: Buffer): Promise<Buffer> {
  const { x, y, width, height } = sheet.artwork;
  const [artwork, ...texts] = await Promise.all([
    sharp(artworkJpeg).resize(px(width), px(height), { fit: 'fill' }).toBuffer(),
    ...sheet.lines.map(textLayer),
  ]);
  return sharp(shapesSvg(sheet.shapes), { density: 72 })
    .composite([{ input: artwork, left: px(x), top: px(y) }, ...texts])
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 88, chromaSubsampling: '4:4:4' })
    .withDensity(SHARE_DPI)
    .toBuffer();
}
