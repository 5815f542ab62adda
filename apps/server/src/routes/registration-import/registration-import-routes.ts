import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  clicsImportBodySchema,
  importMessages,
  REGISTRATION_ZIP_MAX_MEGABYTES,
  tsvImportBodySchema,
} from '@codeyard/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { ZodTypeProvider } from '../../http/route-schemas.js';
import { importRegistrations } from '../../services/registration-import/import-registrations.js';
import {
  CLICS_FILE_NAMES,
  clicsInputFromBody,
  clicsInputFromFiles,
} from '../../services/registration-import/registration-files.js';
import { registrationsFromTsv, TSV_FILE_NAMES } from '../../services/registration-import/registration-tsv.js';
import { filesInZip, REGISTRATION_ZIP_MAX_BYTES } from '../../services/registration-import/registration-zip.js';

/** A JSON body holds every file's objects at once: a thousand teams with their accounts fit many times over. */
const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

/** The zip of a multipart upload (@fastify/multipart, registered with the problem routes), at most REGISTRATION_ZIP_MAX_BYTES. */
async function uploadedZip(request: FastifyRequest): Promise<Buffer> {
  const file = await request.file({ limits: { fileSize: REGISTRATION_ZIP_MAX_BYTES, files: 1 } });
  if (!file) throw new AppError('BAD_REQUEST', importMessages.chooseZip);
  return file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', importMessages.zipTooLarge(REGISTRATION_ZIP_MAX_MEGABYTES));
    throw error;
  });
}

/**
 * Importing a registration system's export (docs/contests.md#importing-teams), admins only. The
 * answer carries the passwords it set, once: it is never cached, and the passwords are stored hashed only.
 */
export async function registrationImportRoutes(server: FastifyInstance, context: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = context;
  const admin = { access: 'admin' as const };

  app.post(
    '/admin/import/clics',
    {
      config: admin,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        summary: 'Create or update organisations, groups, teams and team accounts from CLICS files, by their ids',
        description:
          'JSON: `{ organizations?, groups?, teams?, accounts? }`, each the array its file holds. Or multipart/form-data with `file`: a zip (at most 10 MB) holding organizations.json, groups.json, teams.json and/or accounts.json. Answers, per kind, what was created, updated, unchanged and refused (with why), and `credentials`: the passwords it set or was given.',
        consumes: ['application/json', 'multipart/form-data'],
        body: clicsImportBodySchema,
      },
    },
    async (request, reply) => {
      const input = request.isMultipart()
        ? clicsInputFromFiles(await filesInZip(await uploadedZip(request), Object.values(CLICS_FILE_NAMES)))
        : clicsInputFromBody(request.body);
      const answer = await importRegistrations(database, { input, nowMs: clock() });
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );

  app.post(
    '/admin/import/tsv',
    {
      config: admin,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        summary: "The same import from DOMjudge's legacy TSV files (groups.tsv, teams.tsv, accounts.tsv)",
        description:
          'JSON: `{ groups?, teams?, accounts? }`, each the text of its file, starting with its version line (`teams<tab>1` or `File_Version<tab>1`). Or multipart/form-data with `file`: a zip holding groups.tsv, teams.tsv and/or accounts.tsv. Answers as `/admin/import/clics` does.',
        consumes: ['application/json', 'multipart/form-data'],
        body: tsvImportBodySchema,
      },
    },
    async (request, reply) => {
      let files = request.body;
      if (request.isMultipart()) {
        const texts = await filesInZip(await uploadedZip(request), Object.values(TSV_FILE_NAMES));
        files = {
          groups: texts.get(TSV_FILE_NAMES.groups),
          teams: texts.get(TSV_FILE_NAMES.teams),
          accounts: texts.get(TSV_FILE_NAMES.accounts),
        };
      }
      const { input, refused } = registrationsFromTsv(files);
      const answer = await importRegistrations(database, { input, refused, nowMs: clock() });
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );
}
