import crypto from 'node:crypto';
import type { VideoUploadTicketsTable } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { nowIso } from '../ids.js';
import { removeStoredVideo, type StoredVideoFile } from './local-video-store.js';
import type { VideoContext } from './video-context.js';

/*
 * Local storage speaks Cloudinary's direct upload (docs/media.md): GET /video/create answers signed
 * parameters and an `upload_url` on this server, the browser posts the file and those fields
 * there, and POST /video/save records it. So one client uploads to either storage the same way.
 * The post carries no session (a browser posting to Cloudinary sends none): the signature, over a
 * ticket issued to an admin for one problem, is what authorises it.
 */

/** Where the file is posted, on this server. */
export const LOCAL_UPLOAD_PATH = '/api/video/direct-upload';
/** Signed upload parameters expire after an hour, as Cloudinary's do. */
export const UPLOAD_TICKET_TTL_MS = 60 * 60 * 1000;

const SIGNED_TYPE = 'authenticated';

function uploadSignature(secret: Buffer, publicId: string, timestamp: string): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`local-upload\npublic_id=${publicId}&timestamp=${timestamp}&type=${SIGNED_TYPE}`)
    .digest('hex');
}

/** What GET /video/create answers for local storage: Cloudinary's fields, pointing here. */
export function localUploadParameters(secret: Buffer, options: { publicId: string; nowMs: number; origin: string }) {
  const timestamp = String(Math.floor(options.nowMs / 1000));
  return {
    public_id: options.publicId,
    timestamp,
    type: SIGNED_TYPE,
    signature: uploadSignature(secret, options.publicId, timestamp),
    api_key: 'local',
    cloud_name: 'local',
    upload_url: `${options.origin}${LOCAL_UPLOAD_PATH}`,
  };
}

export const UPLOAD_REFUSED = 'This upload is not signed for this server; ask GET /video/create for a new one';
export const UPLOAD_EXPIRED = 'This upload has expired; upload the video again';

/** The ticket the posted fields are signed for, or 403 (a missing, forged, used-up or expired signature). */
export async function checkUploadFields(
  context: VideoContext,
  fields: Record<string, string>,
): Promise<VideoUploadTicketsTable> {
  const { public_id: publicId, timestamp, signature } = fields;
  if (!publicId || !timestamp || !signature) throw new AppError('FORBIDDEN', UPLOAD_REFUSED);
  const expected = Buffer.from(uploadSignature(context.mediaUrlSecret, publicId, timestamp));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
    throw new AppError('FORBIDDEN', UPLOAD_REFUSED);
  const ticket = await context.database
    .selectFrom('video_upload_tickets')
    .selectAll()
    .where('public_id', '=', publicId)
    .executeTakeFirst();
  if (!ticket) throw new AppError('FORBIDDEN', UPLOAD_REFUSED);
  if (context.clock() - Date.parse(ticket.issued_at) > UPLOAD_TICKET_TTL_MS)
    throw new AppError('FORBIDDEN', UPLOAD_EXPIRED);
  return ticket;
}

/**
 * Keeps a posted file against its ticket until /video/save records it (a second post replaces the
 * first), and answers as Cloudinary's upload API does. A file whose fields do not check out is
 * removed before the refusal.
 */
export async function stageLocalUpload(
  context: VideoContext,
  options: {
    fields: Record<string, string>;
    stored: StoredVideoFile;
    mediaDirectory: string;
    /** The ticket already checked, when the signed fields came before the file. */
    checked?: VideoUploadTicketsTable | null;
  },
) {
  const { stored, mediaDirectory } = options;
  let ticket: VideoUploadTicketsTable;
  try {
    ticket = options.checked ?? (await checkUploadFields(context, options.fields));
  } catch (error) {
    await removeStoredVideo(mediaDirectory, stored.key);
    throw error;
  }
  await context.database
    .updateTable('video_upload_tickets')
    .set({
      staged_key: stored.key,
      staged_content_type: stored.container.contentType,
      staged_size_bytes: stored.sizeBytes,
      staged_duration_seconds: stored.durationSeconds,
    })
    .where('public_id', '=', ticket.public_id)
    .execute();
  if (ticket.staged_key && ticket.staged_key !== stored.key) await removeStoredVideo(mediaDirectory, ticket.staged_key);
  return {
    public_id: ticket.public_id,
    resource_type: 'video',
    type: SIGNED_TYPE,
    format: stored.container.extension,
    bytes: stored.sizeBytes,
    duration: stored.durationSeconds,
    created_at: nowIso(context.clock()),
    // Nothing here is public: the video is watched through signed links once it is saved.
    secure_url: null,
  };
}

/** Tickets past their hour, with any file posted against them and never saved, are removed. */
export async function forgetExpiredUploads(context: VideoContext, mediaDirectory: string): Promise<void> {
  const cutoff = nowIso(context.clock() - UPLOAD_TICKET_TTL_MS);
  const expired = await context.database
    .selectFrom('video_upload_tickets')
    .select(['public_id', 'staged_key'])
    .where('issued_at', '<', cutoff)
    .execute();
  for (const ticket of expired) {
    if (ticket.staged_key) await removeStoredVideo(mediaDirectory, ticket.staged_key);
    await context.database.deleteFrom('video_upload_tickets').where('public_id', '=', ticket.public_id).execute();
  }
}
