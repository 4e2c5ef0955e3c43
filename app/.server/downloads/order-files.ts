import type { Db } from '../db/connection';
import type { OrderStatus, ProofFileFormat } from '../db/schema';
import { toIso } from '../db/values';
import { PIECE_TITLES } from '~/lib/suite-pieces';
import { isPiece, PIECES, type Piece } from '../designs/template';

/** The formats an order's downloads come in: templates as PDF and JPG, the designer's files also as PNG. */
export type DownloadFormat = ProofFileFormat;

/** The folder of the order's ZIP that holds the designer's final files (a delivered proof's). */
export const DESIGNS_FOLDER = 'final';
/** The collection title the download pages show the designer's final files under. */
export const DESIGNS_TITLE = 'Your final designs';
/** Where the ZIP keeps the instant draft (or templates) once a final set is delivered: not to be taken for it. */
export const EARLIER_DRAFTS_FOLDER = 'earlier-drafts-not-final';

/**
 * Which set a file belongs to: the designer's approved files, the couple's instant draft (drawn
 * at payment), or a collection's plain templates (a collection without personalised designs).
 */
export type FileStage = 'final' | 'draft' | 'template';

/**
 * A downloadable file of an order: one template of one collection in the order, in one format,
 * one of the couple's personalised files (rendered at payment), or one of the designer's final
 * files once a proof was delivered. Its id is how download URLs name it: a template's row id
 * (`12`), a personalised file's `render-` and its row id (`render-5`), a final file's `design-` and
 * its row id (`design-3`), so the kinds can never be taken for each other.
 */
export interface OrderFile {
  id: string;
  /** The template's collection; null for a final design. */
  collectionId: number | null;
  collectionSlug: string;
  collectionTitle: string;
  templateName: string;
  format: DownloadFormat;
  fileName: string;
  storageKey: string;
  byteSize: number;
  /**
   * Its path inside the order's ZIP: `<collection slug>/<file name>`; once a final set is
   * delivered, `final/<file name>` for it and `earlier-drafts-not-final/<collection slug>/…` for the rest.
   */
  zipPath: string;
  stage: FileStage;
  /** The piece of the suite it is (a designer's file uploaded in a piece's slot, or a rendered file). */
  piece?: string | null;
  /** Said under its name in the downloads ("kept from your draft"). */
  note?: string;
}

/**
 * What the downloads call a designer's file: its name without the extension, words apart
 * ("priya-invitation.pdf" → "Priya invitation"), so a piece's PDF and JPG sit side by side.
 */
export function captionOf(fileName: string): string {
  const words =
    fileName
      .replace(/\.[a-z0-9]{1,5}$/iu, '')
      .replace(/[-_\s]+/gu, ' ')
      .trim() || fileName;
  return words.charAt(0).toLocaleUpperCase('en') + words.slice(1);
}

/** The id a delivered design's file has in download URLs. */
export const designFileId = (proofFileId: number) => `design-${proofFileId}`;

/**
 * The designer's final files, once a proof was delivered (orders.delivered_proof_id); none before.
 */
export async function listDeliveredFiles(db: Db, orderId: number): Promise<OrderFile[]> {
  const rows = await db
    .selectFrom('proof_files as f')
    .innerJoin('orders as o', 'o.delivered_proof_id', 'f.proof_id')
    .select(['f.id', 'f.file_name', 'f.format', 'f.storage_key', 'f.byte_size', 'f.piece'])
    .where('o.id', '=', orderId)
    .orderBy('f.sort_order')
    .orderBy('f.id')
    .execute();
  return rows.map((row) => ({
    id: designFileId(Number(row.id)),
    collectionId: null,
    collectionSlug: DESIGNS_FOLDER,
    collectionTitle: DESIGNS_TITLE,
    templateName: isPiece(row.piece) ? PIECE_TITLES[row.piece] : captionOf(row.file_name),
    format: row.format,
    fileName: row.file_name,
    storageKey: row.storage_key,
    byteSize: Number(row.byte_size),
    zipPath: `${DESIGNS_FOLDER}/${row.file_name}`,
    stage: 'final' as const,
    piece: row.piece,
  }));
}

/** The piece a rendered file belongs to: the phone story goes with the invitation it is drawn from. */
const pieceOfRender = (piece: string | null | undefined) => (piece === 'story' ? 'invitation' : piece);

