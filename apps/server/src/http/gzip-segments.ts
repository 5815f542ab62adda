import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * The start of a gzip answer, compressed once and reused for many answers. Its deflate data ends
 * with a sync flush, so it is byte-aligned, not final and refers to nothing after it; whatever
 * follows is compressed by a fresh deflater that refers to nothing before it. Joined, the pieces
 * are one ordinary gzip member (the way pigz compresses in parallel), readable by any client.
 */
export type GzipStart = { text: string; deflated: Buffer; crc: number; length: number };

/** Fixed gzip header: deflate, no name, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);

export function gzipStart(text: string): GzipStart {
  const data = Buffer.from(text, 'utf8');
  return { text, deflated: deflateRawSync(data, { finishFlush: constants.Z_SYNC_FLUSH }), crc: crc32(data), length: data.length };
}

/** A whole gzip body: the shared start, then `rest` compressed for this answer alone. */
export function gzipWithStart(start: GzipStart, rest: string): Buffer {
  const data = Buffer.from(rest, 'utf8');
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(data, start.crc) >>> 0, 0);
  // ISIZE is the length modulo 2^32.
  trailer.writeUInt32LE((start.length + data.length) % 0x1_0000_0000, 4);
  // The rest is small (a row and the clock): the fastest level compresses it as well as the default.
  return Buffer.concat([GZIP_HEADER, start.deflated, deflateRawSync(data, { level: 1 }), trailer]);
}

/** Whether the client takes gzip (a `gzip;q=0` refusal included). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  const match = /(?:^|,)\s*gzip\s*(?:;\s*q\s*=\s*([0-9.]+))?\s*(?:,|$)/i.exec(acceptEncoding ?? '');
  return match !== null && (match[1] === undefined || Number(match[1]) > 0);
}
