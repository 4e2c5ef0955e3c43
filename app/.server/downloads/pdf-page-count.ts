import fs from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';

/**
 * The page count of the PDF at `filePath`, or null when pdf-lib cannot open it. pdf-lib reads the
 * whole file and inflates every compressed object stream whole as it opens it: a small file can
 * unpack to gigabytes. So this runs only in a worker process, within its memory and time budget
 * (./template-file-check.ts).
 */
export async function pdfPageCount(filePath: string): Promise<number | null> {
  try {
    const document = await PDFDocument.load(await fs.readFile(filePath), {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
    return document.getPageCount();
  } catch {
    return null;
  }
}
