import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Small uploads that cost a great deal to open, made in the test (the budget tests and the fuzz
 * suite use them).
 */

/**
 * A one-page PDF whose compressed object stream unpacks to `inflatedMb` megabytes of spaces, in a
 * file of about a thousandth of that (600 MB is about 600 KB). `veiled` writes its type as
 * /Obj#53tm (a PDF name may escape any letter): what pdf-lib reads as an object stream, past a look
 * for the plain name (app/.server/downloads/open-pdf.ts), so only the worker's budget stops it.
 */
export function objectStreamBombPdf(inflatedMb: number, { veiled = false } = {}): Buffer {
  const objectStream = spacesDeflated(Buffer.from('5 0 << /Kind /Filler >>'), inflatedMb);
  return pdfWithObjectStream(objectStream, veiled ? '/Obj#53tm' : '/ObjStm');
}

const MEGABYTE = 1024 * 1024;
const ADLER_MOD = 65521n;

/**
 * zlib data of `prefix` then `mb` megabytes of spaces, made without deflating gigabytes: a megabyte
 * of spaces deflated on its own (ending in a full flush, which starts the next part afresh) is the
 * same bytes every time, so it is repeated; the Adler-32 check of a run of one byte has a closed form.
 */
function spacesDeflated(prefix: Buffer, mb: number): Buffer {
  const part = (bytes: Buffer) => zlib.deflateRawSync(bytes, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  const megabyte = part(Buffer.alloc(MEGABYTE, 0x20));
  let a = 1n;
  let b = 0n;
  for (const byte of prefix) {
    a = (a + BigInt(byte)) % ADLER_MOD;
    b = (b + a) % ADLER_MOD;
  }
  const n = BigInt(mb * MEGABYTE);
  b = (b + n * a + (0x20n * n * (n + 1n)) / 2n) % ADLER_MOD;
  a = (a + 0x20n * n) % ADLER_MOD;
  const check = Buffer.alloc(4);
  check.writeUInt32BE(Number((b << 16n) | a));
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    part(prefix),
    ...Array.from({ length: mb }, () => megabyte),
    zlib.deflateRawSync(Buffer.alloc(0)),
    check,
  ]);
}

/** Catalog, pages, one page, and the object stream (object 4), with a correct cross-reference table. */
function pdfWithObjectStream(objectStream: Buffer, type: string): Buffer {
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
    `<< /Type ${type} /N 1 /First 4 /Filter /FlateDecode /Length ${objectStream.length} >>\nstream\n`,
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
