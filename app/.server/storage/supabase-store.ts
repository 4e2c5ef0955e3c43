import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { DEFAULT_CONTENT_TYPE, rangeWithin, type FileStore, type PutOptions } from './file-store';
import { checkedKey, checkedPrefix, folderOf } from './keys';
import type { SupabaseStorage } from './supabase-client';

const DELETE_BATCH = 1000;
const LIST_PAGE = 1000;
const FOLDER_PLACEHOLDER = '.emptyFolderPlaceholder';

export interface SupabaseStoreOptions {
  storage: () => Promise<SupabaseStorage>;
  bucket: string;
  projectUrl: string;
}

/** A public bucket is refused: these are order files and proofs, reached only through signed links. */
export function supabaseStore({ storage, bucket, projectUrl }: SupabaseStoreOptions): FileStore {
  const objects = async () => (await storage()).from(bucket);

  async function upload(key: string, body: Buffer | Readable, byteSize: number, options: PutOptions) {
    const { error } = await (
      await objects()
    ).upload(checkedKey(key), body, {
      contentType: options.contentType ?? DEFAULT_CONTENT_TYPE,
      upsert: !options.ifAbsent,
      // Known length: Storage takes the body as one request instead of buffering an unknown one.
      headers: { 'content-length': String(byteSize) },
    });
    if (!error) return true;
    if (options.ifAbsent && isAlreadyThere(error)) return false;
    throw storageFailure(`upload ${key}`, error);
  }

  async function stat(key: string) {
    const { data, error } = await (await objects()).info(checkedKey(key));
    if (error) {
      if (isNotFound(error)) return null;
      throw storageFailure(`info ${key}`, error);
    }
    return { size: Number(data.size ?? 0), contentType: data.contentType };
  }

  async function walk(folder: string, keep: (path: string, isFolder: boolean) => boolean): Promise<string[]> {
    const api = await objects();
    const keys: string[] = [];
    for (let offset = 0; ; offset += LIST_PAGE) {
      const { data, error } = await api.list(folder, {
        limit: LIST_PAGE,
        offset,
        sortBy: { column: 'name', order: 'asc' },
      });
      if (error) throw storageFailure(`list ${folder || '/'}`, error);
      for (const entry of data) {
        if (entry.name === FOLDER_PLACEHOLDER) continue;
        const path = folder ? `${folder}/${entry.name}` : entry.name;
        if (entry.id === null) {
          if (keep(path, true)) keys.push(...(await walk(path, keep)));
        } else if (keep(path, false)) keys.push(path);
      }
      if (data.length < LIST_PAGE) return keys;
    }
  }

  return {
    description: `Supabase Storage (private bucket "${bucket}" at ${projectUrl})`,
    async prepare() {
      const client = await storage();
      const found = await client.getBucket(bucket);
      if (found.data) {
        if (found.data.public) {
          throw new Error(
            `Supabase Storage bucket "${bucket}" is public; it holds private order files and proofs. Make it private in the Supabase dashboard, or set SUPABASE_STORAGE_BUCKET to another bucket.`,
          );
        }
        return;
      }
      if (!isNotFound(found.error)) throw storageFailure(`get bucket ${bucket}`, found.error);
      const created = await client.createBucket(bucket, { public: false });
      if (created.error && !isAlreadyThere(created.error))
        throw storageFailure(`create bucket ${bucket}`, created.error);
    },
    putBytes: (key, bytes, options = {}) =>
      upload(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), bytes.byteLength, options),
    async putFile(key, localPath, options = {}) {
      checkedKey(key);
      const { size } = await fs.stat(localPath);
      const body = createReadStream(localPath);
      try {
        return await upload(key, body, size, options);
      } finally {
        body.destroy();
      }
    },
    async read(key, range) {
      const found = await stat(key);
      if (!found) return null;
      const { start, end } = rangeWithin(found.size, range);
      let api = await objects();
      if (range) api = api.setHeader('range', `bytes=${start}-${end}`);
      const { data, error } = await api.download(key).asStream();
      if (error) throw storageFailure(`download ${key}`, error);
      const body = data ? Readable.fromWeb(data as WebReadableStream<Uint8Array>) : Readable.from([]);
      // Keys are written once, so the size of a moment ago is the size of these bytes.
      return { body, size: found.size, length: Math.max(0, end - start + 1) };
    },
    stat: async (key) => {
      const found = await stat(key);
      return found && { size: found.size };
    },
    has: async (key) => (await stat(key)) !== null,
    async delete(keys) {
      const checked = keys.map(checkedKey);
      const api = await objects();
      for (let i = 0; i < checked.length; i += DELETE_BATCH) {
        const { error } = await api.remove(checked.slice(i, i + DELETE_BATCH));
        if (error) throw storageFailure('delete', error);
      }
    },
    async list(prefix) {
      const folder = folderOf(checkedPrefix(prefix)).replace(/\/$/, '');
      const keep = (path: string, isFolder: boolean) =>
        isFolder ? `${path}/`.startsWith(prefix) || prefix.startsWith(`${path}/`) : path.startsWith(prefix);
      return (await walk(folder, keep)).sort();
    },
  };
}

interface StorageErrorLike {
  message: string;
  status?: number;
  statusCode?: string;
  code?: string;
}

function isNotFound(error: StorageErrorLike): boolean {
  return (
    error.status === 404 || error.statusCode === '404' || error.code === 'NoSuchKey' || error.code === 'NoSuchBucket'
  );
}

function isAlreadyThere(error: StorageErrorLike): boolean {
  return (
    error.status === 409 ||
    error.statusCode === '409' ||
    error.code === 'Duplicate' ||
    error.code === 'ResourceAlreadyExists' ||
    error.code === 'BucketAlreadyExists'
  );
}

function storageFailure(what: string, error: StorageErrorLike): Error {
  const status = error.status ?? error.statusCode ?? '';
  return new Error(`Supabase Storage: ${what} failed${status ? ` (${status})` : ''}: ${error.message}`, {
    cause: error,
  });
}
