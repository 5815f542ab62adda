import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fragmentedMp4, recordedWebm, smallMp4, smallWebm } from '../../testing/video-files.js';
import { readVideoDurationSeconds, sniffVideoContainer } from './video-container.js';

/** Issue 20: browser-recorded editorials read 0:00, as their headers do not give a length. */
describe('durations of browser-recorded videos', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await fs.mkdtemp(path.join(os.tmpdir(), 'codeyard-durations-'));
  });
  afterAll(async () => fs.rm(directory, { recursive: true, force: true }));

  const durationOf = async (bytes: Buffer) => {
    const file = path.join(directory, `${Math.random().toString(36).slice(2)}.bin`);
    await fs.writeFile(file, bytes);
    const container = sniffVideoContainer(bytes.subarray(0, 64));
    expect(container).not.toBeNull();
    return readVideoDurationSeconds(file, container!);
  };

  it('adds up the fragments of a fragmented MP4 whose movie header says 0', async () => {
    // 90 kHz video, three fragments of 30 frames at 3000 ticks (1 s each), the last one shorter.
    const seconds = await durationOf(
      fragmentedMp4({
        timescale: 90_000,
        fragments: [Array(30).fill(3000), Array(30).fill(3000), Array(15).fill(3000)],
      }),
    );
    expect(seconds).toBeCloseTo(2.5, 5);
  });

  it("uses a fragment's default sample duration, and mehd when the recorder wrote one", async () => {
    expect(
      await durationOf(
        fragmentedMp4({ timescale: 1000, fragments: [Array(10).fill(0), Array(10).fill(0)], defaultDuration: 100 }),
      ),
    ).toBeCloseTo(2, 5);
    expect(
      await durationOf(fragmentedMp4({ timescale: 1000, fragments: [Array(10).fill(100)], withMehd: 42_000 })),
    ).toBeCloseTo(42, 5);
  });

  it('reads the last block of a WebM with no Duration and clusters of unknown size', async () => {
    const seconds = await durationOf(
      recordedWebm([
        { timestamp: 0, blocks: [0, 33, 66] },
        { timestamp: 5000, blocks: [0, 33] },
        { timestamp: 12_000, blocks: [0, 500, 1234] },
      ]),
    );
    expect(seconds).toBeCloseTo(13.234, 3);
  });

  it('still reads the header where there is one, and says nothing for a WebM without blocks', async () => {
    expect(await durationOf(smallMp4({ seconds: 75 }))).toBe(75);
    expect(await durationOf(smallWebm(42))).toBeCloseTo(42);
    expect(await durationOf(recordedWebm([]))).toBeNull();
  });
});
