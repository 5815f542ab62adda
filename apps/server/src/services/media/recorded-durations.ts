import fs from 'node:fs/promises';
import { readVariableInteger, topLevelBoxes } from './container-reading.js';

/*
 * Durations of files recorded in a browser, whose headers do not say how long they are: the
 * recorder writes the header before it knows. Safari's MediaRecorder writes fragmented MP4 (the
 * movie header's duration is 0; the samples' durations are in each `moof` fragment), Chrome's and
 * Firefox's write WebM with no Info › Duration (the time is in each Cluster's Timestamp and its
 * blocks' relative timecodes). Both are read here by walking the structure and skipping the media,
 * so a 100 MB file costs a few thousand small reads, never its size in memory.
 */

type Box = { type: string; start: number; size: number; headerSize: number };

/** The boxes in `bytes` between `from` and `to`. */
function* boxesIn(bytes: Buffer, from = 0, to = bytes.length): Generator<Box> {
  let position = from;
  while (position + 8 <= to) {
    let size = bytes.readUInt32BE(position);
    const type = bytes.toString('latin1', position + 4, position + 8);
    let headerSize = 8;
    if (size === 1) {
      if (position + 16 > to) return;
      size = Number(bytes.readBigUInt64BE(position + 8));
      headerSize = 16;
    } else if (size === 0) size = to - position;
    if (size < headerSize || position + size > to) return;
    yield { type, start: position, size, headerSize };
    position += size;
  }
}

const childrenOf = (bytes: Buffer, parent: Box) =>
  boxesIn(bytes, parent.start + parent.headerSize, parent.start + parent.size);
const find = (bytes: Buffer, parent: Box, type: string) =>
  [...childrenOf(bytes, parent)].find((child) => child.type === type);

/** A full box's fields start after its version (1 byte) and flags (3 bytes). */
function fullBox(bytes: Buffer, box: Box) {
  const at = box.start + box.headerSize;
  return { version: bytes[at] ?? 0, flags: bytes.readUIntBE(at + 1, 3), body: at + 4 };
}

const readTime = (bytes: Buffer, at: number, wide: boolean) =>
  wide ? Number(bytes.readBigUInt64BE(at)) : bytes.readUInt32BE(at);

type MovieTracks = {
  movieTimescale: number;
  /** mvex › mehd: the whole fragmented movie's length in the movie timescale, when the recorder wrote it. */
  fragmentDuration: number | null;
  timescales: Map<number, number>;
  defaultDurations: Map<number, number>;
};

function readMovie(moov: Buffer): MovieTracks {
  const root: Box = { type: 'moov', start: 0, size: moov.length, headerSize: moov.readUInt32BE(0) === 1 ? 16 : 8 };
  const tracks: MovieTracks = {
    movieTimescale: 0,
    fragmentDuration: null,
    timescales: new Map(),
    defaultDurations: new Map(),
  };
  const mvhd = find(moov, root, 'mvhd');
  if (mvhd) {
    const { version, body } = fullBox(moov, mvhd);
    tracks.movieTimescale = moov.readUInt32BE(body + (version === 1 ? 16 : 8));
  }
  for (const child of childrenOf(moov, root)) {
    if (child.type === 'trak') {
      const tkhd = find(moov, child, 'tkhd');
      const mdia = find(moov, child, 'mdia');
      const mdhd = mdia && find(moov, mdia, 'mdhd');
      if (!tkhd || !mdhd) continue;
      const header = fullBox(moov, tkhd);
      const trackId = moov.readUInt32BE(header.body + (header.version === 1 ? 16 : 8));
      const media = fullBox(moov, mdhd);
      tracks.timescales.set(trackId, moov.readUInt32BE(media.body + (media.version === 1 ? 16 : 8)));
    }
    if (child.type === 'mvex') {
      for (const entry of childrenOf(moov, child)) {
        const { version, body } = fullBox(moov, entry);
        if (entry.type === 'mehd') tracks.fragmentDuration = readTime(moov, body, version === 1);
        if (entry.type === 'trex') tracks.defaultDurations.set(moov.readUInt32BE(body), moov.readUInt32BE(body + 8));
      }
    }
  }
  return tracks;
}

