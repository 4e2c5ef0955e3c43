import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';

/** A JPEG taken "on a phone": EXIF with a camera, a GPS position, and turned on its side (orientation 6). */
export async function jpegWithGps(file: string, width = 600, height = 400): Promise<void> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#c0808a' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Phone 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '28/1 36/1 50/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 12/1 30/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  fs.writeFileSync(file, bytes);
}

/** Whether an EXIF block holds a GPS directory (tag 0x8825, little- or big-endian). */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG that claims `width` × `height` pixels in a few dozen bytes: a valid signature and header
 * (IHDR, CRCs right), one row of pixel data and the end marker. Decoding it would take the memory
 * of every claimed pixel; reading its header takes none.
 */
export function hugePngHeader(file: string, width = 20_000, height = 20_000): void {
  fs.writeFileSync(file, hugePngBytes(width, height));
}

/** The bytes of hugePngHeader's PNG (the fuzz suite posts them as they are). */
export function hugePngBytes(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const idat = zlib.deflateSync(Buffer.alloc(1 + width * 3));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A picture with some detail (so encoders have work): a gradient PNG. */
export async function gradientPng(file: string, width: number, height: number): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#f4d6d0"/><stop offset="1" stop-color="#5a7a66"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#b0485a"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
}

export function writeText(dir: string, name: string, text: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}
