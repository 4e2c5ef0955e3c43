import type { Db } from '../db/connection';
import type { FileFormat } from '../db/schema';
import { fromJson, nowIso } from '../db/values';
import { imageFilesFor } from '../images/image-files';
import { originalKey } from '../images/image-keys';
import { artworkFor, type ArtworkSource } from './artwork';
import { writePdf } from '../designs/pdf-writer';
import { renderJpg } from './render-jpg';
import { sheetPage, templateSheet, type Sheet } from './sheet';
import type { FileStore } from '../storage/file-store';
import { collectionFileKey } from '../storage/keys';
import { COLLECTION_TEMPLATES, CONTENT_TYPES, FILE_FORMATS, type TemplateSpec } from './templates';
import { whileMakingFilesOf } from './collection-files-claim';

export interface CollectionArt {
  id: number;
  title: string;
  image: string;
  gallery: string[];
}

async function renderTemplate(
  template: TemplateSpec,
  collection: CollectionArt,
  artworkOf: (image: string, sheet: Sheet) => Promise<Buffer>,
): Promise<Record<FileFormat, Uint8Array>> {
  const sheet = templateSheet(template, collection.title);
  const images = collection.gallery.length ? collection.gallery : [collection.image];
  const artwork = await artworkOf(images[template.artwork % images.length]!, sheet);
  const [pdf, jpg] = await Promise.all([
    writePdf(sheetPage(sheet, artwork), {
      title: `${collection.title}: ${template.name}`,
      subject: `${template.name} template from the ${collection.title} collection`,
    }),
    renderJpg(sheet, artwork),
  ]);
  return { pdf, jpg };
}

export async function renderCollectionTemplates(
  files: FileStore,
  publicDir: string,
  collection: CollectionArt,
  templates: readonly TemplateSpec[],
): Promise<Record<FileFormat, Uint8Array>[]> {
  const images = imageFilesFor({ files });
  const source: ArtworkSource = { publicDir, readUpload: (hash) => images.read(originalKey(hash)) };
  // Templates share gallery images and every sheet has the same artwork box: crop each once.
  const crops = new Map<string, Promise<Buffer>>();
  const artworkOf = (image: string, sheet: Sheet) => {
    if (!crops.has(image)) crops.set(image, artworkFor(source, image, sheet.artwork));
    return crops.get(image)!;
  };
  return Promise.all(templates.map((template) => renderTemplate(template, collection, artworkOf)));
}

async function hasCollectionFiles(db: Db, collectionId: number): Promise<boolean> {
  const row = await db
    .selectFrom('collection_files')
    .select('id')
    .where('collection_id', '=', collectionId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Called holding the collection's claim. */
async function makeCollectionFiles(
  db: Db,
  files: FileStore,
  publicDir: string,
  collection: CollectionArt,
): Promise<boolean> {
  if (await hasCollectionFiles(db, collection.id)) return false;
  const rendered = await renderCollectionTemplates(files, publicDir, collection, COLLECTION_TEMPLATES);
  const createdAt = nowIso();
  const rows = COLLECTION_TEMPLATES.flatMap((template, templateIndex) =>
    FILE_FORMATS.map((format, formatIndex) => {
      const fileName = `${template.baseName}.${format}`;
      const bytes = rendered[templateIndex]![format];
      return {
        bytes,
        values: {
          collection_id: collection.id,
          template_name: template.name,
          format,
          file_name: fileName,
          storage_key: collectionFileKey(collection.id, fileName),
          byte_size: bytes.byteLength,
          sort_order: templateIndex * FILE_FORMATS.length + formatIndex,
          created_at: createdAt,
        },
      };
    }),
  );
  await Promise.all(
    rows.map(({ bytes, values }) =>
      files.putBytes(values.storage_key, bytes, { contentType: CONTENT_TYPES[values.format] }),
    ),
  );
  const record = async (trx: Db) => {
    if (await hasCollectionFiles(trx, collection.id)) return false;
    await trx
      .insertInto('collection_files')
      .values(rows.map((r) => r.values))
      .execute();
    return true;
  };
  return db.isTransaction ? record(db) : db.transaction().execute(record);
}

/**
 * A collection's rows go in after its files are stored, so a row never names a missing file. A
 * collection another maker is at is left to it; an aborted `signal` ends after the collection under way.
 */
export async function ensureCollectionFiles(
  db: Db,
  files: FileStore,
  publicDir: string,
  signal?: AbortSignal,
): Promise<number> {
  const pending = await db
    .selectFrom('collections')
    .select(['id', 'title', 'image', 'gallery'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('collection_files')
            .select('collection_files.id')
            .whereRef('collection_files.collection_id', '=', 'collections.id'),
        ),
      ),
    )
    .orderBy('id')
    .execute();

  let filled = 0;
  for (const row of pending) {
    if (signal?.aborted) break;
    const collection: CollectionArt = {
      id: Number(row.id),
      title: row.title,
      image: row.image,
      gallery: fromJson<string[]>(row.gallery),
    };
    const made = await whileMakingFilesOf(db, collection.id, (maker) =>
      makeCollectionFiles(maker, files, publicDir, collection),
    );
    if (made) filled++;
  }
  return filled;
}
