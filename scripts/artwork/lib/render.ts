import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import fs from 'node:fs';
import path from 'node:path';
import { FONT_OPTS } from './fonts';

export function rasterize(svg: string, width?: number): Buffer {
  const r = new Resvg(svg, {
    font: FONT_OPTS,
    fitTo: width ? { mode: 'width', value: width } : { mode: 'original' },
    shapeRendering: 2,
    textRendering: 1,
  });
  return r.render().asPng();
}

export async function writeWebp(svg: string, out: string, quality = 80): Promise<number> {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const png = rasterize(svg);
  const buf = await sharp(png).webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
  fs.writeFileSync(out, buf);
  return buf.length;
}

export async function writePng(svg: string, out: string, width?: number): Promise<number> {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const png = rasterize(svg, width);
  const buf = await sharp(png).png({ compressionLevel: 9, palette: false }).toBuffer();
  fs.writeFileSync(out, buf);
  return buf.length;
}

/** Text converted to outlines by resvg's own parser (for a standalone SVG favicon). */
export function outlineSvg(svg: string): string {
  return new Resvg(svg, { font: FONT_OPTS }).toString();
}
