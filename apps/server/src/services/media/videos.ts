import crypto from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { EditorialVideo, User } from '@codeyard/shared';
import type { Config } from '../../config/env.js';
import type { DatabaseHandle } from '../../db/database.js';
import type { VideosTable } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { nowIso } from '../ids.js';
import { hasEditorialAccess } from '../payments/editorial-access.js';
import { deleteProblem, problemExists } from '../problems/problems.js';
import {
  destroyCloudinaryVideo,
  directUploadParameters,
  fetchCloudinaryVideo,
  signedDeliveryUrl,
  signedThumbnailUrl,
} from './cloudinary.js';
import {
  forgetExpiredUploads,
  localUploadParameters,
  UPLOAD_EXPIRED,
  UPLOAD_TICKET_TTL_MS,
} from './local-direct-upload.js';
import { removeStoredVideo, storeVideoStream } from './local-video-store.js';
import { signPlayback } from './playback-urls.js';
import type { VideoContext } from './video-context.js';

export function mediaDirectory(config: Config): string {
  return path.join(config.dataDirectory, 'media');
}

const NO_VIDEO = 'No editorial video for this problem yet';

async function requireProblem(database: DatabaseHandle, problemId: string): Promise<void> {
  if (!(await problemExists(database, problemId))) throw new AppError('NOT_FOUND', 'Problem not found');
}

export async function findVideo(database: DatabaseHandle, problemId: string): Promise<VideosTable | null> {
  return (
    (await database.selectFrom('videos').selectAll().where('problem_id', '=', problemId).executeTakeFirst()) ?? null
  );
}

/** Removes what a replaced or deleted video left in its storage. */
async function removeStoredAsset(context: VideoContext, video: VideosTable): Promise<void> {
  if (video.storage === 'local') await removeStoredVideo(mediaDirectory(context.config), video.storage_key);
  else if (context.config.cloudinary)
    await destroyCloudinaryVideo(context.config.cloudinary, video.storage_key, context.clock());
}

/** Records the problem's video, replacing (and removing) any earlier one. */
async function recordVideo(context: VideoContext, row: VideosTable): Promise<VideosTable> {
  const previous = await findVideo(context.database, row.problem_id);
  await context.database.transaction().execute(async (transaction) => {
    await transaction.deleteFrom('videos').where('problem_id', '=', row.problem_id).execute();
    await transaction.insertInto('videos').values(row).execute();
  });
  if (previous && previous.storage_key !== row.storage_key) await removeStoredAsset(context, previous);
  return row;
}

/** The embedded store: the admin's upload, streamed to DATA_DIR/media. */
export async function saveUploadedVideo(
  context: VideoContext,
  options: { problemId: string; adminId: string; stream: Readable; wasTruncated: () => boolean },
): Promise<VideosTable> {
  await requireProblem(context.database, options.problemId);
  if (context.config.cloudinary)
    throw new AppError('CONFLICT', 'Videos are stored on Cloudinary here: upload through GET /video/create');
  const stored = await storeVideoStream({
    mediaDirectory: mediaDirectory(context.config),
    stream: options.stream,
    wasTruncated: options.wasTruncated,
  });
  return recordVideo(context, {
    problem_id: options.problemId,
    storage: 'local',
    storage_key: stored.key,
    content_type: stored.container.contentType,
    size_bytes: stored.sizeBytes,
    duration_seconds: stored.durationSeconds,
    poster_key: null,
    uploaded_by: options.adminId,
    uploaded_at: nowIso(context.clock()),
  });
}

/**
 * docs/product.md §7 GET /video/create: a fresh public_id for this problem, remembered (with who
 * asked) so /video/save can check it, and the signed parameters to post the file with: to
 * Cloudinary when it is configured, else to this server's `upload_url` (local-direct-upload.ts).
 */
export async function createDirectUpload(
  context: VideoContext,
  options: { problemId: string; adminId: string; origin: string },
) {
  await requireProblem(context.database, options.problemId);
  const settings = context.config.cloudinary;
  if (!settings) await forgetExpiredUploads(context, mediaDirectory(context.config));
  const publicId = `codeyard/editorials/${options.problemId}/${crypto.randomUUID()}`;
  await context.database
    .insertInto('video_upload_tickets')
    .values({
      public_id: publicId,
      problem_id: options.problemId,
      // The app's clock, which the checks read too.
      issued_at: nowIso(context.clock()),
      issued_by: options.adminId,
    })
    .execute();
  return settings
    ? directUploadParameters(settings, publicId, context.clock())
    : localUploadParameters(context.mediaUrlSecret, { publicId, nowMs: context.clock(), origin: options.origin });
}

/**
 * docs/product.md §7 POST /video/save: only a public_id issued for this problem, within its hour.
 * On Cloudinary the asset and its duration are Cloudinary's own; here, the file posted against the
 * ticket (its duration read from the file when it arrived).
 */
