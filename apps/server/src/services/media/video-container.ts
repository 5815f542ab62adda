import fs from 'node:fs/promises';
import { createFile, MP4BoxBuffer } from 'mp4box';
import { readVariableInteger, topLevelBoxes } from './container-reading.js';
import { fragmentedMp4DurationSeconds, webmClusterDurationSeconds } from './recorded-durations.js';

export type VideoContainer = {
  kind: 'mp4' | 'webm';
  contentType: 'video/mp4' | 'video/webm';
  extension: 'mp4' | 'webm';
};

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** The container named by a file's first bytes (never its name or the browser's claim), or null. */
export function sniffVideoContainer(head: Buffer): VideoContainer | null {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp')
    return { kind: 'mp4', contentType: 'video/mp4', extension: 'mp4' };
  // Matroska and WebM share the EBML magic; the DocType element says which.
  if (
    head.length >= 4 &&
    head.subarray(0, 4).equals(EBML_MAGIC) &&
    head.subarray(0, 64).includes('webm', 0, 'latin1')
  ) {
    return { kind: 'webm', contentType: 'video/webm', extension: 'webm' };
  }
  return null;
}

/** A moov box larger than this is not a movie we accept (bytes); it is read into memory whole. */
const MAX_MOOV_BYTES = 32 * 1024 * 1024;

/** Duration of an MP4 in seconds, read by mp4box from the ftyp and moov boxes only (mdat is skipped). */
async function mp4DurationSeconds(filePath: string): Promise<number | null> {
  const file = await fs.open(filePath, 'r');
  try {
    const { size: fileSize } = await file.stat();
    const movie = createFile();
    let durationSeconds: number | null = null;
    movie.onReady = (info) => {
      if (info.timescale > 0) durationSeconds = info.duration / info.timescale;
    };
    let offset = 0;
    for await (const box of topLevelBoxes(file, fileSize)) {
      if (box.type !== 'ftyp' && box.type !== 'moov') continue;
      if (box.size > MAX_MOOV_BYTES) return null;
      const bytes = Buffer.alloc(box.size);
      await file.read(bytes, 0, box.size, box.start);
      // mp4box sees the two boxes back to back, as if the file held nothing else.
      const buffer = MP4BoxBuffer.fromArrayBuffer(
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length),
        offset,
      );
      offset += box.size;
      movie.appendBuffer(buffer);
      if (box.type === 'moov') break;
    }
    movie.flush();
    return durationSeconds;
  } finally {
    await file.close();
  }
}

/** EBML element ids of the WebM elements the duration needs. */
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

/** Duration of a WebM in seconds: Segment › Info › Duration × TimecodeScale (nanoseconds per tick). */
function webmDurationSeconds(head: Buffer): number | null {
  let position = 0;
  let end = head.length;
  while (position < end) {
    const id = readVariableInteger(head, position, true);
    if (!id) return null;
    const size = readVariableInteger(head, position + id.length, false);
    if (!size) return null;
    const dataStart = position + id.length + size.length;
    if (id.value === SEGMENT) {
      position = dataStart;
      continue;
    }
    if (id.value === INFO) {
      let timecodeScale = 1_000_000;
      let duration: number | null = null;
      const infoEnd = size.value < 0 ? end : Math.min(end, dataStart + size.value);
      let child = dataStart;
      while (child < infoEnd) {
        const childId = readVariableInteger(head, child, true);
        const childSize = childId && readVariableInteger(head, child + childId.length, false);
        if (!childId || !childSize || childSize.value < 0) return null;
        const childData = child + childId.length + childSize.length;
        if (childData + childSize.value > head.length) return null;
        if (childId.value === TIMECODE_SCALE) timecodeScale = head.readUIntBE(childData, Math.min(6, childSize.value));
        if (childId.value === DURATION)
          duration = childSize.value === 4 ? head.readFloatBE(childData) : head.readDoubleBE(childData);
        child = childData + childSize.value;
      }
      return duration === null ? null : (duration * timecodeScale) / 1e9;
    }
    if (size.value < 0) return null;
    position = dataStart + size.value;
    end = head.length;
  }
  return null;
}

/** WebM keeps Info near the start; this many bytes are enough to find it. */
const WEBM_HEAD_BYTES = 256 * 1024;

/** Seconds, from the container's own metadata; null when the file does not say. */
export async function readVideoDurationSeconds(filePath: string, container: VideoContainer): Promise<number | null> {
  try {
    if (container.kind === 'mp4') {
      // A recorder's fragmented MP4 says 0 (or nothing usable) in its movie header: its fragments say more.
      const fromHeader = await mp4DurationSeconds(filePath).catch(() => null);
      if (fromHeader) return fromHeader;
      return (await fragmentedMp4DurationSeconds(filePath)) ?? fromHeader;
    }
    const file = await fs.open(filePath, 'r');
    let fromInfo: number | null;
    try {
      const head = Buffer.alloc(WEBM_HEAD_BYTES);
      const { bytesRead } = await file.read(head, 0, WEBM_HEAD_BYTES, 0);
      fromInfo = webmDurationSeconds(head.subarray(0, bytesRead));
    } finally {
      await file.close();
    }
    // A recorder's WebM has no Duration in its Info: its clusters' timestamps tell.
    if (fromInfo) return fromInfo;
    return (await webmClusterDurationSeconds(filePath)) ?? fromInfo;
  } catch {
    return null;
  }
}
