import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONTEST_IMPORT_START_FIELD, contestArchiveMessages } from '@codeyard/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { currentUser } from '../../http/access.js';
import { uploadedArchive } from '../../http/archive-upload.js';
import { fileField, idParamsSchema, multipartBody, type ZodTypeProvider } from '../../http/route-schemas.js';
import { createContestArchive } from '../../problems/contest-archive.js';
import { importContestArchive } from '../../problems/contest-import.js';
import { publicProblemWarnings } from '../../services/contests/contest-warnings.js';
import { getContest, listContestProblems } from '../../services/contests/contests.js';
import { getProblem } from '../../services/problems/problems.js';

/** POST /problem/contest/import: read by @fastify/multipart (registered with the problem routes) in the handler. */
const importBody = multipartBody({
  file: fileField(
    'A CLICS contest package (.zip): contest.yaml, problems.yaml, a folder or zip per problem; at most 50 MB',
  ),
  [CONTEST_IMPORT_START_FIELD]: z
    .string()
    .optional()
    .meta({ description: "ISO date and time: the contest's start, replacing contest.yaml's start_time" }),
});

/** Contest archives (docs/contests.md, "Contest archives"): CLICS contest packages in and out, admins only. */
export async function contestArchiveRoutes(server: FastifyInstance, context: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { database, judging, clock } = context;

  const importRoute = {
    summary: 'Create a contest and its problems from a CLICS contest package (.zip); all or nothing',
    consumes: ['multipart/form-data'],
    body: importBody,
  };
  app.post('/problem/contest/import', { config: { access: 'admin' }, schema: importRoute }, async (request, reply) => {
    if (!request.isMultipart()) throw new AppError('BAD_REQUEST', contestArchiveMessages.notMultipart);
    let upload: { archive: Buffer; fileName: string } | null = null;
    let startTime: string | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === CONTEST_IMPORT_START_FIELD && String(part.value).trim() !== '') {
          startTime = String(part.value).trim();
          if (Number.isNaN(Date.parse(startTime)))
            throw new AppError('BAD_REQUEST', contestArchiveMessages.startTimeInvalid, {
              errors: [{ path: CONTEST_IMPORT_START_FIELD, message: contestArchiveMessages.startTimeInvalid }],
            });
        }
        continue;
      }
      const archive = await uploadedArchive(part);
      if (part.fieldname === 'file') upload = { archive, fileName: part.filename };
    }
    if (!upload) throw new AppError('BAD_REQUEST', contestArchiveMessages.chooseFile);
    const nowMs = clock();
    const contest = await importContestArchive(
      { database, judging, nowMs },
      { ...upload, startTime, createdBy: currentUser(request)._id },
    );
    const warnings = await publicProblemWarnings(database, contest, nowMs);
    return reply
      .status(201)
      .send({ message: contestArchiveMessages.imported, contest: { _id: contest.id, ...contest }, warnings });
  });

  app.get(
    '/problem/contest/:id/export',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Download a contest as a CLICS contest package (.zip), which the import reads back',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const contest = await getContest(database, request.params.id);
      const listed = await listContestProblems(database, contest.id);
      const problems = await Promise.all(
        listed.map(async (problem) => ({ listed: problem, problem: await getProblem(database, problem._id) })),
      );
      const { fileName, archive } = await createContestArchive(contest, problems);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(archive);
    },
  );
}
