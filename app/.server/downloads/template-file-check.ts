import fs from 'node:fs/promises';
import sharp from 'sharp';
import type { FileFormat } from '../db/schema';
import { QueueFull } from '~/.server/platform/bounded-queue';
import { MAX_IMAGE_PIXELS, megabytes } from '../images/limits';
import { readAt, sha256Of } from '../storage/file-bytes';
import { workerPool } from '../worker-pool/server-pool';
import { OverBudget, PoolClosed } from '../worker-pool/worker-errors';

/**
 * Judged by the bytes alone. The PDF is opened in a worker process within a time and memory budget:
 * a few MB of compressed object streams can unpack to gigabytes.
 */

/** A print-ready PDF with its fonts and artwork is a few MB. */
export const MAX_TEMPLATE_FILE_BYTES = 20 * 1024 * 1024;

export const PDF_CHECK_BUDGET_MS = 10_000;
/** A 20 MB print file takes about 150 MB unpacked; past 512 it is a bomb. */
export const PDF_CHECK_MEMORY_MB = 512;

export const TEMPLATE_FILE_MESSAGES = {
  empty: (name: string) => `“${name}” is empty. Please choose the file again.`,
  tooLarge: (name: string) =>
    `“${name}” is larger than ${megabytes(MAX_TEMPLATE_FILE_BYTES)}. Please choose a smaller file.`,
  notPdf: (name: string) => `“${name}” is not a PDF file. Please choose a PDF here.`,
  brokenPdf: (name: string) => `“${name}” could not be opened as a PDF (it may be damaged or cut short).`,
  pdfTooComplex: (name: string) =>
    `“${name}” is too complex to check: its compressed contents unpack to far more than a print-ready PDF holds. Export it again flattened, without object-stream compression (for example as PDF/X-1a or PDF/X-4, or “Save as Optimized PDF” with compressed object streams off), and upload that.`,
  checkBusy: (name: string) =>
    `“${name}” could not be checked just now: the server is busy or restarting. Please upload it again in a minute.`,
  notJpg: (name: string) => `“${name}” is not a JPG image. Please choose a JPG here.`,
  tooManyPixels: (name: string, width: number, height: number) =>
    `“${name}” is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels; a JPG may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
} as const;

export interface CheckedTemplateFile {
  path: string;
  format: FileFormat;
  byteSize: number;
  sha256: string;
}

export type TemplateFileCheck = { ok: true; file: CheckedTemplateFile } | { ok: false; message: string };

const PDF_SIGNATURE = Buffer.from('%PDF-');
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

export async function checkTemplateFile(
  upload: { path: string; name: string },
  format: FileFormat,
): Promise<TemplateFileCheck> {
  const shown = displayName(upload.name);
  const { size } = await fs.stat(upload.path);
  if (size === 0) return { ok: false, message: TEMPLATE_FILE_MESSAGES.empty(shown) };
  if (size > MAX_TEMPLATE_FILE_BYTES) return { ok: false, message: TEMPLATE_FILE_MESSAGES.tooLarge(shown) };
  const head = await readAt(upload.path, 0, 8);
  const refusal =
    format === 'pdf' ? await pdfRefusal(upload.path, head, shown) : await jpgRefusal(upload.path, head, shown);
  if (refusal) return { ok: false, message: refusal };
  return { ok: true, file: { path: upload.path, format, byteSize: size, sha256: await sha256Of(upload.path) } };
}

async function pdfRefusal(filePath: string, head: Buffer, shown: string): Promise<string | null> {
  if (!head.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) return TEMPLATE_FILE_MESSAGES.notPdf(shown);
  try {
    const opened = await workerPool.run(
      'open-pdf',
      { path: filePath },
      { timeMs: PDF_CHECK_BUDGET_MS, memoryMb: PDF_CHECK_MEMORY_MB },
    );
    if ('pages' in opened) return opened.pages ? null : TEMPLATE_FILE_MESSAGES.brokenPdf(shown);
    return opened.refused === 'unpacks-too-far'
      ? TEMPLATE_FILE_MESSAGES.pdfTooComplex(shown)
      : TEMPLATE_FILE_MESSAGES.brokenPdf(shown);
  } catch (error) {
    if (error instanceof OverBudget) return TEMPLATE_FILE_MESSAGES.pdfTooComplex(shown);
    if (error instanceof QueueFull || error instanceof PoolClosed) return TEMPLATE_FILE_MESSAGES.checkBusy(shown);
    console.error('Template file: the PDF check failed:', error);
    return TEMPLATE_FILE_MESSAGES.brokenPdf(shown);
  }
}

async function jpgRefusal(filePath: string, head: Buffer, shown: string): Promise<string | null> {
  if (!head.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return TEMPLATE_FILE_MESSAGES.notJpg(shown);
  const metadata = await sharp(filePath, { limitInputPixels: MAX_IMAGE_PIXELS })
    .metadata()
    .catch(() => null);
  if (!metadata || metadata.format !== 'jpeg' || !metadata.width || !metadata.height) {
    return TEMPLATE_FILE_MESSAGES.notJpg(shown);
  }
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) {
    return TEMPLATE_FILE_MESSAGES.tooManyPixels(shown, metadata.width, metadata.height);
  }
  return null;
}

const displayName = (name: string) => (name.length > 60 ? `${name.slice(0, 57)}…` : name) || 'The file';
