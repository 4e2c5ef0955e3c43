import { createHash } from 'node:crypto';
import { renderAsync, Resvg } from '@resvg/resvg-js';
import sharp, { type OverlayOptions } from 'sharp';
import { ByteLru } from '../platform/byte-lru';
import { artFileName, keepArt, readKeptArt } from './art-disk-cache';
import { workerPool } from '../worker-pool/server-pool';
import { fitText } from './fit-text';
import { RENDER_BUDGET_MS } from './render-budgets';
import { textLayerSvg, lineSvg } from './glyph-svg';
import { paperColour, setTemplateText, type SetItem, type Template } from './template';
import type { SlotValues } from './slots';

/**
 * The artwork never changes between couples, so it is rasterised once per template and size; each
 * render only rasterises the text outlines and composites them.
 */
export const PREVIEW_MAX = 1080;
const RESVG_FONTS = { loadSystemFonts: false, fontFiles: [] as string[] };

/** A card's artwork at 1800 px is 18 MB of RGBA. */
export const ART_CACHE_BYTES = 160 * 1024 * 1024;
const artCache = new ByteLru<{ raw: Buffer; width: number; height: number; bytes: number }>(
  ART_CACHE_BYTES,
  40 * 1024 * 1024,
);

function artKey(template: Template, width: number) {
  return `${createHash('sha1').update(template.art).digest('hex')}:${width}`;
}

/** Premultiplied RGBA, on libuv's thread pool so a large render never holds up requests. */
export async function artPixelsAsync(template: Template, width: number) {
  const key = artKey(template, width);
  const kept = artCache.get(key);
  if (kept) return kept;
  const file = artFileName(template.art, `raw ${width}`, 'png');
  const hit = (await artFromDisk(file, width)) ?? (await rasteriseArt(template, width, file));
  artCache.set(key, hit);
  return hit;
}

async function rasteriseArt(template: Template, width: number, file: string) {
  const img = await renderAsync(template.art, { fitTo: { mode: 'width', value: width }, font: RESVG_FONTS });
  const raw = Buffer.from(img.pixels);
  const raster = { width: img.width, height: img.height, channels: 4 as const };
  await keepArt(file, await sharp(raw, { raw: raster }).png({ compressionLevel: 6 }).toBuffer());
  return { raw, width: img.width, height: img.height, bytes: raw.byteLength };
}

async function artFromDisk(file: string, width: number) {
  const png = await readKeptArt(file);
  if (!png) return undefined;
  try {
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    if (info.channels !== 4 || info.width !== width) return undefined;
    return { raw: data, width: info.width, height: info.height, bytes: data.byteLength };
  } catch {
    return undefined;
  }
}

export function watermarkSvg(template: Template, ink: string): string {
  const size = Math.max(14, template.width / 26);
  const [line] = fitText(
    'Preview — Petal & Quill',
    {
      face: 'serif-italic-500',
      size,
      minSize: size,
      tracking: 0.04,
      caps: false,
      lineHeight: 1,
      align: 'middle',
      valign: 'middle',
      maxLines: 1,
    },
    { x: 0, y: -size, w: template.width * 2, h: size * 2 },
    { piece: 'preview' },
  );
  if (!line) return '';
  const mark = lineSvg(line);
  const stepX = template.width * 0.62;
  const stepY = size * 6;
  let uses = '';
  for (let y = -template.height; y < template.height * 2; y += stepY)
    for (let x = -template.width * 1.5; x < template.width * 1.5; x += stepX)
      uses += `<use href="#wm" x="${Math.round(x + ((y / stepY) % 2 ? stepX / 2 : 0))}" y="${Math.round(y)}"/>`;
  return `<defs><g id="wm">${mark}</g></defs><g fill="${ink}" opacity="0.2" transform="rotate(-30 ${template.width / 2} ${template.height / 2})">${uses}</g>`;
}

export function textSvg(template: Template, set: SetItem[], watermark: boolean): string {
  const ink = set.find((s) => s.item.slot === 'names')?.item.fill ?? '#3a302c';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${template.width} ${template.height}" width="${template.width}" height="${template.height}">${textLayerSvg(set)}${watermark ? watermarkSvg(template, ink) : ''}</svg>`;
}

