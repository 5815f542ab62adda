import crypto from 'node:crypto';
import type { Config } from '../../config/env.js';
import { AppError } from '../../errors.js';

export type CloudinarySettings = NonNullable<Config['cloudinary']>;

/** Cloudinary's upload signature: sha1 of the sorted `key=value` pairs joined by `&`, then the API secret. */
export function cloudinarySignature(parameters: Record<string, string>, apiSecret: string): string {
  const toSign = Object.keys(parameters)
    .sort()
    .map((key) => `${key}=${parameters[key]}`)
    .join('&');
  return crypto
    .createHash('sha1')
    .update(toSign + apiSecret)
    .digest('hex');
}

/**
 * docs/product.md §7 GET /video/create: the parameters the browser posts to Cloudinary with the file. The
 * public_id is ours (bound to the problem), the upload type "authenticated" makes the video
 * reachable only through signed delivery URLs, and Cloudinary refuses a timestamp over an hour old.
 */
export function directUploadParameters(settings: CloudinarySettings, publicId: string, nowMs: number) {
  const signed = { public_id: publicId, timestamp: String(Math.floor(nowMs / 1000)), type: 'authenticated' };
  return {
    ...signed,
    signature: cloudinarySignature(signed, settings.apiSecret),
    api_key: settings.apiKey,
    cloud_name: settings.cloudName,
    upload_url: `${settings.apiUrl}/v1_1/${settings.cloudName}/video/upload`,
  };
}

function adminAuthorization(settings: CloudinarySettings): string {
  return `Basic ${Buffer.from(`${settings.apiKey}:${settings.apiSecret}`).toString('base64')}`;
}

export type CloudinaryVideo = { publicId: string; durationSeconds: number; format: string; bytes: number };

/** The stored asset as Cloudinary's Admin API describes it; null when it has no such video. */
export async function fetchCloudinaryVideo(
  settings: CloudinarySettings,
  publicId: string,
): Promise<CloudinaryVideo | null> {
  const url = `${settings.apiUrl}/v1_1/${settings.cloudName}/resources/video/authenticated/${publicId.split('/').map(encodeURIComponent).join('/')}`;
  const response = await fetch(url, { headers: { authorization: adminAuthorization(settings) } }).catch(() => {
    throw new AppError('UNAVAILABLE', 'The video service is not reachable; try again later');
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new AppError('UNAVAILABLE', 'The video service refused the request; try again later');
  const resource = (await response.json()) as {
    public_id?: string;
    duration?: number;
    format?: string;
    bytes?: number;
  };
  if (resource.public_id !== publicId || typeof resource.duration !== 'number') return null;
  return { publicId, durationSeconds: resource.duration, format: resource.format ?? 'mp4', bytes: resource.bytes ?? 0 };
}

/** Deletes the asset (and its cached copies) through the signed destroy call. */
export async function destroyCloudinaryVideo(
  settings: CloudinarySettings,
  publicId: string,
  nowMs: number,
): Promise<void> {
  const signed = {
    invalidate: 'true',
    public_id: publicId,
    timestamp: String(Math.floor(nowMs / 1000)),
    type: 'authenticated',
  };
  const body = new URLSearchParams({
    ...signed,
    signature: cloudinarySignature(signed, settings.apiSecret),
    api_key: settings.apiKey,
  });
  const response = await fetch(`${settings.apiUrl}/v1_1/${settings.cloudName}/video/destroy`, {
    method: 'POST',
    body,
  }).catch(() => {
    throw new AppError('UNAVAILABLE', 'The video service is not reachable; try again later');
  });
  if (!response.ok) throw new AppError('UNAVAILABLE', 'The video service refused to delete the video; try again later');
}

/**
 * A signed delivery URL of an "authenticated" video: `s--<8 chars>--` is the start of
 * base64url(sha1(public_id.format + api secret)); Cloudinary refuses the URL without it.
 */
/**
 * A still of the video's first frame as a signed JPEG (Cloudinary derives it on first request:
 * `so_0` is the start offset). Signed like any authenticated delivery: the transformation and the
 * public id with its extension, then the API secret.
 */
export function signedThumbnailUrl(settings: CloudinarySettings, publicId: string): string {
  const source = `so_0/${publicId}.jpg`;
  const signature = crypto
    .createHash('sha1')
    .update(source + settings.apiSecret)
    .digest('base64url')
    .slice(0, 8);
  return `${settings.deliveryUrl}/${settings.cloudName}/video/authenticated/s--${signature}--/${source}`;
}

export function signedDeliveryUrl(settings: CloudinarySettings, publicId: string, format: string): string {
  const source = `${publicId}.${format}`;
  const signature = crypto
    .createHash('sha1')
    .update(source + settings.apiSecret)
    .digest('base64url')
    .slice(0, 8);
  return `${settings.deliveryUrl}/${settings.cloudName}/video/authenticated/s--${signature}--/${source}`;
}
