import crypto from 'node:crypto';

export type PlaybackGrant = { problemId: string; userId: string; /** epoch milliseconds */ expiresAt: number };

function signatureOf(secret: Buffer, grant: PlaybackGrant): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`${grant.problemId}\n${grant.userId}\n${grant.expiresAt}`)
    .digest('base64url');
}

/** The query string of a video URL that only this user may use, and only until it expires. */
export function signPlayback(secret: Buffer, grant: PlaybackGrant): string {
  return new URLSearchParams({
    user: grant.userId,
    expires: String(grant.expiresAt),
    signature: signatureOf(secret, grant),
  }).toString();
}

export type PlaybackCheck = 'valid' | 'expired' | 'forged';

/** Compares in constant time so the signature cannot be guessed byte by byte. */
export function checkPlayback(secret: Buffer, grant: PlaybackGrant, signature: string, now: number): PlaybackCheck {
  const expected = Buffer.from(signatureOf(secret, grant));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return 'forged';
  return now > grant.expiresAt ? 'expired' : 'valid';
}
