import { atVersion } from '~/.server/db/row-versions';
import type { Db } from '../db/connection';
import type { FileFormat } from '../db/schema';
import { fromJson, nowIso, toIso } from '../db/values';
import type { FileStore } from '../storage/file-store';
import { collectionFileKey, templateUploadKey } from '../storage/keys';
import { renderCollectionTemplates } from './collection-files';
import type { CheckedTemplateFile } from './template-file-check';
import { COLLECTION_TEMPLATES, CONTENT_TYPES, FILE_FORMATS, type TemplateSpec } from './templates';

/**
 * Buyers download the collection's current files, so every order gets a replacement. Each row has a
 * version, so a post from a page that is out of date is refused rather than put over another's change.
 */

export const STALE_TEMPLATE_MESSAGE =
  'This template’s files changed since you opened the page (someone else replaced them meanwhile). Nothing was changed: look at the list as it is now, then upload again if you still want to.';
export const STORE_FAILED_MESSAGE =
  'The file could not be stored just now, so nothing was changed. Please try again in a moment.';

export interface AdminTemplateFile {
  id: number;
  format: FileFormat;
  fileName: string;
  byteSize: number;
  uploadedAt: string | null;
  version: number;
}

export interface AdminTemplate {
  name: string;
  baseName: string;
  files: Partial<Record<FileFormat, AdminTemplateFile>>;
}

export type TemplateChange = { ok: true; changed: boolean } | { ok: false; reason: 'missing' | 'stale' | 'store' };

export interface FileReplacement {
  file: CheckedTemplateFile;
  expectedVersion: number;
}

type Trx = Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0];

export const templateByBaseName = (baseName: string): TemplateSpec | undefined =>
  COLLECTION_TEMPLATES.find((template) => template.baseName === baseName);

