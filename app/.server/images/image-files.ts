import type { Readable } from 'node:stream';
import type { FileStore } from '../storage/file-store';

/** Every key is named by its content, so `put` of a key that exists keeps the file there. */
export interface ImageFiles {
  put(key: string, bytes: Uint8Array): Promise<void>;
  has(key: string): Promise<boolean>;
  read(key: string): Promise<Buffer | null>;
  open(key: string): Promise<{ body: Readable; byteSize: number } | null>;
}

const MEDIA_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

const mediaTypeOf = (key: string) => MEDIA_TYPES[key.slice(key.lastIndexOf('.') + 1)];

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
