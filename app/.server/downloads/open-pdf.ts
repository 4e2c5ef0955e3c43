import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';

export type PdfOpening = { pages: number } | { refused: 'broken' | 'unpacks-too-far' };

/** pdf-lib inflates every object stream whole, in JavaScript; a print-ready PDF's come to a few MB. */
export const OBJECT_STREAMS_MAX_BYTES = 64 * 1024 * 1024;

/**
 * A small file can unpack to gigabytes, so the object streams are first inflated by zlib (native, much
 * quicker) and capped. Runs only in a worker process, whose budget bounds what this look cannot see.
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

/** One that zlib cannot inflate is left to pdf-lib to judge. */
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
      continue;
    }
    if (left < 0) return false;
  }
  return true;
}
