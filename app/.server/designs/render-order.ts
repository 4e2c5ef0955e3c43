import { createHash } from 'node:crypto';
import type { Db } from '../db/connection';
import type { FileFormat } from '../db/schema';
import { CONTENT_TYPES } from '../downloads/templates';
import type { FileStore } from '../storage/file-store';
import { proofFileKey } from '../storage/keys';
import { slotValuesFor, type CoupleWords } from './brief-slots';
import { templatesForCollection, type DesignCollection } from './collection-designs';
import { collectionTemplate, PIECE_NAMES } from './collection-templates';
import { renderCardJpg } from './render-image';
import { renderPdf, type PaperSize } from './render-pdf';
import { renderStory } from './render-story';
import { cleanSlotValues, SlotTextError } from './slots';
import { setTemplateText, type Piece, type Template } from './template';

/**
 * The paper of the print PDFs made at payment: A5 (148 × 210 mm), the size print shops and home
 * printers in India and Europe take as it is, without bleed, so the PDF prints edge to edge at its
 * trim size. A print shop that wants bleed gets it from the designer (render-pdf offers 5×7 in
 * and a 3 mm bleed).
 */
export const ORDER_PDF = { paper: 'a5' as PaperSize, bleed: false };

/** What the downloads list each piece under (the same names as the collection's template files). */
export const PIECE_TITLES: Record<Piece | 'story', string> = {
  invitation: 'Invitation',
  'save-the-date': 'Save the Date',
  rsvp: 'RSVP Card',
  details: 'Details Card',
  'thank-you': 'Thank You Card',
  story: 'Phone Story',
};

export interface RenderedFile {
  collectionId: number;
  piece: Piece | 'story';
  templateName: string;
  format: FileFormat;
  fileName: string;
  bytes: Buffer;
}

/** "Aisha & Nikhil" → "aisha-and-nikhil"; letters of any script are kept; empty → "our". */
export function coupleFileSlug(names: string): string {
  const slug = names
    .normalize('NFC')
    .toLowerCase()
    .replace(/[&+]/gu, ' and ')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .slice(0, 60)
    .replace(/-+$/u, '');
  return slug || 'our';
}

