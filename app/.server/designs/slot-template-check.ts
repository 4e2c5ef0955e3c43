import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { OverBudget } from '../worker-pool/worker-errors';
import { RENDER_COST_MESSAGES, SLOT_TEMPLATE_MESSAGES } from './template-messages';
import { renderPreview } from './render-image';
import { SVG_LIMITS, SvgRejected, sanitiseSvg } from './sanitise-svg';
import { SlotTextError } from './slots';
import { readTemplate, sampleValues, type Piece, type Template } from './template';

/** Judged by content alone; what is kept is the sanitised markup, never the file as sent. */

/** Also the upload's cap, so a larger file stops early. */
export const MAX_SLOT_TEMPLATE_BYTES = SVG_LIMITS.bytes;

export const SLOT_THUMBNAIL_SIDE = 360;

export interface CheckedSlotTemplate {
  markup: Buffer;
  sha256: string;
  fileName: string;
  template: Template;
}

export type SlotTemplateCheck = { ok: true; file: CheckedSlotTemplate } | { ok: false; message: string };

const displayName = (name: string) => (name.length > 60 ? `${name.slice(0, 57)}…` : name) || 'The file';

export async function checkSlotTemplate(
  upload: { path: string; name: string },
  piece: Piece,
): Promise<SlotTemplateCheck> {
  const { size } = await fs.stat(upload.path);
  if (size === 0) return { ok: false, message: SLOT_TEMPLATE_MESSAGES.empty(displayName(upload.name)) };
  if (size > MAX_SLOT_TEMPLATE_BYTES) return { ok: false, message: SLOT_TEMPLATE_MESSAGES.tooLarge };
  return checkSlotTemplateMarkup(await fs.readFile(upload.path), piece, upload.name);
}

export async function checkSlotTemplateMarkup(
  bytes: Buffer,
  piece: Piece,
  fileName: string,
): Promise<SlotTemplateCheck> {
  let markup: Buffer;
  let template: Template;
  let said: string | undefined;
  try {
    const sanitised = sanitiseSvg(bytes);
    said = sanitised.tree.attrs['data-piece'];
    markup = Buffer.from(sanitised.markup, 'utf8');
    template = readTemplate(markup);
  } catch (error) {
    if (error instanceof SvgRejected || error instanceof SlotTextError) return { ok: false, message: error.message };
    console.error('Slot template: the check failed:', error);
    return { ok: false, message: SLOT_TEMPLATE_MESSAGES.notDrawable };
  }
  // Without data-piece the file is whatever piece it is uploaded for.
  if (said !== undefined && said !== piece)
    return { ok: false, message: SLOT_TEMPLATE_MESSAGES.otherPiece(said, piece) };
  try {
    await renderSlotThumbnail({ ...template, piece });
  } catch (error) {
    if (error instanceof SlotTextError)
      return { ok: false, message: SLOT_TEMPLATE_MESSAGES.samplesDoNotFit(error.message) };
    if (error instanceof OverBudget) return { ok: false, message: RENDER_COST_MESSAGES.tooComplex(error) };
    console.error('Slot template: drawing it failed:', error);
    return { ok: false, message: SLOT_TEMPLATE_MESSAGES.notDrawable };
  }
  return {
    ok: true,
    file: {
      markup,
      sha256: crypto.createHash('sha256').update(markup).digest('hex'),
      fileName: fileName.slice(0, 200) || `${piece}.svg`,
      template,
    },
  };
}

export function renderSlotThumbnail(template: Template): Promise<Buffer> {
  return renderPreview(template, sampleValues(template), { maxSide: SLOT_THUMBNAIL_SIDE });
}