export async function saveDirectUpload(
  context: VideoContext,
  options: { problemId: string; publicId: string; adminId: string },
): Promise<VideosTable> {
  const ticket = await context.database
    .selectFrom('video_upload_tickets')
    .selectAll()
    .where('public_id', '=', options.publicId)
    .executeTakeFirst();
  if (!ticket || ticket.problem_id !== options.problemId)
    throw new AppError('FORBIDDEN', 'This upload was not issued for this problem');
  if (context.clock() - Date.parse(ticket.issued_at) > UPLOAD_TICKET_TTL_MS)
    throw new AppError('FORBIDDEN', UPLOAD_EXPIRED);
  const settings = context.config.cloudinary;
  const uploaded = {
    problem_id: options.problemId,
    poster_key: null,
    uploaded_by: options.adminId,
    uploaded_at: nowIso(context.clock()),
  };
  if (!settings) {
    if (!ticket.staged_key) throw new AppError('BAD_REQUEST', 'No file has been posted for this upload yet');
    await context.database.deleteFrom('video_upload_tickets').where('public_id', '=', options.publicId).execute();
    return recordVideo(context, {
      ...uploaded,
      storage: 'local',
      storage_key: ticket.staged_key,
      content_type: ticket.staged_content_type ?? 'video/mp4',
      size_bytes: ticket.staged_size_bytes ?? 0,
      duration_seconds: ticket.staged_duration_seconds ?? 0,
    });
  }
  const asset = await fetchCloudinaryVideo(settings, options.publicId);
  if (!asset) throw new AppError('BAD_REQUEST', 'Cloudinary has no video under this public_id');
  await context.database.deleteFrom('video_upload_tickets').where('public_id', '=', options.publicId).execute();
  return recordVideo(context, {
    ...uploaded,
    storage: 'cloudinary',
    storage_key: asset.publicId,
    content_type: `video/${asset.format}`,
    size_bytes: asset.bytes,
    duration_seconds: asset.durationSeconds,
  });
}

/** Every problem's editorial video, for the admin's video list: which problems have one, how long, when. */
export async function listVideos(database: DatabaseHandle) {
  const rows = await database
    .selectFrom('videos')
    .select(['problem_id', 'storage', 'duration_seconds', 'uploaded_at'])
    .orderBy('uploaded_at', 'desc')
    .execute();
  return rows.map((row) => ({
    problemId: row.problem_id,
    storage: row.storage,
    duration: row.duration_seconds,
    uploadedAt: row.uploaded_at,
  }));
}

export async function deleteVideo(context: VideoContext, problemId: string): Promise<void> {
  const video = await findVideo(context.database, problemId);
  if (!video) throw new AppError('NOT_FOUND', NO_VIDEO);
  await removeStoredAsset(context, video);
  await context.database.deleteFrom('videos').where('problem_id', '=', problemId).execute();
}

/** Deletes a problem; its video record goes with it (foreign key), and this removes the stored file or asset too. */
export async function deleteProblemWithVideo(context: VideoContext, problemId: string): Promise<void> {
  const video = await findVideo(context.database, problemId);
  await deleteProblem(context.database, problemId);
  if (video) await removeStoredAsset(context, video);
}

/** What the Editorial tab shows to a viewer whose access has been checked: a URL that expires. */
export async function editorialVideoFor(
  context: VideoContext,
  problemId: string,
  userId: string,
): Promise<EditorialVideo> {
  const video = await findVideo(context.database, problemId);
  if (!video) throw new AppError('NOT_FOUND', NO_VIDEO);
  const expiresAt = context.clock() + context.config.videoUrlTtlMs;
  const query = signPlayback(context.mediaUrlSecret, { problemId, userId, expiresAt });
  const cloudinary = video.storage === 'cloudinary' ? context.config.cloudinary : null;
  return {
    problemId,
    duration: video.duration_seconds,
    uploadedAt: video.uploaded_at,
    url: `/api/video/stream/${encodeURIComponent(problemId)}?${query}`,
    // The same signed query: a still is no more public than the video it shows.
    thumbnailUrl: cloudinary
      ? signedThumbnailUrl(cloudinary, video.storage_key)
      : `/api/video/thumbnail/${encodeURIComponent(problemId)}?${query}`,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

/** The spec's video fields of a problem page (docs/product.md §3): signed links only for a viewer who may watch. */
export type ProblemVideoFields = { secureUrl: string | null; thumbnailUrl: string | null; duration: number | null };

/**
 * What the problem page says of its editorial video: nothing while its help is closed (a contest
 * containing it runs) or when it has none; its length to anyone; a signed, expiring link to the
 * video and its still to a viewer with editorial access.
 */
export async function problemVideoFields(
  context: VideoContext,
  options: { problemId: string; viewer: User | null; helpClosed: boolean },
): Promise<ProblemVideoFields> {
  const none = { secureUrl: null, thumbnailUrl: null, duration: null };
  if (options.helpClosed) return none;
  const video = await findVideo(context.database, options.problemId);
  if (!video) return none;
  const { viewer } = options;
  if (!viewer || !(await hasEditorialAccess(context.database, context.config, viewer)))
    return { ...none, duration: video.duration_seconds };
  const editorial = await editorialVideoFor(context, options.problemId, viewer._id);
  return { secureUrl: editorial.url, thumbnailUrl: editorial.thumbnailUrl, duration: editorial.duration };
}

/** Where a checked playback request is answered from: a local file, or a signed Cloudinary URL. */
export function playbackSource(
  context: VideoContext,
  video: VideosTable,
): { kind: 'file'; root: string; fileName: string } | { kind: 'redirect'; url: string } {
  if (video.storage === 'local')
    return { kind: 'file', root: mediaDirectory(context.config), fileName: path.basename(video.storage_key) };
  if (!context.config.cloudinary)
    throw new AppError('UNAVAILABLE', 'This video is stored on Cloudinary, which is not configured');
  return {
    kind: 'redirect',
    url: signedDeliveryUrl(context.config.cloudinary, video.storage_key, video.content_type.replace('video/', '')),
  };
}
