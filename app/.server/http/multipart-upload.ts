import crypto from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { unstable_parseMultipartFormData, type UploadHandlerPart } from '@remix-run/node';
import { isBodyTooLarge } from './body-reader';

/** What one form takes in a multipart post: its file inputs, and the limits with their messages. */
export interface UploadSpec {
  /** The form's file inputs, each with the number of files it takes at most. Parts of other names are dropped. */
  fileFields: Readonly<Record<string, number>>;
  /** One file at most. */
  maxFileBytes: number;
  /** One text field at most; past it, the upload is refused. */
  maxTextFieldBytes: number;
  /** All text fields together at most (a form's text is small; the body's cap is for its files). */
  maxTextBytes: number;
  messages: {
    /** The body passed its route's cap (./body-rules.ts). */
    tooLarge: string;
    /** A file passed maxFileBytes (`name`: the file's name as sent). */
    fileTooLarge: (name: string) => string;
    /** More files in one input than it takes. */
    tooMany: (field: string, max: number) => string;
    /** Not the multipart its header says. */
    unreadable: string;
    /** A text field (or all of them) far longer than the form's. */
    fieldTooLong: string;
  };
}

/** A file as the upload left it: the input it came in, where it waits on disk, the name it was sent with. */
export interface UploadedFile {
  field: string;
  path: string;
  name: string;
}

export interface ReadUpload {
  /** The text fields, in the order they came (a cut-off upload keeps those before the cut). */
  fields: FormData;
  /** The files, each written to the request's own folder. */
  files: UploadedFile[];
  /**
   * Why the upload was refused before its end (nothing of it may be kept), and the file input the
   * message belongs beside (null: the form as a whole).
   */
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

/**
 * Runs `work` with a fresh folder for one request's uploaded files, under DATA_DIR (the same disk
 * as the stored files, so keeping one is a rename), and removes the folder afterwards, whatever
 * happened: files that were kept have been moved or copied out of it by then.
 */
export async function withUploadFolder<T>(dataDir: string, work: (folder: string) => Promise<T>): Promise<T> {
  const folder = path.join(dataDir, 'tmp', 'uploads', crypto.randomBytes(12).toString('hex'));
  await fs.mkdir(folder, { recursive: true });
  try {
    return await work(folder);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/**
 * Reads a multipart upload as it arrives: text fields into memory (within the spec's limits), the
 * files of the spec's file inputs straight to disk in `folder` (each at most maxFileBytes, each
 * input at most its count), never a whole file in memory. The body itself stops at the front
 * door's cap for its route (./body-rules.ts). Whatever was read before a refusal is returned with
 * it, so the form can keep what was typed.
 */
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
    // A file input with nothing chosen still sends an empty part without a name.
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
    // The multipart parser's own errors: a body that is not the multipart its header says.
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
    // dropped
  }
  return undefined;
}

/** Writes a file part to `file` as it arrives (waiting for the disk), refusing it past maxFileBytes. */
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