/** Adds one fragment's samples to each track's end time (in the track's timescale). */
function readFragment(moof: Buffer, movie: MovieTracks, ends: Map<number, number>): void {
  const root: Box = { type: 'moof', start: 0, size: moof.length, headerSize: moof.readUInt32BE(0) === 1 ? 16 : 8 };
  for (const traf of childrenOf(moof, root)) {
    if (traf.type !== 'traf') continue;
    const tfhd = find(moof, traf, 'tfhd');
    if (!tfhd) continue;
    const header = fullBox(moof, tfhd);
    const trackId = moof.readUInt32BE(header.body);
    let field = header.body + 4;
    if (header.flags & 0x01) field += 8;
    if (header.flags & 0x02) field += 4;
    let defaultDuration = movie.defaultDurations.get(trackId) ?? 0;
    if (header.flags & 0x08) defaultDuration = moof.readUInt32BE(field);
    const tfdt = find(moof, traf, 'tfdt');
    let time = ends.get(trackId) ?? 0;
    if (tfdt) {
      const decode = fullBox(moof, tfdt);
      time = readTime(moof, decode.body, decode.version === 1);
    }
    for (const trun of childrenOf(moof, traf)) {
      if (trun.type !== 'trun') continue;
      const run = fullBox(moof, trun);
      const count = moof.readUInt32BE(run.body);
      let sample = run.body + 4 + (run.flags & 0x01 ? 4 : 0) + (run.flags & 0x04 ? 4 : 0);
      const fieldsPerSample = [0x100, 0x200, 0x400, 0x800].filter((flag) => run.flags & flag).length;
      for (let index = 0; index < count && sample + fieldsPerSample * 4 <= trun.start + trun.size; index += 1) {
        time += run.flags & 0x100 ? moof.readUInt32BE(sample) : defaultDuration;
        sample += fieldsPerSample * 4;
      }
    }
    ends.set(trackId, Math.max(ends.get(trackId) ?? 0, time));
  }
}

/** Largest moov or moof read into memory (bytes): fragments of recorded video are a few kilobytes. */
const MAX_HEADER_BOX_BYTES = 8 * 1024 * 1024;

/** Seconds of a fragmented MP4: mehd when written, else the last sample's end in the longest track; null when not fragmented. */
export async function fragmentedMp4DurationSeconds(filePath: string): Promise<number | null> {
  const file = await fs.open(filePath, 'r');
  try {
    const { size: fileSize } = await file.stat();
    let movie: MovieTracks | null = null;
    const ends = new Map<number, number>();
    let fragments = 0;
    for await (const box of topLevelBoxes(file, fileSize)) {
      if ((box.type !== 'moov' && box.type !== 'moof') || box.size > MAX_HEADER_BOX_BYTES) continue;
      const bytes = Buffer.alloc(box.size);
      await file.read(bytes, 0, box.size, box.start);
      if (box.type === 'moov') movie = readMovie(bytes);
      else if (movie) {
        readFragment(bytes, movie, ends);
        fragments += 1;
      }
    }
    if (!movie || fragments === 0) return null;
    if (movie.fragmentDuration && movie.movieTimescale > 0) return movie.fragmentDuration / movie.movieTimescale;
    let seconds = 0;
    for (const [trackId, end] of ends) {
      const timescale = movie.timescales.get(trackId);
      if (timescale) seconds = Math.max(seconds, end / timescale);
    }
    return seconds > 0 ? seconds : null;
  } finally {
    await file.close();
  }
}

/** EBML ids (with their length marker) of the elements the WebM walk reads or must recognise. */
const WEBM = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  cluster: 0x1f43b675,
  timestamp: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  blockDuration: 0x9b,
} as const;

type EbmlHeader = { id: number; size: number; dataStart: number };

