import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { renderSetImage } from './render-image';
import { setTemplateText, type Template } from './template';
import type { SlotValues } from './slots';

/** Centred in the safe area stories leave free of the app's own buttons. */
export const STORY = { width: 1080, height: 1920 } as const;

function shade(hex: string, by: number): string {
  const n = Number.parseInt(hex.replace('#', '').padEnd(6, '0').slice(0, 6), 16);
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => Math.round(v * (1 - by)));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export async function renderStoryLayout(story: Template, values: SlotValues): Promise<Buffer> {
  return renderSetImage(story, setTemplateText(story, values), {
    width: STORY.width,
    format: 'jpeg',
    watermark: false,
    quality: 88,
  });
}

export async function renderStory(template: Template, values: SlotValues, opts: { watermark?: boolean } = {}) {
  const set = setTemplateText(template, values);
  const cardW = Math.round(template.width >= template.height ? 960 : 880);
  const cardH = Math.round((cardW * template.height) / template.width);
  const left = Math.round((STORY.width - cardW) / 2);
  const top = Math.round((STORY.height - cardH) / 2);
  const paper = /^#[0-9a-f]{6}$/iu.test(template.paper) ? template.paper : '#f6f1ea';
  const backdrop = `<svg xmlns="http://www.w3.org/2000/svg" width="${STORY.width}" height="${STORY.height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(paper, 0.05)}"/><stop offset="1" stop-color="${shade(paper, 0.14)}"/></linearGradient>
<filter id="s" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="22"/></filter></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<rect x="${left + 6}" y="${top + 18}" width="${cardW}" height="${cardH}" fill="#000" opacity="0.22" filter="url(#s)"/></svg>`;
  const back = new Resvg(backdrop, { font: { loadSystemFonts: false, fontFiles: [] } }).render();
  const card = await renderSetImage(template, set, { width: cardW, format: 'png', watermark: opts.watermark ?? false });
  return sharp(Buffer.from(back.asPng()))
    .composite([{ input: card, left, top }])
    .flatten({ background: paper })
    .jpeg({ quality: 88 })
    .toBuffer();
}
