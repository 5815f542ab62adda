import send from '@fastify/send';
import type { FastifyInstance } from 'fastify';
import {
  formatVideoDuration,
  MAX_VIDEO_BYTES,
  saveVideoSchema,
  VIDEO_UPLOAD_MESSAGES,
  type User,
} from '@codeyard/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { currentUser } from '../../http/access.js';
import { fileField, multipartBody, type ZodTypeProvider } from '../../http/route-schemas.js';
import { checkPlayback } from '../../services/media/playback-urls.js';
import { videoPoster } from '../../services/media/video-poster.js';
import {
  createDirectUpload,
  deleteVideo,
  editorialVideoFor,
  findVideo,
  listVideos,
  playbackSource,
  saveDirectUpload,
  mediaDirectory,
  saveUploadedVideo,
} from '../../services/media/videos.js';
import type { VideoContext } from '../../services/media/video-context.js';
import { checkUploadFields, stageLocalUpload } from '../../services/media/local-direct-upload.js';
import { storeVideoStream, type StoredVideoFile } from '../../services/media/local-video-store.js';
import { ownOrigin } from '../../http/origin.js';
import { hasEditorialAccess } from '../../services/payments/editorial-access.js';
import { requireOpenHelp } from '../../services/policy/access-policy.js';
import { problemTitle } from '../../services/problems/problems.js';

const problemParamsSchema = z.object({ problemId: z.string().meta({ description: 'Id of the problem' }) });
const uploadBody = multipartBody({ file: fileField('The video (MP4 or WebM), at most 100 MB') });
const directUploadBody = multipartBody({
  file: fileField('The video (MP4 or WebM), at most 100 MB'),
  public_id: z.string().meta({ description: 'From GET /video/create' }),
  timestamp: z.string().meta({ description: 'From GET /video/create' }),
  signature: z.string().meta({ description: 'From GET /video/create' }),
});
const playbackQuerySchema = z.object({ user: z.string(), expires: z.coerce.number().int(), signature: z.string() });

