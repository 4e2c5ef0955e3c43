import type { Readable } from 'node:stream';

/** A missing file is an answer (null, false), never an error; files are streamed, never held whole. */
export interface FileStore {
  readonly description: string;
  prepare(): Promise<void>;
  putBytes(key: string, bytes: Uint8Array, options?: PutOptions): Promise<boolean>;
  putFile(key: string, localPath: string, options?: PutOptions): Promise<boolean>;
  read(key: string, range?: ByteRange): Promise<StoredFile | null>;
  stat(key: string): Promise<{ size: number } | null>;
  has(key: string): Promise<boolean>;
  delete(keys: readonly string[]): Promise<void>;
  list(prefix: string): Promise<string[]>;
}

export interface PutOptions {
  contentType?: string;
  /** For content-named keys, whose file never changes. Without it a put replaces the file atomically. */
  ifAbsent?: boolean;
}

export interface ByteRange {
  start: number;
  end?: number;
}

export interface StoredFile {
  /** Destroy it when not read to the end. */
  body: Readable;
  size: number;
  length: number;
}

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

export function rangeWithin(size: number, range: ByteRange | undefined): { start: number; end: number } {
  if (!range) return { start: 0, end: size - 1 };
  const end = Math.min(range.end ?? size - 1, size - 1);
  if (!Number.isSafeInteger(range.start) || range.start < 0 || range.start > end || range.start >= size) {
    throw new RangeError(`Byte range ${range.start}-${range.end ?? ''} is outside a file of ${size} bytes`);
  }
  return { start: range.start, end };
}
