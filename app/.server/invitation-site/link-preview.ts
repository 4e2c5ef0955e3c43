import crypto from 'node:crypto';
import sharp from 'sharp';
import { moveLine, setLine, type TextStyle } from '~/.server/designs/fit-text';
import { lineSvg } from '~/.server/designs/glyph-svg';
import type { FaceKey } from '~/.server/designs/fonts';
import { ByteLru } from '~/.server/platform/byte-lru';

/** What WhatsApp, iMessage and Facebook draw best: 1.91:1, under 300 KB. */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/** Some apps crop the preview to a square: the names and date stay inside the centre one. */
const CARD = 540;
/** Raised when the drawing changes, so every link's preview is drawn anew. */
const DRAWING_VERSION = 1;

const CREAM = '#f5ede3';
const ROSE = '#8e4b58';
const GOLD = '#b08d57';
const INK = '#2d2326';

export interface PreviewContent {
  /** The couple's names, as the site's title has them. */
  title: string;
  /** "13–14 February 2027", or '' before any event. */
  dateLine: string;
  /** "Udaipur", or ''. */
  place: string;
  /** The couple's invitation picture, when drawn. */
  design: Buffer | null;
  /** Names the design's bytes (its stored file), for the version. */
  designKey: string | null;
}

/** Changes with anything the picture shows: the `?v=` of its address. */
export function previewVersion(content: PreviewContent): string {
  return crypto
    .createHash('sha256')
    .update([DRAWING_VERSION, content.title, content.dateLine, content.place, content.designKey ?? ''].join('\0'))
    .digest('hex')
    .slice(0, 12);
}

const style = (face: FaceKey, size: number, tracking = 0, caps = false): TextStyle => ({
  face,
  size,
  minSize: size / 3,
  tracking,
  caps,
  lineHeight: 1.1,
  align: 'middle',
  valign: 'middle',
  maxLines: 1,
});

/** One line centred on `centreX`, shrunk until it fits `maxWidth`. */
function centredLine(
  text: string,
  textStyle: TextStyle,
  centreX: number,
  baseline: number,
  maxWidth: number,
  fill: string,
) {
  let size = textStyle.size;
  let line = setLine(text, textStyle, size);
  while (line.width > maxWidth && size > textStyle.minSize) {
    size *= 0.92;
    line = setLine(text, textStyle, size);
  }
  return `<g fill="${fill}">${lineSvg(moveLine(line, centreX - line.width / 2, baseline))}</g>`;
}

/** The card in the centre: names in script, an ornament, the date and place in spaced capitals. */
function cardSvg(content: PreviewContent): string {
  const x = (PREVIEW_WIDTH - CARD) / 2;
  const y = (PREVIEW_HEIGHT - CARD) / 2;
  const cx = PREVIEW_WIDTH / 2;
  const width = CARD - 90;
  const parts = [
    `<rect x="${x}" y="${y}" width="${CARD}" height="${CARD}" rx="18" fill="${CREAM}" fill-opacity="0.94"/>`,
    `<rect x="${x + 14}" y="${y + 14}" width="${CARD - 28}" height="${CARD - 28}" rx="12" fill="none" stroke="${GOLD}" stroke-width="2"/>`,
    centredLine('Wedding invitation', style('serif-500', 22, 0.24, true), cx, y + 120, width, GOLD),
    // The script face's ampersand sits tight against the names: it gets room of its own.
    centredLine(content.title.replace(/\s*&\s*/gu, '\u2002&\u2002'), style('script', 92), cx, y + 275, width, ROSE),
    `<path d="M${cx - 70} ${y + 330} H${cx - 12} M${cx + 12} ${y + 330} H${cx + 70}" stroke="${GOLD}" stroke-width="2"/>`,
    `<circle cx="${cx}" cy="${y + 330}" r="5" fill="${GOLD}"/>`,
  ];
  if (content.dateLine)
    parts.push(centredLine(content.dateLine, style('serif-500', 34, 0.08, true), cx, y + 400, width, INK));
  if (content.place)
    parts.push(centredLine(content.place, style('serif-400', 28, 0.12, true), cx, y + 450, width, INK));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">${parts.join('')}</svg>`;
}

async function backdrop(design: Buffer | null): Promise<Buffer> {
  if (design) {
    try {
      return await sharp(design)
        .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover', position: 'attention' })
        .blur(10)
        .modulate({ brightness: 1.08, saturation: 0.85 })
        .png()
        .toBuffer();
    } catch {
      // A picture that cannot be read: the plain background below.
    }
  }
  const gradient = `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3e1dc"/><stop offset="1" stop-color="${CREAM}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(gradient)).png().toBuffer();
}

/** The preview a chat app draws for a link to the site: a 1200×630 JPEG. */
export async function renderLinkPreview(content: PreviewContent): Promise<Buffer> {
  return sharp(await backdrop(content.design))
    .composite([{ input: Buffer.from(cardSvg(content)), top: 0, left: 0 }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

const drawn = new ByteLru<{ bytes: number; jpeg: Buffer }>(16 * 1024 * 1024);

/** Drawn once per version and kept in memory: a shared link is fetched by every phone that shows it. */
export async function linkPreviewOf(content: PreviewContent): Promise<{ version: string; jpeg: Buffer }> {
  const version = previewVersion(content);
  const hit = drawn.get(version);
  if (hit) return { version, jpeg: hit.jpeg };
  const jpeg = await renderLinkPreview(content);
  drawn.set(version, { bytes: jpeg.byteLength, jpeg });
  return { version, jpeg };
}
