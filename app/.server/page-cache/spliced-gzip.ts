import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * A page with holes is compressed once, piece by piece: each fixed piece is deflated on its own and
 * ends on a byte boundary (a sync flush), so a serve only lays the holes' values between them as
 * stored blocks and adds gzip's header and trailer (RFC 1951 §3.2.4, RFC 1952). A serve costs a
 * checksum of the page, not a compression of it.
 */
export interface Piece {
  identity: Buffer;
  deflated: Buffer;
}

const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** An empty final block (fixed Huffman codes, end of block at once). */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);
const STORED_MAX = 0xffff;

const deflateRaw = promisify(zlib.deflateRaw);

export async function deflatedPiece(identity: Buffer): Promise<Piece> {
  return { identity, deflated: await deflateRaw(identity, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }) };
}

/** Not compressed: a nonce or a token gains nothing from it, and a serve makes no zlib call. */
export function storedPiece(identity: Buffer): Piece {
  const blocks: Buffer[] = [];
  for (let at = 0; at < identity.length; at += STORED_MAX) {
    const chunk = identity.subarray(at, at + STORED_MAX);
    const head = Buffer.alloc(5);
    head.writeUInt16LE(chunk.length, 1);
    head.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(head, chunk);
  }
  return { identity, deflated: Buffer.concat(blocks) };
}

export function splicedGzip(pieces: Piece[]): Buffer {
  let crc = 0;
  let size = 0;
  for (const piece of pieces) {
    // An empty buffer can answer 0 whatever the start (one whose memory zlib's worker has let go).
    if (piece.identity.length) crc = zlib.crc32(piece.identity, crc);
    size += piece.identity.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return Buffer.concat([HEADER, ...pieces.map((piece) => piece.deflated), LAST_BLOCK, trailer]);
}
