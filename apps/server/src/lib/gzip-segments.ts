import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * The start of a gzip answer, compressed once and reused for many answers. Its deflate data ends
 * with a sync flush, so it is byte-aligned, not final and refers to nothing after it; whatever
 * follows is written as deflate blocks of its own that refer to nothing before it. Joined, the
 * pieces are one ordinary gzip member (the way pigz compresses in parallel), readable by any client.
 */
export type GzipStart = { text: string; deflated: Buffer; crc: number; length: number };

/** Fixed gzip header: deflate, no name, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);

export function gzipStart(text: string): GzipStart {
  const data = Buffer.from(text, 'utf8');
  return {
    text,
    deflated: deflateRawSync(data, { finishFlush: constants.Z_SYNC_FLUSH }),
    crc: crc32(data),
    length: data.length,
  };
}

/** The most a stored deflate block holds (its LEN field is 16 bits). */
const STORED_BLOCK_MAX = 0xffff;

/**
 * `data` as stored (uncompressed) deflate blocks, the last one final (RFC 1951 §3.2.4). Each block
 * starts on a byte boundary, as the start's sync flush leaves it: a header byte (BFINAL, BTYPE 00,
 * padding), LEN and its ones' complement, then the bytes as they are.
 */
function storedBlocks(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  let offset = 0;
  do {
    const length = Math.min(STORED_BLOCK_MAX, data.length - offset);
    const final = offset + length === data.length;
    const header = Buffer.alloc(5);
    header[0] = final ? 1 : 0;
    header.writeUInt16LE(length, 1);
    header.writeUInt16LE(~length & 0xffff, 3);
    blocks.push(header, data.subarray(offset, offset + length));
    offset += length;
  } while (offset < data.length);
  return blocks;
}

/**
 * A whole gzip body: the shared start, then `rest` as it is. The rest is a few hundred bytes (the
 * viewer's row and the clock): compressing it saved about 450 bytes of a 5 KB answer, and setting up a deflater
 * per answer cost more CPU than everything else in writing the answer.
 */
export function gzipWithStart(start: GzipStart, rest: string): Buffer {
  const data = Buffer.from(rest, 'utf8');
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(data, start.crc) >>> 0, 0);
  // ISIZE is the length modulo 2^32.
  trailer.writeUInt32LE((start.length + data.length) % 0x1_0000_0000, 4);
  return Buffer.concat([GZIP_HEADER, start.deflated, ...storedBlocks(data), trailer]);
}

/** Whether the client takes gzip (a `gzip;q=0` refusal included). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  const match = /(?:^|,)\s*gzip\s*(?:;\s*q\s*=\s*([0-9.]+))?\s*(?:,|$)/i.exec(acceptEncoding ?? '');
  return match !== null && (match[1] === undefined || Number(match[1]) > 0);
}
