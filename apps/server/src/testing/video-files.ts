/** An ISO BMFF box: 32-bit size, four-letter type, content. */
function box(type: string, ...parts: Buffer[]): Buffer {
  const content = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(content.length + 8, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, content]);
}

/** mvhd version 0: times, timescale (units per second), duration in those units, then defaults. */
function movieHeader(timescale: number, duration: number): Buffer {
  const body = Buffer.alloc(100);
  body.writeUInt32BE(0, 0); // version and flags
  body.writeUInt32BE(timescale, 12);
  body.writeUInt32BE(duration, 16);
  body.writeUInt32BE(0x00010000, 20); // rate 1.0
  body.writeUInt16BE(0x0100, 24); // volume 1.0
  // unity matrix
  body.writeUInt32BE(0x00010000, 36);
  body.writeUInt32BE(0x00010000, 52);
  body.writeUInt32BE(0x40000000, 68);
  body.writeUInt32BE(2, 96); // next track id
  return body;
}

/**
 * A small MP4 (ftyp + moov with an mvhd of the given length + mdat of filler bytes). Not playable
 * media, but a real container: players and mp4box read its duration the same way.
 */
export function smallMp4(
  options: { seconds: number; mdatBytes?: number; moovFirst?: boolean } = { seconds: 75 },
): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.from('isom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2mp41', 'latin1'),
  );
  const timescale = 1000;
  const moov = box('moov', box('mvhd', movieHeader(timescale, Math.round(options.seconds * timescale))));
  const mdat = box('mdat', Buffer.alloc(options.mdatBytes ?? 4096, 0x2a));
  return options.moovFirst === false ? Buffer.concat([ftyp, mdat, moov]) : Buffer.concat([ftyp, moov, mdat]);
}

/** EBML element with a one-byte size (content < 127 bytes) or an 8-byte size. */
function element(id: number[], content: Buffer): Buffer {
  const size =
    content.length < 127
      ? Buffer.from([0x80 | content.length])
      : Buffer.concat([Buffer.from([0x01]), Buffer.from(content.length.toString(16).padStart(14, '0'), 'hex')]);
  return Buffer.concat([Buffer.from(id), size, content]);
}

/** A small WebM: EBML header (DocType webm), Segment › Info › TimecodeScale (1 ms) + Duration (float64 ms). */
export function smallWebm(seconds: number): Buffer {
  const header = element(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([element([0x42, 0x82], Buffer.from('webm', 'latin1'))]),
  );
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(seconds * 1000, 0);
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.concat([element([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])), element([0x44, 0x89], duration)]),
  );
  const segment = element(
    [0x18, 0x53, 0x80, 0x67],
    Buffer.concat([info, element([0x1f, 0x43, 0xb6, 0x75], Buffer.alloc(200, 0))]),
  );
  return Buffer.concat([header, segment]);
}

/** A full box: version, 24-bit flags, then the fields. */
function fullBox(type: string, version: number, flags: number, ...fields: Buffer[]): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff), 0);
  return box(type, head, ...fields);
}

const uint32 = (...values: number[]) => {
  const bytes = Buffer.alloc(values.length * 4);
  values.forEach((value, index) => bytes.writeUInt32BE(value, index * 4));
  return bytes;
};

/**
 * A fragmented MP4 as Safari's MediaRecorder writes it: a movie header whose duration is 0, one
 * video track (its own timescale) and then a moof + mdat per fragment, each fragment's sample
 * durations in its trun (or, with `defaultDuration`, as the tfhd's default), each fragment's start
 * in its tfdt.
 */
export function fragmentedMp4(options: {
  timescale: number;
  fragments: number[][];
  defaultDuration?: number;
  withMehd?: number;
}): Buffer {
  const ftyp = box('ftyp', Buffer.from('iso5', 'latin1'), uint32(512), Buffer.from('iso5iso6mp41', 'latin1'));
  const tkhd = fullBox('tkhd', 0, 3, uint32(0, 0, 1, 0, 0), Buffer.alloc(60));
  const mdhd = fullBox('mdhd', 0, 0, uint32(0, 0, options.timescale, 0), Buffer.alloc(4));
  const trak = box('trak', tkhd, box('mdia', mdhd));
  const mvex = box(
    'mvex',
    ...(options.withMehd ? [fullBox('mehd', 0, 0, uint32(options.withMehd))] : []),
    fullBox('trex', 0, 0, uint32(1, 1, 0, 0, 0)),
  );
  const moov = box('moov', box('mvhd', movieHeader(1000, 0)), trak, mvex);
  const parts = [ftyp, moov];
  let decodeTime = 0;
  options.fragments.forEach((durations, index) => {
    const tfhd = options.defaultDuration
      ? fullBox('tfhd', 0, 0x020008, uint32(1, options.defaultDuration))
      : fullBox('tfhd', 0, 0x020000, uint32(1));
    const tfdt = fullBox('tfdt', 1, 0, Buffer.from(BigInt(decodeTime).toString(16).padStart(16, '0'), 'hex'));
    // data offset, then per sample: duration (unless the tfhd's default serves) and size.
    const perSample = options.defaultDuration
      ? durations.map(() => uint32(100))
      : durations.map((duration) => uint32(duration, 100));
    const trun = fullBox(
      'trun',
      0,
      options.defaultDuration ? 0x000201 : 0x000301,
      uint32(durations.length, 0),
      ...perSample,
    );
    parts.push(box('moof', fullBox('mfhd', 0, 0, uint32(index + 1)), box('traf', tfhd, tfdt, trun)));
    parts.push(box('mdat', Buffer.alloc(100 * durations.length, 0x2a)));
    decodeTime += durations.reduce((sum, duration) => sum + (options.defaultDuration ?? duration), 0);
  });
  return Buffer.concat(parts);
}

/** An EBML element whose size is written as "unknown" (all ones), as live recorders write Segments and Clusters. */
function unknownSizeElement(id: number[], content: Buffer): Buffer {
  return Buffer.concat([Buffer.from(id), Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), content]);
}

/**
 * A WebM as Chrome's MediaRecorder writes it: Segment and Clusters of unknown size, Info with a
 * TimecodeScale but no Duration, each Cluster a Timestamp and SimpleBlocks at offsets from it (ms).
 */
export function recordedWebm(clusters: { timestamp: number; blocks: number[] }[]): Buffer {
  const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from('webm', 'latin1')));
  const info = element([0x15, 0x49, 0xa9, 0x66], element([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])));
  const tracks = element([0x16, 0x54, 0xae, 0x6b], Buffer.alloc(20, 0));
  const body = clusters.map(({ timestamp, blocks }) => {
    const time = Buffer.alloc(4);
    time.writeUInt32BE(timestamp, 0);
    const simpleBlocks = blocks.map((offset) => {
      const block = Buffer.alloc(4 + 50, 0x2a);
      block[0] = 0x81; // track 1
      block.writeInt16BE(offset, 1);
      block[3] = 0x80; // keyframe
      return element([0xa3], block);
    });
    return unknownSizeElement([0x1f, 0x43, 0xb6, 0x75], Buffer.concat([element([0xe7], time), ...simpleBlocks]));
  });
  return Buffer.concat([header, unknownSizeElement([0x18, 0x53, 0x80, 0x67], Buffer.concat([info, tracks, ...body]))]);
}
