import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { createProblemSchema, updateProblemSchema } from '@codeyard/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { PackageError, readCodeyardPackage } from '../../problems/codeyard-package.js';
import { createPackageArchive, extractPackageArchive, slugify } from '../../problems/package-archive.js';
import { problemFromBody, verifyOrThrow } from '../../services/problems/admin-problems.js';
import { toAdminView } from '../../services/problems/problem-model.js';
import { deleteProblem, findProblem, getProblem, insertProblem, updateProblem } from '../../services/problems/problems.js';

type IdParams = { id: string };

/** Admin bodies carry test data, so they may be larger than ordinary ones. */
const PROBLEM_BODY_LIMIT = 64 * 1024 * 1024;
/** Largest problem-package zip accepted, in bytes. */
export const MAX_ARCHIVE_BYTES = 50 * 1024 * 1024;

export async function adminProblemRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { database, judging } = context;
  await app.register(multipart, { limits: { fileSize: MAX_ARCHIVE_BYTES, files: 1, fields: 5 } });

  app.post('/problem/create', { config: { access: 'admin' }, bodyLimit: PROBLEM_BODY_LIMIT }, async (request, reply) => {
    const body = createProblemSchema.parse(request.body ?? {});
    const problem = problemFromBody(body);
    await verifyOrThrow(judging, problem);
    const id = await insertProblem(database, problem);
    return reply.status(201).send({ message: 'Problem created successfully', problem: { _id: id } });
  });

  app.get<{ Params: IdParams }>('/problem/admin/:id', { config: { access: 'admin' } }, async (request) => toAdminView(await getProblem(database, request.params.id)));

  app.patch<{ Params: IdParams }>('/problem/update/:id', { config: { access: 'admin' }, bodyLimit: PROBLEM_BODY_LIMIT }, async (request) => {
    const existing = await getProblem(database, request.params.id);
    const body = updateProblemSchema.parse(request.body ?? {});
    const problem = problemFromBody(body, existing);
    await verifyOrThrow(judging, problem);
    await updateProblem(database, existing.id, problem);
    return { message: 'Problem updated successfully', problem: { _id: existing.id } };
  });

  app.delete<{ Params: IdParams }>('/problem/delete/:id', { config: { access: 'admin' } }, async (request) => {
    await deleteProblem(database, request.params.id);
    return { message: 'Problem deleted successfully' };
  });

  app.get<{ Params: IdParams }>('/problem/export/:id', { config: { access: 'admin' } }, async (request, reply) => {
    const { fileName, archive } = await createPackageArchive(await getProblem(database, request.params.id));
    return reply.header('content-type', 'application/zip').header('content-disposition', `attachment; filename="${fileName}"`).send(archive);
  });

  app.post('/problem/import', { config: { access: 'admin' } }, async (request, reply) => {
    if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'Upload the problem package as multipart form data with a "file" field');
    const file = await request.file();
    if (!file) throw new AppError('BAD_REQUEST', 'Choose a problem package (.zip) to upload');
    const archive = await file.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', `The package must be at most ${MAX_ARCHIVE_BYTES / 1024 / 1024} MB`);
      throw error;
    });
    const workDirectory = await fs.mkdtemp(path.join(os.tmpdir(), 'codeyard-import-'));
    try {
      const packageRoot = await extractPackageArchive(archive, workDirectory);
      const folderName = path.basename(packageRoot);
      const problem = await readCodeyardPackage(packageRoot, null).catch((error: unknown) => {
        throw error instanceof PackageError ? new AppError('BAD_REQUEST', `Invalid problem package: ${error.message}`) : error;
      });
      const slug = packageRoot === workDirectory ? slugify(problem.title) : slugify(folderName);
      const existingRow = await database.selectFrom('problems').select('id').where('slug', '=', slug).executeTakeFirst();
      const existing = existingRow ? await findProblem(database, existingRow.id) : null;
      const imported = { ...problem, slug, sourceHash: null };
      await verifyOrThrow(judging, imported);
      if (existing) {
        await updateProblem(database, existing.id, imported);
        return { message: 'Problem updated from package', created: false, problem: { _id: existing.id } };
      }
      const id = await insertProblem(database, imported);
      return reply.status(201).send({ message: 'Problem created from package', created: true, problem: { _id: id } });
    } finally {
      await fs.rm(workDirectory, { recursive: true, force: true });
    }
  });
}
