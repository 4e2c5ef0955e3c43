import type { Readable } from 'node:stream';
import type { FileStore } from '../storage/file-store';

/**
 * What the image pipeline needs of the file store (../storage/file-store.ts): keys are relative,
 * with forward slashes: `images/<hash>/original.webp`, `images/<hash>/<width>.<format>`.
 * Every file is named by its content (or derived from content named so), so a key once written
 * never changes: `put` of a key that exists keeps the file there.
 */
export interface ImageFiles {
  /** Stores the bytes under `key` (atomically: no reader sees half a file). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  has(key: string): Promise<boolean>;
  /** The whole file, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** The file as a stream with its size, or null when there is none. */
  open(key: string): Promise<{ body: Readable; byteSize: number } | null>;
}

const MEDIA_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

const mediaTypeOf = (key: string) => MEDIA_TYPES[key.slice(key.lastIndexOf('.') + 1)];

/** The image files of a server: in its file store (local disk or Supabase Storage). */
export function imageFilesFor({ files }: { files: FileStore }): ImageFiles {
  return {
    async put(key, bytes) {
      await files.putBytes(key, bytes, { ifAbsent: true, contentType: mediaTypeOf(key) });
    },
    has: (key) => files.has(key),
    async read(key) {
      const stored = await files.read(key);
      if (!stored) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of stored.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async open(key) {
      const stored = await files.read(key);
      return stored ? { body: stored.body, byteSize: stored.size } : null;
    },
  };
}