/** Most elements the WebM walk reads (about an hour of 60 fps video with audio). */
const MAX_WEBM_ELEMENTS = 500_000;

/** Reads element headers from a file through a small window, so only headers are ever read. */
function headerReader(file: fs.FileHandle) {
  const window = Buffer.alloc(16);
  return async (at: number): Promise<EbmlHeader | null> => {
    const { bytesRead } = await file.read(window, 0, 16, at);
    const bytes = window.subarray(0, bytesRead);
    const id = readVariableInteger(bytes, 0, true);
    if (!id || id.length > 4) return null;
    const size = readVariableInteger(bytes, id.length, false);
    if (!size) return null;
    return { id: id.value, size: size.value, dataStart: at + id.length + size.length };
  };
}

async function readUnsigned(file: fs.FileHandle, at: number, length: number): Promise<number> {
  const bytes = Buffer.alloc(length);
  await file.read(bytes, 0, length, at);
  return length > 0 && length <= 6 ? bytes.readUIntBE(0, length) : 0;
}

/** A block's timecode relative to its Cluster: after the track number (a variable-length integer), a signed 16-bit value. */
async function blockOffset(file: fs.FileHandle, at: number): Promise<number> {
  const bytes = Buffer.alloc(10);
  await file.read(bytes, 0, 10, at);
  const trackLength = Math.clz32(bytes[0] ?? 0x80) - 23;
  return bytes.readInt16BE(Math.min(Math.max(trackLength, 1), 8));
}

/**
 * Seconds of a WebM from its blocks: the latest Cluster Timestamp plus block timecode (plus the
 * block's duration when a BlockGroup gives one), times TimecodeScale. Clusters of unknown size
 * (what recorders write) end where the next Segment-level element begins. Null when it has no blocks.
 */
export async function webmClusterDurationSeconds(filePath: string): Promise<number | null> {
  const file = await fs.open(filePath, 'r');
  try {
    const { size: fileSize } = await file.stat();
    const read = headerReader(file);
    let timecodeScale = 1_000_000;
    let clusterTime = 0;
    let latest: number | null = null;
    let lastBlock = 0;
    let position = 0;
    // A recording has thousands of blocks; a file made of millions of empty elements is not one
    // worth reading to its end (uploads are admins', but a bad file should not hold the server).
    for (let elements = 0; position < fileSize && elements < MAX_WEBM_ELEMENTS; elements += 1) {
      const element = await read(position);
      if (!element) break;
      const end = element.size < 0 ? null : element.dataStart + element.size;
      if (element.id === WEBM.segment || element.id === WEBM.cluster || element.id === WEBM.blockGroup) {
        // Containers are read through, child by child: a Cluster of unknown size (what recorders
        // write) simply ends where the next Cluster's header begins.
        if (element.id === WEBM.cluster) clusterTime = 0;
        position = element.dataStart;
        continue;
      }
      if (element.id === WEBM.info && end !== null) {
        for (let child = element.dataStart; child < end;) {
          const entry = await read(child);
          if (!entry || entry.size < 0) break;
          if (entry.id === WEBM.timecodeScale) timecodeScale = await readUnsigned(file, entry.dataStart, entry.size);
          child = entry.dataStart + entry.size;
        }
      }
      if (element.id === WEBM.timestamp) clusterTime = await readUnsigned(file, element.dataStart, element.size);
      if (element.id === WEBM.simpleBlock || element.id === WEBM.block) {
        lastBlock = clusterTime + (await blockOffset(file, element.dataStart));
        latest = Math.max(latest ?? 0, lastBlock);
      }
      if (element.id === WEBM.blockDuration && latest !== null) {
        // The duration of the block just read (a BlockGroup holds its Block, then its BlockDuration).
        latest = Math.max(latest, lastBlock + (await readUnsigned(file, element.dataStart, element.size)));
      }
      if (end === null) break;
      position = end;
    }
    return latest === null || timecodeScale <= 0 ? null : (latest * timecodeScale) / 1e9;
  } finally {
    await file.close();
  }
}
