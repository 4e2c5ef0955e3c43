import crypto from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { unstable_parseMultipartFormData, type UploadHandlerPart } from '@remix-run/node';
import { isBodyTooLarge } from './body-reader';

export interface UploadSpec {
  fileFields: Readonly<Record<string, number>>;
  maxFileBytes: number;
  maxTextFieldBytes: number;
  maxTextBytes: number;
  messages: {
    tooLarge: string;
    fileTooLarge: (name: string) => string;
    tooMany: (field: string, max: number) => string;
    unreadable: string;
    fieldTooLong: string;
  };
}

export interface UploadedFile {
  field: string;
  path: string;
  name: string;
}

export interface ReadUpload {
  fields: FormData;
  files: UploadedFile[];
  refusal: { status: 400 | 413; message: string; field: string | null } | null;
}

class Refused extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
  }
}

/** Under DATA_DIR, the stored files' disk, so keeping a file is a rename. Removed afterwards, whatever happened. */
export async function withUploadFolder<T>(dataDir: string, work: (folder: string) => Promise<T>): Promise<T> {
  const folder = path.join(dataDir, 'tmp', 'uploads', crypto.randomBytes(12).toString('hex'));
  await fs.mkdir(folder, { recursive: true });
  try {
    return await work(folder);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/** Files go straight to disk, never whole in memory. Whatever was read before a refusal is returned with it. */
export async function readMultipartUpload(request: Request, folder: string, spec: UploadSpec): Promise<ReadUpload> {
  const fields = new FormData();
  const files: UploadedFile[] = [];
  let textBytes = 0;
  const handler = async (part: UploadHandlerPart): Promise<undefined> => {
    if (part.filename === undefined) {
      const text = await readText(part.data, spec);
      textBytes += Buffer.byteLength(text);
      if (textBytes > spec.maxTextBytes) throw new Refused(413, spec.messages.fieldTooLong);
      fields.append(part.name, text);
      return undefined;
    }
    const maxFiles = Object.hasOwn(spec.fileFields, part.name) ? spec.fileFields[part.name]! : 0;
    if (maxFiles === 0) return drain(part.data);
    const file = path.join(folder, `${files.length + 1}.upload`);
    const size = await writeCapped(part.data, file, part.filename, part.name, spec);
    if (size === 0 && !part.filename) return fs.rm(file, { force: true }).then(() => undefined);
    if (files.filter((f) => f.field === part.name).length === maxFiles) {
      throw new Refused(400, spec.messages.tooMany(part.name, maxFiles), part.name);
    }
    files.push({ field: part.name, path: file, name: part.filename });
    return undefined;
  };
  try {
    await unstable_parseMultipartFormData(request, handler);
    return { fields, files, refusal: null };
  } catch (error) {
    if (request.signal.aborted) throw error;
    const refuse = (status: 400 | 413, message: string, field: string | null = null) => ({
      fields,
      files,
      refusal: { status, message, field },
    });
    if (error instanceof Refused) return refuse(error.status, error.message, error.field);
    if (isBodyTooLarge(error)) return refuse(413, spec.messages.tooLarge);
    return refuse(400, spec.messages.unreadable);
  }
}

async function readText(data: AsyncIterable<Uint8Array>, spec: UploadSpec): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > spec.maxTextFieldBytes) throw new Refused(413, spec.messages.fieldTooLong);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function drain(data: AsyncIterable<Uint8Array>): Promise<undefined> {
  for await (const _chunk of data) {
    // Read to its end and dropped, so the parser goes on to the next part.
  }
  return undefined;
}

async function writeCapped(
  data: AsyncIterable<Uint8Array>,
  file: string,
  sentName: string,
  field: string,
  spec: UploadSpec,
): Promise<number> {
  const out = createWriteStream(file);
  let size = 0;
  try {
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > spec.maxFileBytes) throw new Refused(413, spec.messages.fileTooLarge(sentName), field);
      if (!out.write(chunk)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await finished(out).catch(() => {});
  }
  return size;
}
