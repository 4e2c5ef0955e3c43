import sharp from 'sharp';
import type { Db } from '../db/connection';
import type { FileStore } from '../storage/file-store';
import { PIECE_TITLES } from '~/lib/suite-pieces';
import type { FileStage } from './order-files';

/** Twice its largest CSS size. */
export const COVER_WIDTH = 480;
/** Twice its CSS size. */
export const THUMB_WIDTH = 160;
/** The renders are a few MB at most. */
const COVER_MAX_BYTES = 40 * 1024 * 1024;

interface CoverCandidate {
  stage: FileStage;
  templateName: string;
  format: string;
  fileName: string;
}

/** Undefined for an order with only a collection's plain templates: their card is not theirs. */
export function coverOf<T extends CoverCandidate>(files: T[]): T | undefined {
  const finals = files.filter((file) => file.stage === 'final' && (file.format === 'jpg' || file.format === 'png'));
  return (
    finals.find((file) => /invitation/iu.test(file.fileName)) ??
    finals[0] ??
    files.find(
      (file) => file.stage === 'draft' && file.format === 'jpg' && file.templateName === PIECE_TITLES.invitation,
    )
  );
}

export async function coverThumbnail(
  files: FileStore,
  storageKey: string,
  width = COVER_WIDTH,
): Promise<Buffer | null> {
  const stored = await files.read(storageKey);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stored.body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > COVER_MAX_BYTES) return null;
    chunks.push(chunk);
  }
  try {
    return await sharp(Buffer.concat(chunks))
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** Until the couple's own card is drawn: the photo of the first collection they bought. */
export async function collectionPhotoOf(db: Db, orderId: number): Promise<string | null> {
  const item = await db
    .selectFrom('order_items')
    .select('image')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .executeTakeFirst();
  return item?.image || null;
}
