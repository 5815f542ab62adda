import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProblem } from '../services/problems/problems.js';
import { ensureAdmin } from '../services/users/users.js';
import { availableDialects } from '../testing/databases.js';
import { sumProblem } from '../testing/fixture-problem.js';
import { inertJudging } from '../testing/judging.js';
import {
  idArbitrary,
  invalidArbitrary,
  nastyStrings,
  validArbitrary,
  type JsonSchema,
} from '../testing/schema-arbitraries.js';
import { createTestApp, echoChatProvider, sessionCookieOf, signUp, type TestApp } from '../testing/test-app.js';
import { multipartFile, zipFiles } from '../testing/zip.js';
import type { Access } from './access.js';
import { OPENAPI_PATH } from './openapi.js';

/**
 * Walks every operation of /api/openapi.json as visitor, user and admin with generated valid and
 * broken inputs. Reproduce a failure with FUZZ_SEED=<printed seed>; FUZZ_RUNS sets cases per
 * operation and role on SQLite (20). PostgreSQL, when reachable, gets a quarter of them: each
 * snapshot there is several network round trips, and the file must stay under a minute on a
 * loaded 2-core machine.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const ROLES = ['visitor', 'user', 'admin'] as const;
type Role = (typeof ROLES)[number];

type Operation = {
  method: string;
  /** OpenAPI path, e.g. /api/problem/problembyid/{id} */
  path: string;
  access: Access;
  pathParameters: string[];
  query: { name: string; schema: JsonSchema }[];
  body: { mediaType: string; schema: JsonSchema } | null;
};
type Request = {
  ids: Record<string, string>;
  query: Record<string, unknown>;
  body: { payload?: string | Buffer; headers: Record<string, string> };
};

type OpenApiOperation = {
  'x-access': Access;
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const [mediaType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      return {
        method: method.toUpperCase(),
        path: route,
        access: operation['x-access'],
        pathParameters: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        query: parameters.filter((parameter) => parameter.in === 'query').map(({ name, schema }) => ({ name, schema })),
        body: mediaType && content ? { mediaType, schema: content.schema } : null,
      };
    }),
  );
}

const json = (value: unknown) => ({ payload: JSON.stringify(value), headers: { 'content-type': 'application/json' } });

/** Bodies that are broken before any schema sees them. */
const brokenBody = fc.constantFrom(
  { payload: '{"unterminated": ', headers: { 'content-type': 'application/json' } },
  { payload: 'null', headers: { 'content-type': 'application/json' } },
  { payload: '"just a string"', headers: { 'content-type': 'application/json' } },
  { payload: '{"a":1}', headers: { 'content-type': 'text/plain' } },
  { payload: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  { payload: '{}', headers: { 'content-type': 'application/json; charset=utf-16' } },
  { payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]), headers: { 'content-type': 'application/json' } },
);

function packageFolderFiles(folder: string): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.join(path.basename(folder), path.relative(folder, file))] = fs.readFileSync(file);
  }
  return files;
}

/** Uploads: a real problem package, zips of odd names and contents, bytes that are no zip, no file. */
async function multipartBodies(): Promise<fc.Arbitrary<Request['body']>> {
  const seedPackage = await zipFiles(
    packageFolderFiles(path.resolve(import.meta.dirname, '../../../../problems/balanced-brackets')),
  );
  const oddZip = await zipFiles({
    'nested/deeper/problem.yaml': 'title: 1',
    'problem.yaml': 'title: [unclosed',
    'statement/en.md': '🧪'.repeat(1000),
  });
  const emptyZip = await zipFiles({});
  return fc.oneof(
    fc.constantFrom(seedPackage, oddZip, emptyZip).map((zip) => multipartFile('file', 'package.zip', zip)),
    fc.uint8Array({ maxLength: 2000 }).map((bytes) => multipartFile('file', 'package.zip', Buffer.from(bytes))),
    fc.constantFrom(...nastyStrings).map((name) => multipartFile(name || 'other', `${name}.zip`, emptyZip)),
    fc.constant(json({ file: 'not an upload' })),
  );
}

function requestArbitrary(
  operation: Operation,
  storedIds: () => string[],
  multipart: fc.Arbitrary<Request['body']>,
): fc.Arbitrary<Request> {
  const ids = fc.record(Object.fromEntries(operation.pathParameters.map((name) => [name, idArbitrary(storedIds)])));
  const query = fc.record(
    Object.fromEntries(
      operation.query.map(({ name, schema }) => [
        name,
        fc.oneof(validArbitrary(schema, name), invalidArbitrary(schema, name)),
      ]),
    ),
    { requiredKeys: [] },
  );
  let body: fc.Arbitrary<Request['body']>;
  if (operation.body?.mediaType === 'multipart/form-data') body = multipart;
  else if (operation.body) {
    const schema = operation.body.schema;
    body = fc.oneof(
      { arbitrary: validArbitrary(schema).map(json), weight: 2 },
      { arbitrary: invalidArbitrary(schema).map(json), weight: 3 },
      { arbitrary: brokenBody, weight: 1 },
    );
  } else {
    // Routes without a body still get one now and then.
    body = fc.oneof(
      { arbitrary: fc.constant({ headers: {} }), weight: 3 },
      { arbitrary: fc.jsonValue({ maxDepth: 2 }).map(json), weight: 1 },
      { arbitrary: brokenBody, weight: 1 },
    );
  }
  return fc.record({ ids, query, body });
}