/** Room for the multipart framing around the file (bytes), so a 100 MB file is not refused for its envelope. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const NO_ACCESS = 'Editorial access is required to watch this video';

export async function videoRoutes(server: FastifyInstance, context: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const videos: VideoContext = context;
  /** The editorial is help: closed on problems the user may not open, and while a contest containing the problem runs. */
  const requireEditorialOpen = (user: User, problemId: string) =>
    requireOpenHelp(context.database, problemId, user, context.clock());

  app.get(
    '/video/settings',
    {
      config: { access: 'admin' },
      schema: { summary: 'Where videos are stored here (this server or Cloudinary) and the size limit' },
    },
    async () => ({
      storage: context.config.cloudinary ? 'cloudinary' : 'local',
      maxBytes: MAX_VIDEO_BYTES,
    }),
  );

  app.get(
    '/video/list',
    {
      config: { access: 'admin' },
      schema: { summary: 'Which problems have an editorial video: its length, storage and upload time' },
    },
    async () => ({ videos: await listVideos(context.database) }),
  );

  app.post(
    '/video/upload/:problemId',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Upload the editorial video to this server (streamed; replaces any earlier one)',
        params: problemParamsSchema,
        consumes: ['multipart/form-data'],
        body: uploadBody,
      },
    },
    async (request, reply) => {
      // A declared size over the limit is refused before a byte of it is read.
      if (Number(request.headers['content-length'] ?? 0) > MAX_VIDEO_BYTES + MULTIPART_OVERHEAD_BYTES)
        throw new AppError('PAYLOAD_TOO_LARGE', VIDEO_UPLOAD_MESSAGES.tooLarge);
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST', VIDEO_UPLOAD_MESSAGES.noFile);
      const file = await request.file({
        limits: { fileSize: MAX_VIDEO_BYTES, files: 1, fields: 5 },
        throwFileSizeLimit: false,
      });
      if (!file || file.fieldname !== 'file') throw new AppError('BAD_REQUEST', VIDEO_UPLOAD_MESSAGES.noFile);
      const video = await saveUploadedVideo(videos, {
        problemId: request.params.problemId,
        adminId: currentUser(request)._id,
        stream: file.file,
        wasTruncated: () => file.file.truncated,
      });
      return reply.status(201).send({ videoSolution: toVideoSolution(video) });
    },
  );

  app.get(
    '/video/create/:problemId',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Signed parameters for a direct upload (to Cloudinary, or to this server when it stores videos)',
        params: problemParamsSchema,
      },
    },
    async (request) =>
      createDirectUpload(videos, {
        problemId: request.params.problemId,
        adminId: currentUser(request)._id,
        // upload_url is absolute, as Cloudinary's is: clients post to it as it stands.
        origin: ownOrigin(request.raw, context.config.trustProxy) ?? '',
      }),
  );

  app.post(
    '/video/direct-upload',
    {
      // No session: a browser posting to Cloudinary sends none. The signature from /video/create authorises it.
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        summary:
          "Local storage's upload_url: the file and the signed fields from /video/create (as Cloudinary takes them)",
        consumes: ['multipart/form-data'],
        body: directUploadBody,
      },
    },
    async (request) => {
      if (Number(request.headers['content-length'] ?? 0) > MAX_VIDEO_BYTES + MULTIPART_OVERHEAD_BYTES)
        throw new AppError('PAYLOAD_TOO_LARGE', VIDEO_UPLOAD_MESSAGES.tooLarge);
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST', VIDEO_UPLOAD_MESSAGES.noFile);
      const fields: Record<string, string> = {};
      let stored: StoredVideoFile | null = null;
      let checked: Awaited<ReturnType<typeof checkUploadFields>> | null = null;
      for await (const part of request.parts({ limits: { fileSize: MAX_VIDEO_BYTES, files: 1, fields: 20 } })) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== 'file') throw new AppError('BAD_REQUEST', VIDEO_UPLOAD_MESSAGES.noFile);
        // Fields sent before the file are checked before a byte of it is kept.
        if (fields.signature) checked = await checkUploadFields(videos, fields);
        const file = part.file;
        stored = await storeVideoStream({
          mediaDirectory: mediaDirectory(context.config),
          stream: file,
          wasTruncated: () => file.truncated,
        });
      }
      if (!stored) throw new AppError('BAD_REQUEST', VIDEO_UPLOAD_MESSAGES.noFile);
      return stageLocalUpload(videos, { fields, stored, checked, mediaDirectory: mediaDirectory(context.config) });
    },
  );

  app.post(
    '/video/save',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Record a video posted to the upload_url of /video/create (on Cloudinary or this server)',
        body: saveVideoSchema,
      },
    },
    async (request, reply) => {
      const video = await saveDirectUpload(videos, {
        problemId: request.body.problemId,
        publicId: request.body.cloudinaryPublicId,
        adminId: currentUser(request)._id,
      });
      return reply.status(201).send({ videoSolution: toVideoSolution(video) });
    },
  );

  app.delete(
    '/video/delete/:problemId',
    {
      config: { access: 'admin' },
      schema: { summary: "Delete a problem's editorial video and its file", params: problemParamsSchema },
    },
    async (request) => {
      await deleteVideo(videos, request.params.problemId);
      return { message: 'Video deleted' };
    },
  );

  app.get(
    '/video/status/:problemId',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Whether the problem has a video and whether the caller may watch it',
        params: problemParamsSchema,
      },
    },
    async (request) => {
      const user = currentUser(request);
      await requireEditorialOpen(user, request.params.problemId);
      const video = await findVideo(context.database, request.params.problemId);
      const hasAccess = await hasEditorialAccess(context.database, context.config, user);
      return { hasVideo: video !== null, duration: video?.duration_seconds ?? null, hasAccess };
    },
  );

  app.get(
    '/video/watch/:problemId',
    {
      config: { access: 'user' },
      schema: {
        summary: 'A fresh short-lived URL of the editorial video (editorial access needed)',
        params: problemParamsSchema,
      },
    },
    async (request) => {
      const user = currentUser(request);
      await requireEditorialOpen(user, request.params.problemId);
      if (!(await hasEditorialAccess(context.database, context.config, user)))
        throw new AppError('FORBIDDEN', NO_ACCESS);
      return editorialVideoFor(videos, request.params.problemId, user._id);
    },
  );

  /** The video a signed link names, once the link, the caller and their access all check out. */
  const signedVideo = async (user: User, problemId: string, query: z.output<typeof playbackQuerySchema>) => {
    const { user: signedUser, expires, signature } = query;
    const check = checkPlayback(
      context.mediaUrlSecret,
      { problemId, userId: signedUser, expiresAt: expires },
      signature,
      context.clock(),
    );
    // The URL is bound to its user: a link copied to another account is refused like a forged one.
    if (check === 'forged' || signedUser !== user._id) throw new AppError('FORBIDDEN', 'This video link is not valid');
    if (check === 'expired') throw new AppError('FORBIDDEN', 'This video link has expired; reload the page');
    await requireEditorialOpen(user, problemId);
    if (!(await hasEditorialAccess(context.database, context.config, user))) throw new AppError('FORBIDDEN', NO_ACCESS);
    const video = await findVideo(context.database, problemId);
    if (!video) throw new AppError('NOT_FOUND', 'No editorial video for this problem yet');
    return video;
  };

  app.get(
    '/video/thumbnail/:problemId',
    {
      config: { access: 'user' },
      schema: {
        summary: "A still for a video stored on this server (an SVG poster: its problem's title and length)",
        params: problemParamsSchema,
        querystring: playbackQuerySchema,
      },
    },
    async (request, reply) => {
      const video = await signedVideo(currentUser(request), request.params.problemId, request.query);
      const title = await problemTitle(context.database, request.params.problemId);
      return reply
        .header('cache-control', 'private, max-age=300')
        .type('image/svg+xml; charset=utf-8')
        .send(videoPoster({ title, duration: formatVideoDuration(video.duration_seconds) }));
    },
  );

  app.get(
    '/video/stream/:problemId',
    {
      config: { access: 'user' },
      schema: {
        summary: 'The video itself, with Range support, through a signed URL from /video/watch',
        params: problemParamsSchema,
        querystring: playbackQuerySchema,
      },
    },
    async (request, reply) => {
      const video = await signedVideo(currentUser(request), request.params.problemId, request.query);
      const source = playbackSource(videos, video);
      reply.header('cache-control', 'private, no-store');
      if (source.kind === 'redirect') return reply.redirect(source.url, 302);
      // Served relative to the media folder, so only the file's own name is checked for dots.
      const result = await send(request.raw, `/${source.fileName}`, {
        root: source.root,
        acceptRanges: true,
        cacheControl: false,
        etag: true,
        lastModified: true,
        dotfiles: 'deny',
        index: false,
      });
      if (result.type === 'error') {
        if (result.statusCode === 416)
          return reply
            .status(416)
            .header('content-range', result.headers['Content-Range'] ?? result.headers['content-range'] ?? '')
            .send({ message: 'Requested range not satisfiable' });
        if (result.statusCode === 404) throw new AppError('NOT_FOUND', 'The video file is missing');
        if (result.statusCode >= 400) throw new AppError('BAD_REQUEST', 'The video could not be sent');
      }
      return reply.status(result.statusCode).headers(result.headers).type(video.content_type).send(result.stream);
    },
  );
}

/** docs/product.md §3 Video solution. */
function toVideoSolution(video: {
  problem_id: string;
  storage: string;
  storage_key: string;
  duration_seconds: number;
  uploaded_at: string;
}) {
  return {
    problemId: video.problem_id,
    cloudinaryPublicId: video.storage === 'cloudinary' ? video.storage_key : null,
    secureUrl: null,
    duration: video.duration_seconds,
    uploadedAt: video.uploaded_at,
  };
}