/**
 * The instant draft's files of the pieces a delivered proof left out: a proof whose designer
 * uploaded into piece slots replaces those pieces and keeps the draft's others, so the final set
 * is the whole suite. A proof sent without piece slots keeps nothing (it was the whole set).
 */
export const KEPT_NOTE = 'Kept from your draft';

export function keptDraftFiles(delivered: OrderFile[], rendered: OrderFile[]): OrderFile[] {
  const covered = new Set(delivered.map((file) => file.piece).filter(isPiece));
  if (!covered.size) return [];
  const taken = new Set(delivered.map((file) => file.zipPath));
  return rendered
    .filter((file) => isPiece(pieceOfRender(file.piece)) && !covered.has(pieceOfRender(file.piece) as Piece))
    .map((file) => {
      let zipPath = `${DESIGNS_FOLDER}/${file.fileName}`;
      if (taken.has(zipPath)) zipPath = `${DESIGNS_FOLDER}/${file.collectionSlug}-${file.fileName}`;
      taken.add(zipPath);
      return {
        ...file,
        collectionTitle: DESIGNS_TITLE,
        note: KEPT_NOTE,
        zipPath,
        stage: 'final' as const,
      };
    });
}

/**
 * Everything the order's downloads hold: the designer's final files first (once delivered), then
 * per collection bought its personalised files (rendered from the brief at payment) or, while it
 * has none, its templates.
 */
export async function listOrderFiles(db: Db, orderId: number): Promise<OrderFile[]> {
  const [delivered, rendered, templates, collectionIds] = await Promise.all([
    listDeliveredFiles(db, orderId),
    listRenderedFiles(db, orderId),
    listTemplateFiles(db, orderId),
    orderCollectionIds(db, orderId),
  ]);
  const personalised = new Set(rendered.map((file) => file.collectionId));
  const perCollection = collectionIds.flatMap((id) =>
    personalised.has(id)
      ? rendered.filter((file) => file.collectionId === id)
      : templates.filter((file) => file.collectionId === id),
  );
  if (!delivered.length) return perCollection;
  const kept = keptDraftFiles(delivered, rendered);
  const keptIds = new Set(kept.map((file) => file.id));
  const final = [...delivered, ...kept].sort((a, b) => pieceRank(a.piece) - pieceRank(b.piece));
  // The final set is what the order is now; what came before stays, folded away and labelled.
  return [
    ...final,
    ...perCollection
      .filter((file) => !keptIds.has(file.id))
      .map((file) => ({ ...file, zipPath: `${EARLIER_DRAFTS_FOLDER}/${file.zipPath}` })),
  ];
}

/** The suite's order: each piece's files together (the story after the invitation), other files last. */
function pieceRank(piece: string | null | undefined): number {
  if (piece === 'story') return PIECE_ORDER.indexOf('invitation') + 0.5;
  const at = isPiece(piece) ? PIECE_ORDER.indexOf(piece) : -1;
  return at === -1 ? PIECE_ORDER.length : at;
}
const PIECE_ORDER = Object.keys(PIECES) as Piece[];

/** The id a personalised file (rendered at payment) has in download URLs. */
export const renderedFileId = (renderFileId: number) => `render-${renderFileId}`;

/**
 * The couple's personalised files, rendered from their brief when the order was paid (rows are
 * written only once every file is stored): in the ZIP under the collection's folder, as `render-`
 * ids so they are never taken for a template's or a final design's.
 */
export async function listRenderedFiles(db: Db, orderId: number): Promise<OrderFile[]> {
  const rows = await db
    .selectFrom('design_render_files as f')
    .innerJoin('collections as c', 'c.id', 'f.collection_id')
    .select(['f.id', 'f.collection_id', 'c.slug', 'c.title', 'f.template_name', 'f.format', 'f.file_name'])
    .select(['f.storage_key', 'f.byte_size', 'f.piece'])
    .where('f.order_id', '=', orderId)
    .orderBy('f.sort_order')
    .orderBy('f.id')
    .execute();
  return rows.map((row) => ({ ...collectionFile(renderedFileId(Number(row.id)), row, 'draft'), piece: row.piece }));
}

/** A file kept in a collection's folder of the order's downloads (a template or a personalised file). */
interface CollectionFileRow {
  collection_id: number | null;
  slug: string;
  title: string;
  template_name: string;
  format: DownloadFormat;
  file_name: string;
  storage_key: string;
  byte_size: number | string;
}

