import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../errors.js';
import { readVideoDurationSeconds, sniffVideoContainer, type VideoContainer } from './video-container.js';
import { VIDEO_UPLOAD_MESSAGES as VIDEO_MESSAGES } from '@codeyard/shared';

export type StoredVideoFile = { key: string; container: VideoContainer; sizeBytes: number; durationSeconds: number };

/** Bytes needed to tell MP4 from WebM from anything else. */
const SNIFF_BYTES = 64;

/**
 * Streams an upload into DATA_DIR/media without holding it in memory. The type is decided from the
 * first bytes; from then on a file that is not a video is read and dropped rather than written, so
 * neither a wrong type nor an oversized file (the multipart limit truncates it) can fill the disk.
 */
export async function storeVideoStream(options: {
  mediaDirectory: string;
  stream: Readable;
  wasTruncated: () => boolean;
}): Promise<StoredVideoFile> {
  await fs.promises.mkdir(options.mediaDirectory, { recursive: true });
  const incoming = path.join(options.mediaDirectory, `.incoming-${crypto.randomUUID()}`);
  let head = Buffer.alloc(0);
  let container: VideoContainer | null = null;
  let rejected = false;
  let sizeBytes = 0;
  const gate = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sizeBytes += chunk.length;
      if (rejected) return done();
      if (!container) {
        head = Buffer.concat([head, chunk]);
        if (head.length < SNIFF_BYTES) return done();
        container = sniffVideoContainer(head);
        if (!container) {
          rejected = true;
          return done();
        }
        const pending = head;
        head = Buffer.alloc(0);
        return done(null, pending);
      }
      done(null, chunk);
    },
    flush(done) {
      // A file shorter than the sniff window: decide on what there is.
      if (!container && !rejected && head.length > 0) {
        container = sniffVideoContainer(head);
        if (container) return done(null, head);
        rejected = true;
      }
      done();
    },
  });
  try {
    await pipeline(options.stream, gate, fs.createWriteStream(incoming));
    if (options.wasTruncated()) throw new AppError('PAYLOAD_TOO_LARGE', VIDEO_MESSAGES.tooLarge);
    if (sizeBytes === 0) throw new AppError('BAD_REQUEST', VIDEO_MESSAGES.noFile);
    const found = container as VideoContainer | null;
    if (rejected || !found) throw new AppError('BAD_REQUEST', VIDEO_MESSAGES.invalidType);
    const durationSeconds = await readVideoDurationSeconds(incoming, found);
    // An MP4 without a readable moov box cannot be played; WebM from MediaRecorder often has no duration.
    if (durationSeconds === null && found.kind === 'mp4') throw new AppError('BAD_REQUEST', VIDEO_MESSAGES.invalidType);
    const key = `${crypto.randomUUID()}.${found.extension}`;
    await fs.promises.rename(incoming, path.join(options.mediaDirectory, key));
    return { key, container: found, sizeBytes, durationSeconds: durationSeconds ?? 0 };
  } finally {
    await fs.promises.rm(incoming, { force: true });
  }
}

/** Removes a stored file; a file already gone is not an error. */
export async function removeStoredVideo(mediaDirectory: string, key: string): Promise<void> {
  await fs.promises.rm(path.join(mediaDirectory, path.basename(key)), { force: true });
}
