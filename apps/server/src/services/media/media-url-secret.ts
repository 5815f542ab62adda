import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The key that signs video URLs: MEDIA_URL_SECRET when configured, else a random key generated
 * into DATA_DIR on first start (mode 0600), so it survives restarts and is never committed.
 */
export function loadMediaUrlSecret(configured: string | null, dataDirectory: string): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDirectory, 'media-url-secret');
  fs.mkdirSync(dataDirectory, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another server (or an earlier start) made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
}
