import { AppError } from '../errors.js';

/** Largest package zip accepted (a problem or a contest package), in bytes; the multipart limit enforces it. */
export const MAX_ARCHIVE_BYTES = 50 * 1024 * 1024;

/** An uploaded package's bytes; one cut off at MAX_ARCHIVE_BYTES by the multipart limit answers 413. */
export async function uploadedArchive(file: { toBuffer(): Promise<Buffer> }): Promise<Buffer> {
  return file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', `The package must be at most ${MAX_ARCHIVE_BYTES / 1024 / 1024} MB`);
    throw error;
  });
}
