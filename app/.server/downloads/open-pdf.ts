import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';

/**
 * What opening an uploaded PDF found: its page count, or why there is none — it cannot be opened
 * (`broken`), or its object streams unpack to more than any print-ready PDF holds (`unpacks-too-far`).
 */
export type PdfOpening = { pages: number } | { refused: 'broken' | 'unpacks-too-far' };

/**
 * What a PDF's object streams may unpack to in all. pdf-lib inflates every one of them whole, in
 * JavaScript, as it opens the file; a print-ready PDF's come to a few MB.
 */
export const OBJECT_STREAMS_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Opens the PDF at `filePath` and counts its pages. pdf-lib reads the whole file and inflates every
 * compressed object stream whole as it opens it: a small file can unpack to gigabytes. So the
 * object streams are first inflated here by zlib — native, many times quicker than pdf-lib's own,
 * and stopped at OBJECT_STREAMS_MAX_BYTES — and a file past it is refused at once. This runs only in
 * a worker process, within its memory and time budget (./template-file-check.ts), which stays the
 * bound for whatever this first look cannot see.
 */
export async function openPdf(filePath: string): Promise<PdfOpening> {
  const bytes = await fs.readFile(filePath);
  if (!objectStreamsFit(bytes, OBJECT_STREAMS_MAX_BYTES)) return { refused: 'unpacks-too-far' };
  try {
    const document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
    return { pages: document.getPageCount() };
  } catch {
    return { refused: 'broken' };
  }
}

const OBJECT_STREAM = /\/Type\s*\/ObjStm\b/g;
const STREAM_START = /\bstream\r?\n/g;
const ENDSTREAM = Buffer.from('endstream', 'latin1');

/**
 * Whether the file's object streams (each dictionary of /Type /ObjStm, and the stream after it)
 * unpack to `maxBytes` at most in all. One that zlib cannot inflate is left to pdf-lib to judge.
 */
export function objectStreamsFit(bytes: Buffer, maxBytes: number): boolean {
  const text = bytes.toString('latin1');
  let left = maxBytes;
  for (const match of text.matchAll(OBJECT_STREAM)) {
    STREAM_START.lastIndex = match.index;
    const start = STREAM_START.exec(text);
    if (!start) break;
    const from = start.index + start[0].length;
    const end = bytes.indexOf(ENDSTREAM, from);
    if (end < 0) break;
    try {
      left -= zlib.inflateSync(bytes.subarray(from, end), { maxOutputLength: left + 1 }).length;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return false;
      // Not zlib data, or cut short: pdf-lib decides what the file is.
      continue;
    }
    if (left < 0) return false;
  }
  return true;
}