/** The pixel checks use this. */
export function textPixels(svg: string, width: number) {
  const img = new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: RESVG_FONTS }).render();
  return { raw: Buffer.from(img.pixels), width: img.width, height: img.height, png: () => Buffer.from(img.asPng()) };
}

export interface ImageOptions {
  width: number;
  format: 'webp' | 'png' | 'jpeg';
  watermark: boolean;
  quality?: number;
}

/** One at preview size is about 6 MB. */
const markCache = new ByteLru<{ raw: Buffer; width: number; height: number; bytes: number }>(48 * 1024 * 1024);

function watermarkPixels(template: Template, width: number, ink: string) {
  const key = `${artKey(template, width)}:${ink}`;
  let hit = markCache.get(key);
  if (!hit) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${template.width} ${template.height}" width="${template.width}" height="${template.height}">${watermarkSvg(template, ink)}</svg>`;
    const px = textPixels(svg, width);
    hit = { raw: px.raw, width: px.width, height: px.height, bytes: px.raw.byteLength };
    markCache.set(key, hit);
  }
  return hit;
}

export async function renderSetImage(template: Template, set: SetItem[], opts: ImageOptions): Promise<Buffer> {
  const art = await artPixelsAsync(template, opts.width);
  const text = textPixels(textSvg(template, set, false), art.width);
  const layers: OverlayOptions[] = [
    {
      input: text.raw,
      raw: { width: text.width, height: text.height, channels: 4, premultiplied: true },
      top: 0,
      left: 0,
    },
  ];
  if (opts.watermark) {
    const ink = set.find((s) => s.item.slot === 'names')?.item.fill ?? '#3a302c';
    const mark = watermarkPixels(template, art.width, ink);
    layers.push({
      input: mark.raw,
      raw: { width: mark.width, height: mark.height, channels: 4, premultiplied: true },
      top: 0,
      left: 0,
    });
  }
  const composed = sharp(art.raw, {
    raw: { width: art.width, height: art.height, channels: 4, premultiplied: true },
  }).composite(layers);
  const q = opts.quality ?? (opts.format === 'jpeg' ? 90 : 82);
  if (opts.format === 'webp') return composed.webp({ quality: q, effort: 2 }).toBuffer();
  if (opts.format === 'jpeg')
    return composed
      .flatten({ background: paperColour(template.paper) })
      .jpeg({ quality: q, mozjpeg: false })
      .toBuffer();
  return composed.png({ compressionLevel: 6 }).toBuffer();
}

export interface PreviewDrawing {
  template: Template;
  values: SlotValues;
  maxSide?: number;
  format?: 'webp' | 'png';
}

/** Throws SlotTextError for words that do not fit, OverBudget, QueueFull or PoolClosed. */
export async function renderPreview(
  template: Template,
  values: SlotValues,
  opts: { maxSide?: number; format?: 'webp' | 'png' } = {},
): Promise<Buffer> {
  const image = await workerPool.run('preview', { template, values, ...opts }, { timeMs: RENDER_BUDGET_MS.preview });
  return Buffer.from(image.buffer, image.byteOffset, image.byteLength);
}

/** The worker's task. */
export async function drawPreview(
  template: Template,
  values: SlotValues,
  opts: { maxSide?: number; format?: 'webp' | 'png' } = {},
): Promise<Buffer> {
  const maxSide = Math.min(PREVIEW_MAX, opts.maxSide ?? PREVIEW_MAX);
  const width = Math.round(template.width >= template.height ? maxSide : (maxSide * template.width) / template.height);
  const set = setTemplateText(template, values);
  return renderSetImage(template, set, { width, format: opts.format ?? 'webp', watermark: true });
}

export async function renderCardJpg(template: Template, values: SlotValues, longSide = 1800): Promise<Buffer> {
  const width = Math.round(
    template.width >= template.height ? longSide : (longSide * template.width) / template.height,
  );
  return renderSetImage(template, setTemplateText(template, values), { width, format: 'jpeg', watermark: false });
}
