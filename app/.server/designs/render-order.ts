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

/** Letters of any script are kept; empty → "our". */
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

type RenderedFileRow = Insertable<DesignRenderFilesTable>;

/** A deleted collection has none. */
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

export async function orderHasTemplates(deps: { db: Db; files: FileStore }, orderId: number): Promise<boolean> {
  for (const collection of await orderCollections(deps.db, orderId))
    if ((await templatesForCollection(deps, collection)).length) return true;
  return false;
}

/** Each piece's files are stored as soon as drawn, so at most one piece's are held at once. */
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

/** For the bench. */
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

async function* collectionPieces(
  collectionId: number,
  templates: PieceTemplate[],
  words: CoupleWords,
  options: RenderOptions,
): AsyncGenerator<RenderedFile[]> {
  const slug = coupleFileSlug(words.names);
  // Only plain data crosses to the worker.
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

/** Called before the rows are written, so a row never names a missing file. */
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