function collectionFile(id: string, row: CollectionFileRow, stage: FileStage): OrderFile {
  return {
    id,
    collectionId: Number(row.collection_id),
    collectionSlug: row.slug,
    collectionTitle: row.title,
    templateName: row.template_name,
    format: row.format,
    fileName: row.file_name,
    storageKey: row.storage_key,
    byteSize: Number(row.byte_size),
    zipPath: `${row.slug}/${row.file_name}`,
    stage,
  };
}

/**
 * How many of the collections bought have no files yet: neither the couple's personalised files
 * nor the collection's templates, which are made in the background once the server listens
 * (../boot.ts) and when a collection is added. Until then the order's downloads are being prepared.
 */
export async function collectionsAwaitingFiles(db: Db, orderId: number): Promise<number> {
  const collectionIds = await orderCollectionIds(db, orderId);
  if (!collectionIds.length) return 0;
  const [rendered, templates] = await Promise.all([
    db.selectFrom('design_render_files').select('collection_id').distinct().where('order_id', '=', orderId).execute(),
    db
      .selectFrom('collection_files')
      .select('collection_id')
      .distinct()
      .where('collection_id', 'in', collectionIds)
      .execute(),
  ]);
  const withFiles = new Set([...rendered, ...templates].map((row) => Number(row.collection_id)));
  return collectionIds.filter((id) => !withFiles.has(id)).length;
}

/** The distinct collections bought, in the order's line order (a deleted collection's line has none). */
async function orderCollectionIds(db: Db, orderId: number): Promise<number[]> {
  const items = await db
    .selectFrom('order_items')
    .select('collection_id')
    .where('order_id', '=', orderId)
    .where('collection_id', 'is not', null)
    .orderBy('id')
    .execute();
  return [...new Set(items.map((item) => Number(item.collection_id)))];
}

/**
 * The files of the distinct collections bought in the order, collections in the order's line
 * order and each collection's files in its own order. A line whose collection was deleted since
 * (collection_id set to null) has no files.
 */
export async function listTemplateFiles(db: Db, orderId: number): Promise<OrderFile[]> {
  const collectionIds = await orderCollectionIds(db, orderId);
  if (!collectionIds.length) return [];
  const rows = await db
    .selectFrom('collection_files as f')
    .innerJoin('collections as c', 'c.id', 'f.collection_id')
    .select([
      'f.id',
      'f.collection_id',
      'c.slug',
      'c.title',
      'f.template_name',
      'f.format',
      'f.file_name',
      'f.storage_key',
      'f.byte_size',
      'f.sort_order',
    ])
    .where('f.collection_id', 'in', collectionIds)
    .execute();
  const position = (collectionId: number | null) => collectionIds.indexOf(collectionId!);
  return rows
    .map((row) => ({ ...collectionFile(String(row.id), row, 'template'), sortOrder: Number(row.sort_order) }))
    .sort(
      (a, b) =>
        position(a.collectionId) - position(b.collectionId) || a.sortOrder - b.sortOrder || Number(a.id) - Number(b.id),
    )
    .map(({ sortOrder: _, ...file }) => file);
}

export interface DownloadableOrder {
  id: number;
  number: string;
  status: OrderStatus;
  /** When the couple approved the proof that was delivered (their final set); null before. */
  finalApprovedAt: string | null;
}

/** The order a download link names, or null when there is no such order. Only a paid order's files may be downloaded. */
export async function getDownloadableOrder(db: Db, orderId: number): Promise<DownloadableOrder | null> {
  if (!Number.isSafeInteger(orderId) || orderId < 1) return null;
  const row = await db
    .selectFrom('orders as o')
    .leftJoin('proofs as p', 'p.id', 'o.delivered_proof_id')
    .select(['o.id', 'o.number', 'o.status', 'o.fulfilment', 'p.responded_at'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!row) return null;
  const approvedAt = row.fulfilment === 'delivered' ? row.responded_at : null;
  return {
    id: Number(row.id),
    number: row.number,
    status: row.status,
    finalApprovedAt: approvedAt ? toIso(approvedAt) : null,
  };
}

/** One more download of the order (a ZIP or a single file). */
export async function countDownload(db: Db, orderId: number, now: Date): Promise<void> {
  await db
    .updateTable('orders')
    .set((eb) => ({ download_count: eb('download_count', '+', 1), last_downloaded_at: now.toISOString() }))
    .where('id', '=', orderId)
    .execute();
}
