/**
 * The cards the collection photos show: each piece of a collection rendered from its slot template
 * with the template's sample words, by the shop's own renderer (the one that draws a couple's
 * preview and paid files), then laid into the mock-ups as an image. What a couple sees in the
 * photo is what their order is drawn with, by construction.
 *
 * The pixels of every card go into product-cards.json; tests/unit/designs/product-photos.test.ts renders
 * each piece again and compares, so a template or renderer changed without `npm run artwork --
 * collections` fails the tests instead of leaving the photos behind.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  collectionTemplate,
  collectionTemplateSlugs,
  PIECE_NAMES,
} from '../../../app/.server/designs/collection-templates';
import { renderSetImage } from '../../../app/.server/designs/render-image';
import { sampleValues, setTemplateText, type Piece, type Template } from '../../../app/.server/designs/template';
import { f } from '../lib/svg';
import { ROOT } from '../lib/fonts';

/** The width the cards are drawn at: the largest they appear in a photo (900 px wide). */
export const CARD_WIDTH = 600;
export const MANIFEST = path.join(ROOT, 'scripts/artwork/product-cards.json');

/** A piece's card as the photos embed it: the renderer's PNG at CARD_WIDTH. */
export async function renderProductCard(template: Template): Promise<Buffer> {
  return renderSetImage(template, setTemplateText(template, sampleValues(template)), {
    width: CARD_WIDTH,
    format: 'png',
    watermark: false,
  });
}

/** The SHA-256 of a PNG's decoded RGBA pixels (the encoding's own bytes do not count). */
export async function pixelHash(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return createHash('sha256').update(`${info.width}x${info.height}:`).update(data).digest('hex');
}

const cards = new Map<string, string>();

/** Renders every piece of every collection once, and writes the manifest of their pixels. */
export async function loadPieceCards(): Promise<void> {
  if (cards.size > 0) return;
  const manifest: Record<string, string> = {};
  for (const slug of collectionTemplateSlugs())
    for (const piece of PIECE_NAMES) {
      const template = await collectionTemplate(slug, piece);
      if (!template) continue;
      const png = await renderProductCard(template);
      cards.set(`${slug}/${piece}`, `data:image/png;base64,${png.toString('base64')}`);
      manifest[`${slug}/${piece}`] = await pixelHash(png);
    }
  fs.writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** A piece's card as an SVG image w units wide (its height follows: every piece is 5 : 7). */
export function pieceCard(slug: string, piece: Piece, w: number): string {
  const href = cards.get(`${slug}/${piece}`);
  if (!href) throw new Error(`no card for ${slug}/${piece}: call loadPieceCards() first`);
  return `<image width="${f(w)}" height="${f(w * 1.4)}" preserveAspectRatio="none" href="${href}"/>`;
}