/** Percent-encodes UTF-8 bytes; unlike encodeURIComponent it accepts lone surrogates (as U+FFFD). */
const percentEncoded = (text: string) =>
  Array.from(Buffer.from(text, 'utf8'), (byte) =>
    /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).padStart(2, '0')}`,
  ).join('');

function urlOf(operation: Operation, request: Request): string {
  const pathname = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    percentEncoded(request.ids[name] ?? ''),
  );
  const search = new URLSearchParams(
    Object.entries(request.query).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  ).toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Row counts and a hash of every table, to show a refused request changed nothing. */
async function snapshotOf(test: TestApp, tables: readonly string[]): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const table of tables) {
    const rows = await test.context.database
      .selectFrom(table as 'users')
      .selectAll()
      .execute();
    const lines = rows.map((row) => JSON.stringify(row)).sort();
    snapshot[table] = `${rows.length} rows, ${crypto.createHash('sha256').update(lines.join('\n')).digest('hex')}`;
  }
  return snapshot;
}

/** What must never appear in an answer: stack frames and the server's own paths. */
function leaksIn(body: string): string[] {
  const tells = [
    '/work/',
    'node_modules',
    'dist/',
    `${os.tmpdir()}/codeyard-`,
    process.cwd(),
    os.homedir() === '/' ? null : `${os.homedir()}/`,
  ].filter((tell): tell is string => Boolean(tell));
  const found = tells.filter((tell) => body.includes(tell));
  if (/\n\s+at .+(:\d+:\d+|\(native\))/.test(body) || body.includes('    at ')) found.push('stack trace');
  return found;
}

const dialects = await availableDialects();

describe.each(dialects)('route fuzz on %s', (dialect) => {
  let test: TestApp;
  let operations: Operation[] = [];
  let multipart: fc.Arbitrary<Request['body']>;
  let snapshot: Record<string, string> = {};
  let tables: string[] = [];
  let problemIds: string[] = [];
  let requests = 0;
  const runs = dialect === 'sqlite' ? RUNS : Math.max(3, Math.round(RUNS / 4));
  const cookies: Record<Role, string | null> = { visitor: null, user: null, admin: null };
  const credentials = {
    user: { emailid: '', password: 'Secret1!' },
    admin: { emailid: 'root@example.com', password: 'Secret1!' },
  };

  const signIn = async (role: 'user' | 'admin') => {
    const login = await test.app.inject({ method: 'POST', url: '/api/user/login', payload: credentials[role] });
    cookies[role] = sessionCookieOf(login);
  };

  beforeAll(async () => {
    // The tutor is on (a fake model), so its routes are fuzzed through to the end rather than refused with 503.
    test = await createTestApp({
      dialect,
      judging: () => inertJudging,
      chatProvider: echoChatProvider,
      env: { AUTH_RATE_LIMIT: '100000', JUDGE_RATE_LIMIT: '100000' },
    });
    credentials.user.emailid = (await signUp(test.app)).emailid;
    await ensureAdmin(test.context.database, {
      email: credentials.admin.emailid,
      password: credentials.admin.password,
      firstName: 'Root',
      nowMs: test.context.clock(),
    });
    await signIn('user');
    await signIn('admin');
    problemIds = [await insertProblem(test.context.database, sumProblem(), test.context.clock())];
    operations = operationsOf((await test.app.inject({ method: 'GET', url: OPENAPI_PATH })).json());
    multipart = await multipartBodies();
    // The tables, read once: no request makes or drops one, and reading the schema (every table's
    // columns) after each of the 13,000 requests was a third of this file's time.
    tables = (await test.context.database.introspection.getTables()).map((table) => table.name);
    snapshot = await snapshotOf(test, tables);
    console.info(
      `fuzz on ${dialect}: seed ${SEED}, ${runs} cases per operation and role, ${operations.length} operations (FUZZ_SEED and FUZZ_RUNS change them)`,
    );
  });
  afterAll(async () => {
    console.info(`fuzz: ${requests} requests on ${dialect}`);
    await test?.close();
  });

  async function send(role: Role, operation: Operation, request: Request): Promise<void> {
    const url = urlOf(operation, request);
    const cookie = cookies[role];
    const response: LightMyRequestResponse = await test.app.inject({
      method: operation.method as 'GET',
      url,
      payload: request.body.payload,
      headers: { ...request.body.headers, ...(cookie ? { cookie } : {}) },
    });
    requests += 1;
    const where = `${role} ${operation.method} ${url.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, where).toBeLessThan(500);
    expect(leaksIn(response.body), where).toEqual([]);
    if (response.statusCode >= 400) {
      expect(await snapshotOf(test, tables), `database changed by a refused request: ${where}`).toEqual(snapshot);
      return;
    }
    // Signing out ends the role's session; sign in again so the next cases still act as that role.
    if (role !== 'visitor' && operation.path.endsWith('/logout')) await signIn(role);
    snapshot = await snapshotOf(test, tables);
    problemIds = (await test.context.database.selectFrom('problems').select('id').execute()).map((row) => row.id);
  }

  it.each(ROLES)(
    'answers every operation as %s without a server error, a leak or a change on refusal',
    async (role) => {
      expect(operations.length).toBeGreaterThan(15);
      for (const [index, operation] of operations.entries()) {
        const seed = SEED + index;
        await fc.assert(
          fc.asyncProperty(
            requestArbitrary(operation, () => problemIds, multipart),
            (request) => send(role, operation, request),
          ),
          { seed, numRuns: runs, endOnFailure: true },
        );
      }
    },
    120_000,
  );
});