export async function listTemplatesForAdmin(db: Db, collectionId: number): Promise<AdminTemplate[]> {
  const rows = await db
    .selectFrom('collection_files')
    .select(['id', 'template_name', 'format', 'file_name', 'byte_size', 'uploaded_at', 'version'])
    .where('collection_id', '=', collectionId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return COLLECTION_TEMPLATES.map((template) => {
    const files: AdminTemplate['files'] = {};
    for (const row of rows.filter((r) => r.template_name === template.name)) {
      files[row.format] = {
        id: Number(row.id),
        format: row.format,
        fileName: row.file_name,
        byteSize: Number(row.byte_size),
        uploadedAt: row.uploaded_at === null ? null : toIso(row.uploaded_at),
        version: Number(row.version),
      };
    }
    return { name: template.name, baseName: template.baseName, files };
  });
}

export async function getTemplateFileForAdmin(db: Db, collectionId: number, fileId: number) {
  if (!Number.isSafeInteger(fileId) || fileId < 1) return null;
  const row = await db
    .selectFrom('collection_files')
    .select(['file_name', 'format', 'storage_key'])
    .where('collection_id', '=', collectionId)
    .where('id', '=', fileId)
    .executeTakeFirst();
  return row ? { fileName: row.file_name, format: row.format, storageKey: row.storage_key } : null;
}

interface NewFile {
  format: FileFormat;
  storageKey: string;
  byteSize: number;
  uploadedAt: string | null;
  expectedVersion: number;
}

/** All or none; a row already naming the wanted file is the same post sent again. */
async function switchRows(db: Db, collectionId: number, template: TemplateSpec, wanted: NewFile[]) {
  return db
    .transaction()
    .execute(async (trx: Trx): Promise<TemplateChange> => {
      const rows = await trx
        .selectFrom('collection_files')
        .select(['id', 'format', 'storage_key', 'version'])
        .where('collection_id', '=', collectionId)
        .where('template_name', '=', template.name)
        .execute();
      const changes = [];
      for (const file of wanted) {
        const row = rows.find((r) => r.format === file.format);
        if (!row) return { ok: false, reason: 'missing' };
        if (row.storage_key === file.storageKey) continue;
        if (Number(row.version) !== file.expectedVersion) return { ok: false, reason: 'stale' };
        changes.push({ id: Number(row.id), version: Number(row.version), file });
      }
      for (const { id, version, file } of changes) {
        const updated = await trx
          .updateTable('collection_files')
          .set({
            storage_key: file.storageKey,
            byte_size: file.byteSize,
            uploaded_at: file.uploadedAt,
            version: version + 1,
          })
          .where('id', '=', id)
          .where(atVersion(version))
          .executeTakeFirst();
        // Rolls the whole switch back: another post changed the row between our read and write.
        if (Number(updated.numUpdatedRows) !== 1) throw new StaleRow();
      }
      return { ok: true, changed: changes.length > 0 };
    })
    .catch((error: unknown) => {
      if (error instanceof StaleRow) return { ok: false, reason: 'stale' } as const;
      throw error;
    });
}

class StaleRow extends Error {}

/** Checked before storing anything. */
async function stillCurrent(db: Db, collectionId: number, template: TemplateSpec, wanted: NewFile[]) {
  const rows = await db
    .selectFrom('collection_files')
    .select(['format', 'storage_key', 'version'])
    .where('collection_id', '=', collectionId)
    .where('template_name', '=', template.name)
    .execute();
  for (const file of wanted) {
    const row = rows.find((r) => r.format === file.format);
    if (!row) return { ok: false, reason: 'missing' } as const;
    if (row.storage_key !== file.storageKey && Number(row.version) !== file.expectedVersion) {
      return { ok: false, reason: 'stale' } as const;
    }
  }
  return null;
}

/** A file the sweep took between our put and our commit is put again, so a row never names a missing file. */
async function storeAndSwitch(
  db: Db,
  files: FileStore,
  collectionId: number,
  template: TemplateSpec,
  wanted: (NewFile & { put: () => Promise<unknown> })[],
): Promise<TemplateChange> {
  const early = await stillCurrent(db, collectionId, template, wanted);
  if (early) return early;
  try {
    for (const file of wanted) await file.put();
  } catch (error) {
    console.error('Template file: the store refused the file:', error);
    return { ok: false, reason: 'store' };
  }
  const result = await switchRows(db, collectionId, template, wanted);
  if (result.ok) {
    for (const file of wanted) if (!(await files.has(file.storageKey))) await file.put();
  }
  return result;
}

export function replaceTemplateFiles(
  db: Db,
  files: FileStore,
  request: { collectionId: number; template: TemplateSpec; replacements: FileReplacement[] },
): Promise<TemplateChange> {
  const uploadedAt = nowIso();
  return storeAndSwitch(
    db,
    files,
    request.collectionId,
    request.template,
    request.replacements.map(({ file, expectedVersion }) => {
      const storageKey = templateUploadKey(file.sha256, file.format);
      return {
        format: file.format,
        storageKey,
        byteSize: file.byteSize,
        uploadedAt,
        expectedVersion,
        put: () => files.putFile(storageKey, file.path, { contentType: CONTENT_TYPES[file.format] }),
      };
    }),
  );
}

export async function restoreGeneratedFiles(
  db: Db,
  files: FileStore,
  publicDir: string,
  request: { collectionId: number; template: TemplateSpec; expectedVersions: Record<FileFormat, number> },
): Promise<TemplateChange> {
  const row = await db
    .selectFrom('collections')
    .select(['id', 'title', 'image', 'gallery'])
    .where('id', '=', request.collectionId)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'missing' };
  const collection = {
    id: Number(row.id),
    title: row.title,
    image: row.image,
    gallery: fromJson<string[]>(row.gallery),
  };
  const generatedKey = (format: FileFormat) =>
    collectionFileKey(collection.id, `${request.template.baseName}.${format}`);
  const current = await db
    .selectFrom('collection_files')
    .select(['format', 'storage_key'])
    .where('collection_id', '=', collection.id)
    .where('template_name', '=', request.template.name)
    .execute();
  const formats = FILE_FORMATS.filter((format) =>
    current.some((r) => r.format === format && r.storage_key !== generatedKey(format)),
  );
  if (!formats.length) return current.length ? { ok: true, changed: false } : { ok: false, reason: 'missing' };
  const [rendered] = await renderCollectionTemplates(files, publicDir, collection, [request.template]);
  return storeAndSwitch(
    db,
    files,
    request.collectionId,
    request.template,
    formats.map((format) => {
      const storageKey = generatedKey(format);
      const bytes = rendered![format];
      return {
        format,
        storageKey,
        byteSize: bytes.byteLength,
        uploadedAt: null,
        expectedVersion: request.expectedVersions[format],
        put: () => files.putBytes(storageKey, bytes, { contentType: CONTENT_TYPES[format] }),
      };
    }),
  );
}
