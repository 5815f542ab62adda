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
