import { BRIEF_COLUMNS, briefOf } from '../orders/brief';
import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../db/connection';
import type { DesignRenderFilesTable } from '../db/schema';
import { CONTENT_TYPES } from '../downloads/templates';
import type { FileStore } from '../storage/file-store';
import { proofFileKey } from '../storage/keys';
import type { CoupleWords } from './brief-slots';
import { templatesForCollection, type DesignCollection, type PieceTemplate } from './collection-designs';
import { collectionStoryTemplate, collectionTemplate, PIECE_NAMES } from './collection-templates';
import { renderPieceFiles, type RenderedFile, type RenderOptions } from './render-piece';

/**
 * A paid order's personalised files: the couple's words from its brief, set in every piece of
 * every collection bought that has templates. Each piece is drawn in a worker process within its
 * time budget (./render-piece.ts); this module gathers them and stores what was made.
 */

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
  const order = await db.selectFrom('orders').select(BRIEF_COLUMNS).where('id', '=', orderId).executeTakeFirstOrThrow();
  const brief = briefOf(order);
  return {
    names: brief.coupleNames,
    eventDate: brief.eventDate,
    venue: brief.venue,
    wording: brief.wording,
    time: brief.eventTime,
    closing: brief.closingLine,
    events: brief.events,
  };
}

/** A design_render_files row, to be written once its file is stored. */
type RenderedFileRow = Insertable<DesignRenderFilesTable>;

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

/**
 * Every personalised file of the order: for each collection bought that has templates, each
 * piece as a print PDF and a card JPG, and the invitation as the phone story. Each piece's files
 * are stored as soon as they are drawn (no more than one piece's files are held at once, and a
 * store that fails stops the render at the first piece); returns the rows that name them, for the
 * caller to write. Throws what the renderer throws (a SlotTextError for words that cannot fit).
 */
export async function renderAndStoreOrderFiles(
  deps: { db: Db; files: FileStore },
  orderId: number,
  options: RenderOptions = {},
): Promise<RenderedFileRow[]> {
  const words = await coupleWordsOf(deps.db, orderId);
  const rows: RenderedFileRow[] = [];
  for (const collection of await orderCollections(deps.db, orderId)) {
    const templates = await templatesForCollection(deps, collection);
    for await (const files of collectionPieces(collection.id, templates, words, options))
      rows.push(...(await storeRenderedFiles(deps.files, orderId, files, rows.length)));
  }
  return rows;
}

/** The shop's own templates of a collection slug, rendered as one order's (the bench). */
export async function renderOrderFilesFor(slug: string, words: CoupleWords, options: RenderOptions = {}) {
  const templates: PieceTemplate[] = [];
  for (const piece of PIECE_NAMES) {
    const template = await collectionTemplate(slug, piece);
    const story = piece === 'invitation' ? await collectionStoryTemplate(slug) : undefined;
    if (template) templates.push({ piece, template, ...(story ? { story } : {}) });
  }
  const out: RenderedFile[] = [];
  for await (const files of collectionPieces(0, templates, words, options)) out.push(...files);
  return out;
}

/** One collection's files, piece by piece: its print PDF and card JPG, and the invitation's phone story. */
async function* collectionPieces(
  collectionId: number,
  templates: PieceTemplate[],
  words: CoupleWords,
  options: RenderOptions,
): AsyncGenerator<RenderedFile[]> {
  const slug = coupleFileSlug(words.names);
  // Only plain data crosses to the worker (the caller's options may carry its clock and log).
  const drawing = { artDpi: options.artDpi };
  for (const { piece, template, story } of templates)
    yield await renderPieceFiles({
      collectionId,
      piece,
      template,
      words,
      slug,
      options: drawing,
      ...(story ? { story } : {}),
    });
}

/**
 * Stores each file under its content hash (a file already there is left as it is) and returns the
 * rows that name them, in order from `firstSort`. Called before the rows are written, so a row
 * never names a missing file.
 */
async function storeRenderedFiles(files: FileStore, orderId: number, rendered: RenderedFile[], firstSort: number) {
  const rows: RenderedFileRow[] = [];
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
      sort_order: firstSort + index,
    });
  }
  return rows;
}
