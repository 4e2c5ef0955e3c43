import { atVersion } from '~/.server/db/row-versions';
import { PIECE_TITLES } from '~/lib/suite-pieces';
import type { Db } from '../db/connection';
import { nowIso, toIso } from '../db/values';
import { touchContent } from '../page-cache/content-version';
import type { FileStore } from '../storage/file-store';
import { slotTemplateKey } from '../storage/keys';
import { collectionTemplate, PIECE_NAMES } from './collection-templates';
import type { CheckedSlotTemplate } from './slot-template-check';
import type { Piece } from './template';

/**
 * Each piece's row has a version, so a post from a page that is out of date is refused rather than
 * put over another's change. A replaced file stays until the orphan sweep.
 */

export const STALE_SLOT_TEMPLATE_MESSAGE =
  'This piece’s design template changed since you opened the page (someone else uploaded or removed one meanwhile). Nothing was changed: look at it as it is now, then try again if you still want to.';
export const SLOT_TEMPLATE_STORE_FAILED_MESSAGE =
  'The template could not be stored just now, so nothing was changed. Please try again in a moment.';

export interface AdminSlotUpload {
  fileName: string;
  byteSize: number;
  uploadedAt: string;
}

export interface AdminSlotTemplate {
  piece: Piece;
  label: string;
  upload: AdminSlotUpload | null;
  builtIn: boolean;
  /** 0 when the piece has no row yet. */
  version: number;
}

export type SlotTemplateChange = { ok: true; changed: boolean } | { ok: false; reason: 'missing' | 'stale' | 'store' };

export async function listSlotTemplatesForAdmin(
  db: Db,
  collection: { id: number; slug: string },
): Promise<AdminSlotTemplate[]> {
  const rows = await db
    .selectFrom('collection_slot_templates')
    .select(['piece', 'file_name', 'storage_key', 'byte_size', 'uploaded_at', 'version'])
    .where('collection_id', '=', collection.id)
    .execute();
  return Promise.all(
    PIECE_NAMES.map(async (piece) => {
      const row = rows.find((r) => r.piece === piece);
      const builtIn = (await collectionTemplate(collection.slug, piece).catch(() => undefined)) !== undefined;
      return {
        piece,
        label: PIECE_TITLES[piece],
        upload:
          row?.storage_key && row.uploaded_at !== null
            ? {
                fileName: row.file_name ?? `${piece}.svg`,
                byteSize: Number(row.byte_size ?? 0),
                uploadedAt: toIso(row.uploaded_at),
              }
            : null,
        builtIn,
        version: row ? Number(row.version) : 0,
      };
    }),
  );
}

export async function uploadedSlotTemplateKey(db: Db, collectionId: number, piece: Piece): Promise<string | null> {
  const row = await db
    .selectFrom('collection_slot_templates')
    .select('storage_key')
    .where('collection_id', '=', collectionId)
    .where('piece', '=', piece)
    .executeTakeFirst();
  return row?.storage_key ?? null;
}

type Trx = Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0];

class StaleRow extends Error {}

interface Wanted {
  storageKey: string | null;
  fileName: string | null;
  byteSize: number | null;
  uploadedAt: string | null;
}

/** 'same' when the post was already applied, null when the switch may go ahead. */
async function standing(
  db: Db | Trx,
  collectionId: number,
  piece: Piece,
  expectedVersion: number,
  wantedKey: string | null,
) {
  const row = await db
    .selectFrom('collection_slot_templates')
    .select(['id', 'storage_key', 'version'])
    .where('collection_id', '=', collectionId)
    .where('piece', '=', piece)
    .executeTakeFirst();
  if ((row?.storage_key ?? null) === wantedKey) return { state: 'same' } as const;
  if ((row ? Number(row.version) : 0) !== expectedVersion) return { state: 'stale' } as const;
  return { state: 'go', row: row ? { id: Number(row.id), version: Number(row.version) } : null } as const;
}

async function switchRow(
  db: Db,
  request: { collectionId: number; piece: Piece; expectedVersion: number },
  wanted: Wanted,
): Promise<SlotTemplateChange> {
  return db
    .transaction()
    .execute(async (trx: Trx): Promise<SlotTemplateChange> => {
      const now = await standing(trx, request.collectionId, request.piece, request.expectedVersion, wanted.storageKey);
      if (now.state === 'same') return { ok: true, changed: false };
      if (now.state === 'stale') return { ok: false, reason: 'stale' };
      const values = {
        storage_key: wanted.storageKey,
        file_name: wanted.fileName,
        byte_size: wanted.byteSize,
        uploaded_at: wanted.uploadedAt,
      };
      if (now.row) {
        const updated = await trx
          .updateTable('collection_slot_templates')
          .set({ ...values, version: now.row.version + 1 })
          .where('id', '=', now.row.id)
          .where(atVersion(now.row.version))
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw new StaleRow();
      } else {
        await trx
          .insertInto('collection_slot_templates')
          .values({ collection_id: request.collectionId, piece: request.piece, ...values, version: 1 })
          .execute();
      }
      // The names preview is set in this template: no cached page keeps the old one.
      await touchContent(trx);
      return { ok: true, changed: true };
    })
    .catch(async (error: unknown): Promise<SlotTemplateChange> => {
      if (error instanceof StaleRow) return { ok: false, reason: 'stale' };
      // The unique constraint refused our first row: the same file is "already done", another is a stale page.
      const now = await standing(db, request.collectionId, request.piece, request.expectedVersion, wanted.storageKey);
      if (now.state === 'same') return { ok: true, changed: false };
      if (now.state === 'stale') return { ok: false, reason: 'stale' };
      throw error;
    });
}

async function collectionExists(db: Db, collectionId: number) {
  const row = await db.selectFrom('collections').select('id').where('id', '=', collectionId).executeTakeFirst();
  return row !== undefined;
}

export async function replaceSlotTemplate(
  db: Db,
  files: FileStore,
  request: { collectionId: number; piece: Piece; expectedVersion: number; file: CheckedSlotTemplate },
): Promise<SlotTemplateChange> {
  if (!(await collectionExists(db, request.collectionId))) return { ok: false, reason: 'missing' };
  const storageKey = slotTemplateKey(request.file.sha256);
  const early = await standing(db, request.collectionId, request.piece, request.expectedVersion, storageKey);
  if (early.state === 'stale') return { ok: false, reason: 'stale' };
  const put = () => files.putBytes(storageKey, request.file.markup, { contentType: 'image/svg+xml' });
  try {
    await put();
  } catch (error) {
    console.error('Slot template: the store refused the file:', error);
    return { ok: false, reason: 'store' };
  }
  const result = await switchRow(db, request, {
    storageKey,
    fileName: request.file.fileName,
    byteSize: request.file.markup.byteLength,
    uploadedAt: nowIso(),
  });
  // The sweep may have taken the same bytes (an orphan for a day) between our put and our commit.
  if (result.ok && !(await files.has(storageKey))) await put();
  return result;
}

export async function removeSlotTemplate(
  db: Db,
  request: { collectionId: number; piece: Piece; expectedVersion: number },
): Promise<SlotTemplateChange> {
  if (!(await collectionExists(db, request.collectionId))) return { ok: false, reason: 'missing' };
  return switchRow(db, request, { storageKey: null, fileName: null, byteSize: null, uploadedAt: null });
}