/** The couple's words from the order's brief. */
export async function coupleWordsOf(db: Db, orderId: number): Promise<CoupleWords> {
  const order = await db
    .selectFrom('orders')
    .select(['couple_names', 'event_date', 'venue', 'wording'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { names: order.couple_names, eventDate: order.event_date, venue: order.venue, wording: order.wording };
}

/** The distinct collections bought in the order, in line order (a deleted collection has none). */
export async function orderCollections(db: Db, orderId: number): Promise<DesignCollection[]> {
  const rows = await db
    .selectFrom('order_items as i')
    .innerJoin('collections as c', 'c.id', 'i.collection_id')
    .select(['c.id', 'c.slug'])
    .where('i.order_id', '=', orderId)
    .orderBy('i.id')
    .execute();
  const seen = new Map<number, DesignCollection>();
  for (const row of rows)
    if (!seen.has(Number(row.id))) seen.set(Number(row.id), { id: Number(row.id), slug: row.slug });
  return [...seen.values()];
}

/** Whether any collection of the order has a slot template (then a render job is queued at payment). */
export async function orderHasTemplates(deps: { db: Db; files: FileStore }, orderId: number): Promise<boolean> {
  for (const collection of await orderCollections(deps.db, orderId))
    if ((await templatesForCollection(deps, collection)).length) return true;
  return false;
}

/** Values for one template: the brief's words, cleaned (a SlotTextError names a refused field). */
function valuesFor(template: Template, words: CoupleWords) {
  return cleanSlotValues(slotValuesFor(template, words));
}

/** The wording as one flowing paragraph: line breaks, blank lines and indents folded into single spaces. */
export const flowingWording = (wording: string) => wording.replace(/\s+/gu, ' ').trim();

/**
 * The values a piece is set with: the couple's words as typed; when their wording, set with its
 * own line breaks (a couple often types the whole invitation, blank lines and all), does not fit
 * the slot's lines, the same words as one flowing paragraph that the slot may wrap. Anything else
 * that cannot fit stays a SlotTextError for the designer.
 */
export function fittingValues(template: Template, words: CoupleWords) {
  const values = valuesFor(template, words);
  const wording = words.wording ?? '';
  if (!values.wording || !/\n/u.test(wording)) return values;
  try {
    setTemplateText(template, values);
    return values;
  } catch (error) {
    if (!(error instanceof SlotTextError) || error.field !== 'wording') throw error;
    return valuesFor(template, { ...words, wording: flowingWording(wording) });
  }
}

export interface RenderOptions {
  /** Resolution of the PDFs' artwork layer (300 for print; tests use less). */
  artDpi?: number;
}

/**
 * Every personalised file of the order: for each collection bought that has templates, each
 * piece as a print PDF and a card JPG, and the invitation as the phone story. Nothing is stored
 * here. Throws what the renderer throws (a SlotTextError for words that cannot fit).
 */
export async function renderOrderFiles(
  deps: { db: Db; files: FileStore },
  orderId: number,
  options: RenderOptions = {},
): Promise<RenderedFile[]> {
  const words = await coupleWordsOf(deps.db, orderId);
  const out: RenderedFile[] = [];
  for (const collection of await orderCollections(deps.db, orderId)) {
    const templates = await templatesForCollection(deps, collection);
    out.push(...(await renderCollectionFiles(collection.id, templates, words, options)));
  }
  return out;
}

/** The shop's own templates of a collection slug, rendered as one order's (the bench). */
export async function renderOrderFilesFor(slug: string, words: CoupleWords, options: RenderOptions = {}) {
  const templates = [];
  for (const piece of PIECE_NAMES) {
    const template = await collectionTemplate(slug, piece);
    if (template) templates.push({ piece, template });
  }
  return renderCollectionFiles(0, templates, words, options);
}

/** One collection's files: each piece as a print PDF and a card JPG, and the invitation as the phone story. */
async function renderCollectionFiles(
  collectionId: number,
  templates: { piece: Piece; template: Template }[],
  words: CoupleWords,
  options: RenderOptions,
): Promise<RenderedFile[]> {
  const slug = coupleFileSlug(words.names);
  const out: RenderedFile[] = [];
  for (const { piece, template } of templates) {
    // Let the server's requests through between pieces (layout and PDF writing run on this thread).
    await new Promise((resolve) => setImmediate(resolve));
    const values = fittingValues(template, words);
    const base = { collectionId, piece, templateName: PIECE_TITLES[piece] };
    out.push({
      ...base,
      format: 'pdf',
      fileName: `${slug}-${piece}.pdf`,
      bytes: await renderPdf(template, values, {
        ...ORDER_PDF,
        title: `${words.names} — ${PIECE_TITLES[piece]}`,
        ...(options.artDpi ? { artDpi: options.artDpi } : {}),
      }),
    });
    out.push({
      ...base,
      format: 'jpg',
      fileName: `${slug}-${piece}.jpg`,
      bytes: await renderCardJpg(template, values),
    });
    if (piece === 'invitation') {
      out.push({
        collectionId,
        piece: 'story',
        templateName: PIECE_TITLES.story,
        format: 'jpg',
        fileName: `${slug}-story.jpg`,
        bytes: await renderStory(template, values),
      });
    }
  }
  return out;
}

/**
 * Stores each file under its content hash (a file already there is left as it is) and returns the
 * rows that name them. Called before the rows are written, so a row never names a missing file.
 */
export async function storeRenderedFiles(files: FileStore, orderId: number, rendered: RenderedFile[]) {
  const rows = [];
  for (const [index, file] of rendered.entries()) {
    const sha = createHash('sha256').update(file.bytes).digest('hex');
    const storageKey = proofFileKey(sha, file.format);
    await files.putBytes(storageKey, file.bytes, { contentType: CONTENT_TYPES[file.format], ifAbsent: true });
    rows.push({
      order_id: orderId,
      collection_id: file.collectionId,
      piece: file.piece,
      template_name: file.templateName,
      format: file.format,
      file_name: file.fileName,
      storage_key: storageKey,
      byte_size: file.bytes.byteLength,
      sort_order: index,
    });
  }
  return rows;
}
