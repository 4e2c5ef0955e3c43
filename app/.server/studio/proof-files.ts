import fs from 'node:fs/promises';
import sharp from 'sharp';
import type { ProofFileFormat } from '../db/schema';
import type { Piece } from '../designs/template';
import { readAt, sha256Of } from '../storage/file-bytes';

/** A proof is a handful of files: the suite's cards, as PDF and/or images. */
export const MAX_PROOF_FILES = 10;
/** One file at most: a print-ready PDF or a full-resolution image is a few MB; 25 MB leaves room. */
export const MAX_PROOF_FILE_BYTES = 25 * 1024 * 1024;
/** An image at most: 50 megapixels (A2 at 300 dpi is about 35), so every browser can show it. */
export const MAX_PROOF_PIXELS = 50_000_000;

/** A file as the upload left it: where it waits on disk, the name it was sent with, the piece slot it came in. */
export interface ProofUpload {
  path: string;
  name: string;
  /** The piece of the suite it was uploaded as; none for the proof's other files. */
  piece?: Piece;
}

/** An upload whose content was checked: what it is, by its bytes, and its hash. */
export interface CheckedProofFile {
  path: string;
  /** The name the couple's download gets: the sent name, made safe, with the right extension. */
  fileName: string;
  format: ProofFileFormat;
  byteSize: number;
  width: number | null;
  height: number | null;
  sha256: string;
  piece?: Piece;
}

export type ProofFileCheck = { ok: true; file: CheckedProofFile } | { ok: false; message: string };

const SIGNATURES: { format: ProofFileFormat; bytes: number[] }[] = [
  { format: 'pdf', bytes: [...Buffer.from('%PDF-')] },
  { format: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { format: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];
const SHARP_FORMATS: Record<'jpg' | 'png', string> = { jpg: 'jpeg', png: 'png' };
/** PDF readers look for the end marker in the file's last kilobyte. */
const PDF_TAIL_BYTES = 1024;

/**
 * What an uploaded file is, judged by its content alone (never its name or the browser's
 * Content-Type): a PDF (header and end marker), a JPEG or a PNG (signature, and sharp reads a
 * header of that very format with a size under MAX_PROOF_PIXELS). Anything else is refused with a
 * message naming the file.
 */
export async function inspectProofFile(upload: ProofUpload): Promise<ProofFileCheck> {
  const shown = displayName(upload.name);
  const { size } = await fs.stat(upload.path);
  if (size === 0) return { ok: false, message: `“${shown}” is empty.` };
  if (size > MAX_PROOF_FILE_BYTES)
    return { ok: false, message: `“${shown}” is larger than ${megabytes(MAX_PROOF_FILE_BYTES)}.` };
  const head = await readAt(upload.path, 0, 16);
  const format = SIGNATURES.find((signature) => signature.bytes.every((byte, i) => head[i] === byte))?.format;
  const notOurs = { ok: false, message: `“${shown}” is not a PDF, JPG or PNG file.` } as const;
  if (!format) return notOurs;

  let width: number | null = null;
  let height: number | null = null;
  if (format === 'pdf') {
    const tail = await readAt(upload.path, Math.max(0, size - PDF_TAIL_BYTES), PDF_TAIL_BYTES);
    if (!tail.includes('%%EOF')) return { ok: false, message: `“${shown}” is not a complete PDF file.` };
  } else {
    const metadata = await sharp(upload.path)
      .metadata()
      .catch(() => null);
    if (!metadata || metadata.format !== SHARP_FORMATS[format] || !metadata.width || !metadata.height) return notOurs;
    if (metadata.width * metadata.height > MAX_PROOF_PIXELS) {
      return {
        ok: false,
        message: `“${shown}” is ${metadata.width} × ${metadata.height} pixels; images may have at most ${MAX_PROOF_PIXELS / 1_000_000} megapixels.`,
      };
    }
    width = metadata.width;
    height = metadata.height;
  }
  return {
    ok: true,
    file: {
      path: upload.path,
      fileName: safeFileName(upload.name, format),
      format,
      byteSize: size,
      width,
      height,
      sha256: await sha256Of(upload.path),
      ...(upload.piece ? { piece: upload.piece } : {}),
    },
  };
}

/** Names made unique within one proof (`card.pdf`, `card-2.pdf`), in the order given. */
export function uniqueNames(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const [base, extension] = [name.slice(0, dot), name.slice(dot)];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base}-${n}${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * A download name from the name the file was sent with: letters, digits, spaces, dots, dashes and
 * underscores kept (any script), anything else a dash; at most 80 characters; the extension is
 * the one its content has.
 */
export function safeFileName(sent: string, format: ProofFileFormat): string {
  const base = sent
    .split(/[/\\]/)
    .pop()!
    .replace(/\.[^.]*$/, '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '-')
    .replace(/^[\s.-]+|[\s.-]+$/g, '')
    .slice(0, 80);
  return `${base || 'design'}.${format}`;
}

const displayName = (name: string) => (name.length > 60 ? `${name.slice(0, 57)}…` : name) || 'The file';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
