import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { artFileName, keepArt, readKeptArt } from './art-disk-cache';
import { element, serialise } from './svg-tree';
import { writePdf } from './pdf-writer';
import { paperColour, setTemplateText, pieceLabel, type SetItem, type Template } from './template';
import type { SlotValues } from './slots';

/** Vector text over one 300 dpi image of the artwork (washes and textures PDF cannot express as vectors). */
export type PaperSize = 'a5' | '5x7';
const MM = 72 / 25.4;
const TRIM: Record<PaperSize, [number, number]> = { a5: [148 * MM, 210 * MM], '5x7': [5 * 72, 7 * 72] };
export const BLEED_PT = 3 * MM;
const DPI = 300;

export interface PdfOptions {
  paper: PaperSize;
  /** 3 mm on every side; the paper colour runs into it. */
  bleed: boolean;
  title?: string;
  artDpi?: number;
}

/** Scaled to cover the trim, centred; A5 is a shade narrower than 5×7, so its sides lose ~1 %. */
export function pageGeometry(template: Template, opts: PdfOptions) {
  const [a, b] = TRIM[opts.paper];
  const landscape = template.width > template.height;
  const [trimW, trimH] = landscape ? [b, a] : [a, b];
  const bleed = opts.bleed ? BLEED_PT : 0;
  const scale = Math.max(trimW / template.width, trimH / template.height);
  const pageW = trimW + 2 * bleed;
  const pageH = trimH + 2 * bleed;
  const originX = template.width / 2 - pageW / 2 / scale;
  const originY = template.height / 2 - pageH / 2 / scale;
  return { trimW, trimH, bleed, scale, pageW, pageH, originX, originY };
}

const artJpegs = new Map<string, Promise<Buffer>>();

/** The same for every couple, so rasterised once and kept in the process and on disk. */
function artJpeg(template: Template, g: ReturnType<typeof pageGeometry>, dpi: number): Promise<Buffer> {
  const key = artFileName(template.art, `print ${paperColour(template.paper)} ${g.pageW}x${g.pageH} ${dpi}`, 'jpg');
  let hit = artJpegs.get(key);
  if (!hit) {
    hit = readKeptArt(key).then(async (kept) => {
      if (kept && wholeJpeg(kept)) return kept;
      const jpeg = await rasteriseArt(template, g, dpi);
      await keepArt(key, jpeg);
      return jpeg;
    });
    hit.catch(() => artJpegs.delete(key));
    if (artJpegs.size >= 16) artJpegs.delete(artJpegs.keys().next().value as string);
    artJpegs.set(key, hit);
  }
  return hit;
}

/** A kept file a failing disk cut short is drawn again. */
const wholeJpeg = (bytes: Buffer) =>
  bytes.length > 4 && bytes.readUInt16BE(0) === 0xffd8 && bytes.readUInt16BE(bytes.length - 2) === 0xffd9;

async function rasteriseArt(template: Template, g: ReturnType<typeof pageGeometry>, dpi: number): Promise<Buffer> {
  const vw = g.pageW / g.scale;
  const vh = g.pageH / g.scale;
  const paper = paperColour(template.paper);
  // Built as a tree, every value escaped, the paper only ever a checked colour.
  const sheet = serialise(
    element('rect', { x: `${g.originX}`, y: `${g.originY}`, width: `${vw}`, height: `${vh}`, fill: paper }),
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${g.originX} ${g.originY} ${vw} ${vh}" width="${vw}" height="${vh}">${sheet}${template.art}</svg>`;
  const px = Math.round((g.pageW / 72) * dpi);
  const img = await renderAsync(svg, {
    fitTo: { mode: 'width', value: px },
    font: { loadSystemFonts: false, fontFiles: [] },
  });
  return sharp(Buffer.from(img.pixels), {
    raw: { width: img.width, height: img.height, channels: 4, premultiplied: true },
  })
    .flatten({ background: paper })
    .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

export async function renderSetPdf(template: Template, set: SetItem[], opts: PdfOptions): Promise<Buffer> {
  const g = pageGeometry(template, opts);
  const art = await artJpeg(template, g, opts.artDpi ?? DPI);
  return writePdf(
    {
      width: g.pageW,
      height: g.pageH,
      trim: { x: g.bleed, y: g.bleed, width: g.trimW, height: g.trimH },
      images: [{ jpeg: art, x: 0, y: 0, width: g.pageW, height: g.pageH }],
      texts: set.flatMap(({ item, lines }) =>
        lines.map((line) => ({
          drawn: line.drawn,
          actual: line.actual ?? line.text,
          face: line.face,
          size: line.size * g.scale,
          colour: line.fill ?? item.fill,
          opacity: item.opacity,
          x: (line.x - g.originX) * g.scale,
          baseline: (line.baseline - g.originY) * g.scale,
          tracking: line.tracking * g.scale,
        })),
      ),
    },
    { title: opts.title ?? `Petal & Quill — ${pieceLabel(template.piece)}` },
  );
}

export async function renderPdf(template: Template, values: SlotValues, opts: PdfOptions): Promise<Buffer> {
  return renderSetPdf(template, setTemplateText(template, values), opts);
}
