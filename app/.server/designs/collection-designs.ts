import type { Db } from '../db/connection';
import type { FileStore } from '../storage/file-store';
import { collectionStoryTemplate, collectionTemplate, PIECE_NAMES } from './collection-templates';
import { uploadedSlotTemplateKey } from './slot-template-uploads';
import { readTemplate, type Piece, type Template } from './template';

export interface DesignCollection {
  id: number;
  slug: string;
}

export interface DesignDeps {
  db: Db;
  files: FileStore;
}

/** Keys name the markup's sha-256, so an entry never goes stale. */
const UPLOAD_CACHE_SIZE = 64;
const uploadCache = new Map<string, Promise<Template>>();

async function readStoredTemplate(files: FileStore, key: string): Promise<Template> {
  const stored = await files.read(key);
  if (!stored) throw new Error(`The slot template ${key} is not in the file store.`);
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return readTemplate(Buffer.concat(chunks));
}

function uploadedTemplate(files: FileStore, key: string, piece: Piece): Promise<Template> {
  let hit = uploadCache.get(key);
  if (!hit) {
    hit = readStoredTemplate(files, key);
    hit.catch(() => uploadCache.delete(key));
    if (uploadCache.size >= UPLOAD_CACHE_SIZE) uploadCache.delete(uploadCache.keys().next().value as string);
    uploadCache.set(key, hit);
  }
  // The piece it is uploaded for names it in messages.
  return hit.then((template) => (template.piece === piece ? template : { ...template, piece }));
}

/**
 * The designer's upload for the piece, else the shop's own template, else none. An upload whose file is
 * gone from the store is logged and falls back, rather than failing the page.
 */
export async function templateForPiece(
  deps: DesignDeps,
  collection: DesignCollection,
  piece: Piece,
): Promise<Template | undefined> {
  const key = await uploadedSlotTemplateKey(deps.db, collection.id, piece);
  if (key) {
    try {
      return await uploadedTemplate(deps.files, key, piece);
    } catch (error) {
      console.error(`Slot template of collection ${collection.id} (${piece}) could not be read:`, error);
    }
  }
  return collectionTemplate(collection.slug, piece);
}

export interface PieceTemplate {
  piece: Piece;
  template: Template;
  /** Only when the invitation is the shop's own design. */
  story?: Template;
}

export async function templatesForCollection(deps: DesignDeps, collection: DesignCollection): Promise<PieceTemplate[]> {
  const out: PieceTemplate[] = [];
  for (const piece of PIECE_NAMES) {
    const template = await templateForPiece(deps, collection, piece);
    if (!template) continue;
    const own = piece === 'invitation' && template === (await collectionTemplate(collection.slug, piece));
    const story = own ? await collectionStoryTemplate(collection.slug) : undefined;
    out.push({ piece, template, ...(story ? { story } : {}) });
  }
  return out;
}
