import crypto from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { unstable_parseMultipartFormData, type UploadHandlerPart } from '@remix-run/node';
import { MAX_PROOF_FILE_BYTES, MAX_PROOF_FILES, type ProofUpload } from '../studio/proof-files';
import { MAX_UPLOAD_BYTES } from './body-rules';
import { isBodyTooLarge } from './body-reader';

/** The upload form's text fields (a note, a version, an intent) are short: more is not a form of ours. */
const MAX_TEXT_FIELD_BYTES = 16 * 1024;
/** The name of the form's file input. */
export const FILES_FIELD = 'files';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const UPLOAD_MESSAGES = {
  tooLarge: `The files are larger than ${megabytes(MAX_UPLOAD_BYTES)} together. Send fewer files at once (each at most ${megabytes(MAX_PROOF_FILE_BYTES)}).`,
  tooMany: `Send at most ${MAX_PROOF_FILES} files at once.`,
  unreadable: 'We could not read the upload. Please choose the files again and send the form.',
  fieldTooLong: 'A field of this form was far too long, so nothing was saved.',
} as const;

export interface ReadUpload {
  /** The text fields, in the order they came (a cut-off upload keeps those before the cut). */
  fields: FormData;
  /** The files, each written to the request's own folder. */
  files: ProofUpload[];
  /** Why the upload was refused before its end (nothing of it may be kept). */
  refusal: { status: 400 | 413; message: string } | null;
}

class Refused extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Runs `work` with a fresh folder for one request's uploaded files, under DATA_DIR, and removes
 * the folder afterwards, whatever happened: files that were kept have been put in the file store
 * by then.
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
 * Reads a multipart upload as it arrives: text fields into memory (each at most 16 KB), the files
 * of the `files` input straight to disk in `folder` (each at most MAX_PROOF_FILE_BYTES, at most
 * MAX_PROOF_FILES of them), never a whole file in memory. The body itself stops at the front
 * door's cap (MAX_UPLOAD_BYTES). Parts of other names are read and dropped. Whatever was read
 * before a refusal is returned with it, so the form can keep what was typed.
 */
export async function readProofUpload(request: Request, folder: string): Promise<ReadUpload> {
  const fields = new FormData();
  const files: ProofUpload[] = [];
  const handler = async (part: UploadHandlerPart): Promise<undefined> => {
    if (part.filename === undefined) {
      fields.append(part.name, await readText(part.data));
    } else if (part.name !== FILES_FIELD) {
      await drain(part.data);
    } else {
      const file = path.join(folder, `${files.length + 1}.upload`);
      const size = await writeCapped(part.data, file, part.filename);
      // A file input with nothing chosen still sends an empty part without a name.
      if (size === 0 && !part.filename) return fs.rm(file, { force: true }).then(() => undefined);
      if (files.length === MAX_PROOF_FILES) throw new Refused(400, UPLOAD_MESSAGES.tooMany);
      files.push({ path: file, name: part.filename });
    }
    return undefined;
  };
  try {
    await unstable_parseMultipartFormData(request, handler);
    return { fields, files, refusal: null };
  } catch (error) {
    if (request.signal.aborted) throw error;
    if (error instanceof Refused) return { fields, files, refusal: { status: error.status, message: error.message } };
    if (isBodyTooLarge(error)) return { fields, files, refusal: { status: 413, message: UPLOAD_MESSAGES.tooLarge } };
    // The multipart parser's own errors: a body that is not the multipart its header says.
    return { fields, files, refusal: { status: 400, message: UPLOAD_MESSAGES.unreadable } };
  }
}

async function readText(data: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > MAX_TEXT_FIELD_BYTES) throw new Refused(413, UPLOAD_MESSAGES.fieldTooLong);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function drain(data: AsyncIterable<Uint8Array>): Promise<void> {
  for await (const _chunk of data) {
    // dropped
  }
}

/** Writes a file part to `file` as it arrives (waiting for the disk), refusing it past MAX_PROOF_FILE_BYTES. */
async function writeCapped(data: AsyncIterable<Uint8Array>, file: string, sentName: string): Promise<number> {
  const out = createWriteStream(file);
  let size = 0;
  try {
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > MAX_PROOF_FILE_BYTES) {
        throw new Refused(413, `“${sentName || 'A file'}” is larger than ${megabytes(MAX_PROOF_FILE_BYTES)}.`);
      }
      if (!out.write(chunk)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await finished(out).catch(() => {});
  }
  return size;
}
