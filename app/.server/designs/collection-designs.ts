import type { Db } from '../db/connection';
import type { FileStore } from '../storage/file-store';
import { collectionStoryTemplate, collectionTemplate, PIECE_NAMES } from './collection-templates';
import { uploadedSlotTemplateKey } from './slot-template-uploads';
import { readTemplate, type Piece, type Template } from './template';

/** A collection as the designs need it. */
export interface DesignCollection {
  id: number;
  slug: string;
}

export interface DesignDeps {
  db: Db;
  files: FileStore;
}

/**
 * Uploaded templates read and parsed, by storage key. The key names the sanitised markup's
 * sha-256, so an entry never goes stale; at most UPLOAD_CACHE_SIZE are kept (the oldest read
 * goes first).
 */
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
  // The piece it is uploaded for names it in messages ("Names are too long for the RSVP card").
  return hit.then((template) => (template.piece === piece ? template : { ...template, piece }));
}

/**
 * The slot template a collection's piece is set in: the designer's uploaded SVG for that piece
 * when there is one (./slot-template-uploads.ts), else the shop's own template for the
 * collection's slug, else none (the piece is not personalised; a collection with no invitation
 * template has no preview). An upload that cannot be read back (its file gone from the store) is
 * logged and the piece falls back to the shop's own template rather than failing the page.
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

/** A piece's template, and for the invitation the phone story set with the same words. */
export interface PieceTemplate {
  piece: Piece;
  template: Template;
  /** The shop's story layout, when the invitation is the shop's own design (not a designer's upload). */
  story?: Template;
}

/** Every piece of the collection that has a template, in the pieces' order. */
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
