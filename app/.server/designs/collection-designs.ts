import type { Db } from '../db/connection';
import type { FileStore } from '../storage/file-store';
import { collectionTemplate, PIECE_NAMES } from './collection-templates';
import type { Piece, Template } from './template';

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
 * The slot template a collection's piece is set in: the designer's uploaded SVG for that piece
 * when there is one, else the shop's own template for the collection's slug, else none (the
 * piece is not personalised; a collection with no invitation template has no preview).
 */
export async function templateForPiece(
  _deps: DesignDeps,
  collection: DesignCollection,
  piece: Piece,
): Promise<Template | undefined> {
  return collectionTemplate(collection.slug, piece);
}

/** Every piece of the collection that has a template, in the pieces' order. */
export async function templatesForCollection(
  deps: DesignDeps,
  collection: DesignCollection,
): Promise<{ piece: Piece; template: Template }[]> {
  const out: { piece: Piece; template: Template }[] = [];
  for (const piece of PIECE_NAMES) {
    const template = await templateForPiece(deps, collection, piece);
    if (template) out.push({ piece, template });
  }
  return out;
}
