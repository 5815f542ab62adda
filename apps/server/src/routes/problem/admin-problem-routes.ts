import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { isPolygonPackage } from '@codeyard/judge';
import {
  createProblemSchema,
  problemFieldsFromBody,
  problemMessages,
  problemVisibilitySchema,
  toAdminProblemView,
  updateProblemSchema,
} from '@codeyard/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { MAX_ARCHIVE_BYTES, uploadedArchive } from '../../http/archive-upload.js';
import { fileField, idParamsSchema, multipartBody, type ZodTypeProvider } from '../../http/route-schemas.js';
import { PackageError, readCodeyardPackage } from '../../problems/codeyard-package.js';
import { readPolygonImport } from '../../problems/polygon-import.js';
import { createPackageArchive, extractPackageArchive } from '../../problems/package-archive.js';
import { assertFormSwitchAllowed, problemFromFields, verifyOrThrow } from '../../services/problems/admin-problems.js';
import { toAdminProblem } from '../../services/problems/problem-model.js';
import { deleteProblemWithVideo } from '../../services/media/videos.js';
import { setProblemVisibility } from '../../services/problems/problem-visibility.js';
import {
  findProblemBySlug,
  getProblem,
  insertProblem,
  problemHasSubmissions,
  updateProblem,
} from '../../services/problems/problems.js';
import { assertSlugFree, slugify } from '../../services/problems/slugs.js';

/** Admin bodies carry test data, so they may be larger than ordinary ones. */
const PROBLEM_BODY_LIMIT = 64 * 1024 * 1024;

/** POST /problem/import: read by @fastify/multipart in the handler. */
const importBody = multipartBody({
  file: fileField('A problem package (.zip), at most 50 MB: Kattis, DOMjudge or Polygon (problem.xml)'),
});

export async function adminProblemRoutes(server: FastifyInstance, context: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { database, judging, clock } = context;
  await app.register(multipart, { limits: { fileSize: MAX_ARCHIVE_BYTES, files: 1, fields: 5 } });

  const createRoute = {
    summary: 'Create a problem (reference solutions are verified first)',
    body: createProblemSchema,
  };
  app.post(
    '/problem/create',
    { config: { access: 'admin' }, bodyLimit: PROBLEM_BODY_LIMIT, schema: createRoute },
    async (request, reply) => {
      const problem = problemFromFields(problemFieldsFromBody(request.body));
      await verifyOrThrow(judging, problem);
      const id = await insertProblem(database, problem, clock());
      return reply.status(201).send({ message: 'Problem created successfully', problem: { _id: id } });
    },
  );

  app.get(
    '/problem/admin/:id',
    {
      config: { access: 'admin' },
      schema: { summary: 'The full problem, hidden tests included', params: idParamsSchema },
    },
    async (request) => toAdminProblemView(toAdminProblem(await getProblem(database, request.params.id))),
  );

  const updateRoute = {
    summary: 'Replace a problem (reference solutions are verified first)',
    params: idParamsSchema,
    body: updateProblemSchema,
  };
  app.patch(
    '/problem/update/:id',
    { config: { access: 'admin' }, bodyLimit: PROBLEM_BODY_LIMIT, schema: updateRoute },
    async (request) => {
      const existing = await getProblem(database, request.params.id);
      const problem = problemFromFields(problemFieldsFromBody(request.body), existing);
      if (problem.slug && problem.slug !== existing.slug) await assertSlugFree(database, problem.slug, existing.id);
      await assertFormSwitchAllowed(() => problemHasSubmissions(database, existing.id), existing, problem);
      await verifyOrThrow(judging, problem);
      await updateProblem(database, existing.id, problem, clock());
      return { message: 'Problem updated successfully', problem: { _id: existing.id } };
    },
  );

  const visibilityRoute = {
    summary: "Change only who sees a problem (the contest form's 'Keep it for the contest'); nothing is judged",
    params: idParamsSchema,
    body: problemVisibilitySchema,
  };
  app.patch('/problem/visibility/:id', { config: { access: 'admin' }, schema: visibilityRoute }, async (request) => {
    const { visibility } = request.body;
    await setProblemVisibility(database, { problemId: request.params.id, visibility, nowMs: clock() });
    return { message: problemMessages.visibilityUpdated, problem: { _id: request.params.id, visibility } };
  });

  app.delete(
    '/problem/delete/:id',
    { config: { access: 'admin' }, schema: { summary: 'Delete a problem', params: idParamsSchema } },
    async (request) => {
      await deleteProblemWithVideo(context, request.params.id);
      return { message: 'Problem deleted successfully' };
    },
  );

  app.get(
    '/problem/export/:id',
    {
      config: { access: 'admin' },
      schema: { summary: 'Download a problem as a package (.zip)', params: idParamsSchema },
    },
    async (request, reply) => {
      const { fileName, archive } = await createPackageArchive(await getProblem(database, request.params.id));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(archive);
    },
  );

  const importRoute = {
    summary: 'Create or update a problem from a package (.zip)',
    consumes: ['multipart/form-data'],
    body: importBody,
  };
  app.post('/problem/import', { config: { access: 'admin' }, schema: importRoute }, async (request, reply) => {
    if (!request.isMultipart())
      throw new AppError('BAD_REQUEST', 'Upload the problem package as multipart form data with a "file" field');
    const file = await request.file();
    if (!file) throw new AppError('BAD_REQUEST', 'Choose a problem package (.zip) to upload');
    const archive = await uploadedArchive(file);
    const workDirectory = await fs.mkdtemp(path.join(os.tmpdir(), 'codeyard-import-'));
    try {
      const packageRoot = await extractPackageArchive(archive, workDirectory);
      const folderName = path.basename(packageRoot);
      // Errors name the package as its author knows it: its folder, or the uploaded file when the zip has none.
      const packageName = packageRoot === workDirectory ? file.filename.replace(/\.zip$/i, '') : folderName;
      // A Polygon package (problem.xml) has its tests made and its solutions judged as it is read.
      const polygon = await isPolygonPackage(packageRoot);
      const reading = polygon ? readPolygonImport(packageRoot, judging) : readCodeyardPackage(packageRoot, null);
      const problem = await reading.catch((error: unknown) => {
        throw error instanceof PackageError
          ? new AppError('BAD_REQUEST', `Invalid problem package "${packageName}": ${error.message}`)
          : error;
      });
      // Export names the folder by slug, so importing an export finds (and updates) the problem it
      // came from; a Polygon package names itself (its short-name).
      const slug = problem.slug ?? (packageRoot === workDirectory ? slugify(problem.title) : slugify(folderName));
      const existing = await findProblemBySlug(database, slug);
      const imported = { ...problem, slug, sourceHash: null };
      if (existing)
        await assertFormSwitchAllowed(() => problemHasSubmissions(database, existing.id), existing, imported);
      if (!polygon) await verifyOrThrow(judging, imported);
      if (existing) {
        await updateProblem(database, existing.id, imported, clock());
        return { message: 'Problem updated from package', created: false, problem: { _id: existing.id } };
      }
      const id = await insertProblem(database, imported, clock());
      return reply.status(201).send({ message: 'Problem created from package', created: true, problem: { _id: id } });
    } finally {
      await fs.rm(workDirectory, { recursive: true, force: true });
    }
  });
}
