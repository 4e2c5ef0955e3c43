import type { Db } from '../db/connection';
import type { OrderStatus, ProofFileFormat } from '../db/schema';
import { toIso } from '../db/values';
import { PIECE_TITLES } from '~/lib/suite-pieces';
import { isPiece, PIECES, type Piece } from '../designs/template';

export type DownloadFormat = ProofFileFormat;

export const DESIGNS_FOLDER = 'final';
export const DESIGNS_TITLE = 'Your final designs';
/** Once a final set is delivered the draft goes here, so it is not taken for it. */
export const EARLIER_DRAFTS_FOLDER = 'earlier-drafts-not-final';

export type FileStage = 'final' | 'draft' | 'template';

/** Ids are a template's row id (`12`), `render-5` or `design-3`, so the kinds can never be taken for each other. */
export interface OrderFile {
  id: string;
  collectionId: number | null;
  collectionSlug: string;
  collectionTitle: string;
  templateName: string;
  format: DownloadFormat;
  fileName: string;
  storageKey: string;
  byteSize: number;
  zipPath: string;
  stage: FileStage;
  piece?: string | null;
  note?: string;
}

/** "priya-invitation.pdf" → "Priya invitation", so a piece's PDF and JPG sit side by side. */
export function captionOf(fileName: string): string {
  const words =
    fileName
      .replace(/\.[a-z0-9]{1,5}$/iu, '')
      .replace(/[-_\s]+/gu, ' ')
      .trim() || fileName;
  return words.charAt(0).toLocaleUpperCase('en') + words.slice(1);
}

export const designFileId = (proofFileId: number) => `design-${proofFileId}`;

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

/** The phone story goes with the invitation it is drawn from. */
const pieceOfRender = (piece: string | null | undefined) => (piece === 'story' ? 'invitation' : piece);

/** A proof uploaded into piece slots replaces those pieces and keeps the draft's others, so the final set is whole. */
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

function pieceRank(piece: string | null | undefined): number {
  if (piece === 'story') return PIECE_ORDER.indexOf('invitation') + 0.5;
  const at = isPiece(piece) ? PIECE_ORDER.indexOf(piece) : -1;
  return at === -1 ? PIECE_ORDER.length : at;
}
const PIECE_ORDER = Object.keys(PIECES) as Piece[];

export const renderedFileId = (renderFileId: number) => `render-${renderFileId}`;

/** Rows are written only once every file is stored. */
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

/** Templates are made in the background after start-up; until then the downloads are being prepared. */
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

/** A line whose collection was deleted since has no files. */
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
  finalApprovedAt: string | null;
}

/** Only a paid order's files may be downloaded. */
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

export async function countDownload(db: Db, orderId: number, now: Date): Promise<void> {
  await db
    .updateTable('orders')
    .set((eb) => ({ download_count: eb('download_count', '+', 1), last_downloaded_at: now.toISOString() }))
    .where('id', '=', orderId)
    .execute();
}
