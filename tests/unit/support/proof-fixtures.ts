import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { inspectProofFile, type CheckedProofFile } from '~/.server/proofs/files';

/** A small real PNG (a blush card), `width` × `height`. */
export function pngBytes(width = 120, height = 160): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#f3e1dc' } })
    .png()
    .toBuffer();
}

/** A small real JPEG. */
export function jpgBytes(width = 120, height = 160): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#e8c4c0' } })
    .jpeg()
    .toBuffer();
}

/** A one-page PDF made with pdf-lib. */
export async function pdfBytes(text = 'Invitation'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 400]).drawText(text, { x: 40, y: 200 });
  return Buffer.from(await doc.save());
}

/** A scratch folder standing in for DATA_DIR's upload folder. */
export const scratchDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'studio-proofs-'));

/** Writes `bytes` to a file in `dir` as an upload would, and checks it (it must pass). */
export async function checkedFile(dir: string, name: string, bytes: Buffer): Promise<CheckedProofFile> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.upload`);
  fs.writeFileSync(file, bytes);
  const check = await inspectProofFile({ path: file, name });
  if (!check.ok) throw new Error(check.message);
  return check.file;
}

/** Every file below `dir` (relative paths), for "nothing stored" checks. */
export function filesBelow(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((entry) =>
    fs.statSync(path.join(dir, entry)).isFile(),
  );
}
