import type { Readable } from 'node:stream';

/**
 * Where the shop keeps its files (collection templates, proofs, images): one small interface with
 * two implementations, the local disk under DATA_DIR/files (./local-disk-store.ts, the default)
 * and a private Supabase Storage bucket (./supabase-store.ts), chosen from the configuration by
 * ./create-file-store.ts. Keys are relative paths with forward slashes (./keys.ts); a method given
 * a bad key rejects with an InvalidKeyError. A missing file is an answer (null, false), never an
 * error. Files go in and come out as streams: nothing here holds a whole large file in memory.
 *
 * Nothing in it is public: files reach a visitor only through the app's signed links, which
 * stream them from the store.
 */
export interface FileStore {
  /** Where the files are, for the start-up log: `local disk (/srv/data/files)`. */
  readonly description: string;
  /** Gets the store ready (the folder, the bucket: created if missing); once, at start-up. */
  prepare(): Promise<void>;
  /** Stores the bytes under `key`. True when written; false when `ifAbsent` found one there. */
  putBytes(key: string, bytes: Uint8Array, options?: PutOptions): Promise<boolean>;
  /** Stores the file at `localPath` (streamed, left where it is) under `key`; answers like putBytes. */
  putFile(key: string, localPath: string, options?: PutOptions): Promise<boolean>;
  /** The file as a stream, or null when there is none. With a range, only those bytes. */
  read(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** The file's size, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  has(key: string): Promise<boolean>;
  /** Deletes the files; keys that name no file are passed over. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every key that starts with `prefix` (`proofs/` is a folder; `''` is everything), sorted. */
  list(prefix: string): Promise<string[]>;
}

export interface PutOptions {
  /** The media type to keep with the file (Supabase Storage serves it back); default octet-stream. */
  contentType?: string;
  /**
   * Leave a file already under the key as it is. For keys named by their content, whose file
   * never changes once written. Without it a put replaces the file, and readers see the old
   * file or the new one, never half of either.
   */
  ifAbsent?: boolean;
}

/** Bytes `start` to `end`, both included (as in an HTTP Range); `end` defaults to the last byte. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface StoredFile {
  /** The bytes (all of them, or the range asked for). Destroy it when not read to the end. */
  body: Readable;
  /** The size of the whole file. */
  size: number;
  /** How many bytes `body` holds. */
  length: number;
}

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** The bytes a range covers in a file of `size` bytes; throws for a range outside it. */
export function rangeWithin(size: number, range: ByteRange | undefined): { start: number; end: number } {
  if (!range) return { start: 0, end: size - 1 };
  const end = Math.min(range.end ?? size - 1, size - 1);
  if (!Number.isSafeInteger(range.start) || range.start < 0 || range.start > end || range.start >= size) {
    throw new RangeError(`Byte range ${range.start}-${range.end ?? ''} is outside a file of ${size} bytes`);
  }
  return { start: range.start, end };
}
