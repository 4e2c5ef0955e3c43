import fs from 'node:fs/promises';
import sharp from 'sharp';
import type { ProofFileFormat } from '~/.server/db/schema';
import type { Piece } from '~/.server/designs/template';
import { readAt, sha256Of } from '~/.server/storage/file-bytes';

export const MAX_PROOF_FILES = 10;
/** A print-ready PDF or full-resolution image is a few MB. */
export const MAX_PROOF_FILE_BYTES = 25 * 1024 * 1024;
/** A2 at 300 dpi is about 35 megapixels; every browser can show 50. */
export const MAX_PROOF_PIXELS = 50_000_000;

export interface ProofUpload {
  path: string;
  name: string;
  piece?: Piece;
}

export interface CheckedProofFile {
  path: string;
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

/** Judged by content alone: PDF header and end marker, or a JPEG/PNG signature that sharp agrees with. */
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

/** Letters of any script, digits, spaces, dots, dashes and underscores; the extension its content has. */
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
