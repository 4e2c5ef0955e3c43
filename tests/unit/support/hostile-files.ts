import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

/**
 * Small uploads that cost a great deal to open, made in the test (the budget tests and the fuzz
 * suite use them).
 */

/**
 * A one-page PDF whose compressed object stream unpacks to `inflatedMb` megabytes of spaces:
 * deflate packs a run about a thousand to one, so 600 MB is a file of about 600 KB. Packed as a
 * stream, so making it never holds the unpacked bytes.
 */
export async function objectStreamBombPdf(inflatedMb: number): Promise<Buffer> {
  const spaces = Buffer.alloc(1024 * 1024, 0x20);
  function* unpacked() {
    yield Buffer.from('5 0 << /Kind /Filler >>');
    for (let mb = 0; mb < inflatedMb; mb++) yield spaces;
  }
  const packed: Buffer[] = [];
  const deflate = zlib.createDeflate({ level: 9 });
  deflate.on('data', (chunk: Buffer) => packed.push(chunk));
  await pipeline(Readable.from(unpacked()), deflate);
  return pdfWithObjectStream(Buffer.concat(packed));
}

/** Catalog, pages, one page, and the object stream (object 4), with a correct cross-reference table. */
function pdfWithObjectStream(objectStream: Buffer): Buffer {
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const add = (part: string | Buffer) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (number: number, ...body: (string | Buffer)[]) => {
    offsets[number] = length;
    add(`${number} 0 obj\n`);
    for (const piece of body) add(piece);
    add('\nendobj\n');
  };
  add('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] >>');
  object(
    4,
    `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${objectStream.length} >>\nstream\n`,
    objectStream,
    '\nendstream',
  );
  const xref = length;
  add('xref\n0 5\n0000000000 65535 f \n');
  for (let n = 1; n <= 4; n++) add(`${String(offsets[n]).padStart(10, '0')} 00000 n \n`);
  add(`trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

/**
 * The shop's Blush Peony invitation under `veils` full-card blurred washes: within every bound the
 * sanitiser sets on filters, a couple of seconds as a thumbnail, and about a minute or more at
 * print size (each filtered shape is a full-card layer blurred on its own).
 */
export function veiledInvitationSvg(veils = 40): string {
  const base = fs.readFileSync(
    path.resolve('app/.server/designs/templates/blush-peony-romance/invitation.svg'),
    'utf8',
  );
  const washes = Array.from(
    { length: veils },
    (_, i) =>
      `<rect x="${i % 7}" y="${i % 5}" width="600" height="840" fill="#e8d9c8" opacity="0.03" filter="url(#veil)"/>`,
  ).join('');
  return base.replace(
    /<\/svg>\s*$/u,
    `<defs><filter id="veil"><feGaussianBlur stdDeviation="6"/></filter></defs>${washes}</svg>`,
  );
}
