import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflatedPiece, splicedGzip, storedPiece } from '~/.server/page-cache/spliced-gzip';

describe('a page spliced from pieces deflated apart', () => {
  it('unpacks to the pieces in order, whatever their sizes', async () => {
    const page = Buffer.from('<html><body>'.padEnd(50_000, 'petal and quill '));
    const random = crypto.randomBytes(70_000); // more than one stored block
    const pieces = [
      await deflatedPiece(page.subarray(0, 20_000)),
      storedPiece(Buffer.from('nonce-value')),
      await deflatedPiece(Buffer.alloc(0)),
      storedPiece(random),
      storedPiece(Buffer.alloc(0)),
      await deflatedPiece(page.subarray(20_000)),
    ];
    const spliced = splicedGzip(pieces);
    const whole = Buffer.concat(pieces.map((piece) => piece.identity));
    // gunzip checks the trailer's checksum and length.
    expect(zlib.gunzipSync(spliced).equals(whole)).toBe(true);
  });

  it('compresses the fixed parts as well as compressing the page whole does, near enough', async () => {
    const text = Buffer.from(
      Array.from({ length: 400 }, (_, i) => `<li class="card">Review ${i} of the studio</li>`).join(''),
    );
    const spliced = splicedGzip([
      await deflatedPiece(text.subarray(0, 9_000)),
      storedPiece(Buffer.from('token')),
      await deflatedPiece(text.subarray(9_000)),
    ]);
    expect(spliced.length).toBeLessThan(zlib.gzipSync(text, { level: 9 }).length * 1.2);
  });
});
