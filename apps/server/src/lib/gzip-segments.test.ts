import { createGunzip, gunzipSync } from 'node:zlib';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, gzipStart, gzipWithStart } from './gzip-segments.js';

const gunzipStreaming = async (body: Buffer): Promise<string> => {
  const chunks: Buffer[] = [];
  // Fed a few bytes at a time, as a client reading the network would.
  const source = Readable.from(
    Array.from({ length: Math.ceil(body.length / 7) }, (_, index) => body.subarray(index * 7, index * 7 + 7)),
  );
  for await (const chunk of source.pipe(createGunzip())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

describe('gzip answers with a shared start', () => {
  it('decompress to the start and the rest, whole or streamed, for any sizes and characters', async () => {
    const starts = [
      '',
      '{"a":',
      'x'.repeat(70_000),
      JSON.stringify(
        Array.from({ length: 500 }, (_, index) => ({ id: crypto.randomUUID(), name: `Zoë ${index} 名前` })),
      ),
    ];
    // Past 65,535 bytes the rest takes several stored blocks; 'é' straddles the block boundaries.
    const rests = [
      '',
      '}',
      ',"mine":null,"serverTime":"2026-11-23T10:00:00.000Z"}',
      'y'.repeat(40_000),
      'é'.repeat(70_000),
    ];
    for (const startText of starts) {
      const start = gzipStart(startText);
      for (const rest of rests) {
        const body = gzipWithStart(start, rest);
        expect(gunzipSync(body).toString('utf8')).toBe(startText + rest);
        expect(await gunzipStreaming(body)).toBe(startText + rest);
      }
    }
  });

  it('reuses the start: two answers differ only after it', () => {
    const start = gzipStart('{"entries":[1,2,3],');
    const first = gzipWithStart(start, '"mine":1}');
    const second = gzipWithStart(start, '"mine":2}');
    expect(first.subarray(0, 10 + start.deflated.length)).toEqual(second.subarray(0, 10 + start.deflated.length));
    expect(gunzipSync(second).toString()).toBe('{"entries":[1,2,3],"mine":2}');
  });

  it('writes the rest as it is, in stored blocks, with no deflater per answer', () => {
    const start = gzipStart('{"entries":[],');
    const rest = '"mine":null}';
    const body = gzipWithStart(start, rest);
    // gzip header, the shared start, one final stored block (5 bytes of header, then the rest), the trailer.
    expect(body.length).toBe(10 + start.deflated.length + 5 + rest.length + 8);
    expect(body.subarray(10 + start.deflated.length + 5, body.length - 8).toString()).toBe(rest);
    expect(body[10 + start.deflated.length]).toBe(1);
  });

  it('reads Accept-Encoding as clients send it', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe(true);
    expect(acceptsGzip('GZIP')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, x-gzip2')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
