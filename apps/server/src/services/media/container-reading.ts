import type fs from 'node:fs/promises';

/*
 * The two readings every container parser here needs: an MP4's top-level boxes walked on disk,
 * and an EBML (WebM) variable-length integer. Shared by the header readers (video-container.ts)
 * and the recording readers (recorded-durations.ts).
 */

/** Top-level boxes of an MP4 file: type, where it starts and its size in bytes. */
export async function* topLevelBoxes(
  file: fs.FileHandle,
  fileSize: number,
): AsyncGenerator<{ type: string; start: number; size: number }> {
  const header = Buffer.alloc(16);
  let position = 0;
  while (position + 8 <= fileSize) {
    await file.read(header, 0, 16, position);
    let size = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    if (size === 1) size = Number(header.readBigUInt64BE(8));
    else if (size === 0) size = fileSize - position;
    if (size < 8 || position + size > fileSize) return;
    yield { type, start: position, size };
    position += size;
  }
}

/**
 * An EBML variable-length integer at `at`: an element id (`keepMarker`, the length marker kept as
 * the ids are written) or a size (-1 when all ones: "unknown", as live recorders write).
 */
export function readVariableInteger(
  bytes: Buffer,
  at: number,
  keepMarker: boolean,
): { value: number; length: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    const byte = bytes[at + index] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  // An all-ones size means "unknown" (live streams, Segment written before its end is known).
  return { value: !keepMarker && allOnes ? -1 : value, length };
}
