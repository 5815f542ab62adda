import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageById, sourceFileFor } from '@codeyard/judge';
import { isAdminRole, normalizeLanguage, type User } from '@codeyard/shared';
import yazl from 'yazl';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { ZodTypeProvider } from '../../http/route-schemas.js';
import { loadClicsContest, type ClicsContest, type ClicsViewer } from '../../services/clics/clics-contest.js';
import { clicsNotifications, keyOfToken } from '../../services/clics/clics-events.js';
import { clicsContestObject, listContestRows } from '../../services/clics/clics-contest-object.js';
import { clicsRelativeTime, clicsTime } from '../../services/clics/clics-time.js';
import { clicsApiInformation, inVersion, type ClicsVersion } from '../../services/clics/clics-versions.js';
import { authenticate, signInAccountKey } from '../../services/users/users.js';
import { DEFAULT_FEED_TIMING, writeEventFeed, type FeedTiming } from './event-feed.js';

const contestParams = z.object({ contestId: z.string().max(200).meta({ description: 'Id of the contest' }) });
const objectParams = contestParams.extend({
  objectId: z.string().max(200).meta({ description: 'Id of an object of the collection' }),
});
const feedQuery = z.object({
  since_token: z.string().max(200).optional(),
  stream: z.enum(['true', 'false']).optional(),
});

/** The collections that are lists of objects with ids, by their endpoint name. */
const COLLECTIONS = {
  'judgement-types': (view: ClicsContest) => view.judgementTypes,
  languages: (view: ClicsContest) => view.languages,
  problems: (view: ClicsContest) => view.problems.map((entry) => entry.object),
  groups: (view: ClicsContest) => view.groups.map((entry) => entry.object),
  organizations: (view: ClicsContest) => view.organizations.map((entry) => entry.object),
  teams: (view: ClicsContest) => view.teams.map((entry) => entry.object),
  submissions: (view: ClicsContest) => view.submissions.map((entry) => entry.object),
  judgements: (view: ClicsContest) => view.judgements.map((entry) => entry.object),
  runs: (view: ClicsContest) => view.runs.map((entry) => entry.object),
  clarifications: (view: ClicsContest) => view.clarifications.map((entry) => entry.object),
} as const;

/** The properties each endpoint gives this reader, for the access endpoint. */
const ENDPOINT_PROPERTIES: Record<string, string[]> = {
  contest: ['id', 'name', 'formal_name', 'start_time', 'countdown_pause_time', 'duration'],
  'judgement-types': ['id', 'name', 'penalty', 'solved'],
  languages: ['id', 'name', 'entry_point_required', 'entry_point_name', 'extensions'],
  problems: ['id', 'label', 'name', 'ordinal', 'rgb', 'color', 'time_limit', 'test_data_count'],
  groups: ['id', 'name'],
  organizations: ['id', 'name', 'formal_name', 'country'],
  teams: ['id', 'name', 'display_name', 'hidden', 'group_ids', 'organization_id'],
  state: ['started', 'frozen', 'ended', 'thawed', 'finalized', 'end_of_updates'],
  submissions: ['id', 'language_id', 'problem_id', 'team_id', 'time', 'contest_time', 'entry_point', 'files'],
  judgements: [
    'id',
    'submission_id',
    'judgement_type_id',
    'start_time',
    'start_contest_time',
    'end_time',
    'end_contest_time',
    'max_run_time',
  ],
  runs: ['id', 'judgement_id', 'ordinal', 'judgement_type_id', 'time', 'contest_time', 'run_time'],
  clarifications: ['id', 'from_team_id', 'to_team_id', 'reply_to_id', 'problem_id', 'text', 'time', 'contest_time'],
  scoreboard: ['time', 'contest_time', 'state', 'rows'],
};

/** The spec's error body: an HTTP code and a message. */
function notFound(reply: FastifyReply, what: string) {
  return reply.status(404).send({ code: 404, message: `${what} not found` });
}

/** Properties a later version adds to an endpoint's objects, for the access endpoint. */
const ADDED_PROPERTIES: Record<ClicsVersion, Record<string, string[]>> = {
  '2023-06': {},
  '2026-01': { contest: ['penalty_time', 'scoreboard_thaw_time'], problems: ['memory_limit'], judgements: ['current'] },
};

/**
 * The CLICS Contest API, read-only, for the ICPC Resolver, the CDS and DOMjudge's shadow mode:
 * version 2023-06 under /api/clics and 2026-01 under /api/clics/2026-01 (the same contest, spelled
 * as each version's schemas say: services/clics/clics-versions.ts). Admins (session cookie, or HTTP
 * Basic with their email and password) see everything; everyone else what a visitor may see
 * (services/clics/clics-contest.ts).
 */
export async function clicsRoutes(
  server: FastifyInstance,
  context: AppContext,
  options: { feedTiming?: FeedTiming; version?: ClicsVersion } = {},
): Promise<void> {
  const version = options.version ?? '2023-06';
  const base = version === '2023-06' ? '/clics' : `/clics/${version}`;
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = context;
  const feedTiming = options.feedTiming ?? DEFAULT_FEED_TIMING;

  /** Who reads: an admin by cookie or Basic, else a visitor. Wrong Basic credentials answer 401 here. */
  const viewerOf = async (request: FastifyRequest, reply: FastifyReply): Promise<ClicsViewer | null> => {
    const header = request.headers.authorization;
    if (header?.toLowerCase().startsWith('basic ')) {
      const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      const email = colon > 0 ? decoded.slice(0, colon) : '';
      let user: User | null = null;
      try {
        // Basic credentials are a sign-in (an email or a handle, as the login form takes): the login
        // form's guard counts their failures too, per account however it was named.
        const account = await signInAccountKey(database, email);
        user = await context.signInGuard.check({ account, address: request.ip }, () =>
          colon > 0
            ? authenticate(database, email, decoded.slice(colon + 1))
            : Promise.reject(new AppError('UNAUTHORIZED', 'Wrong email or password')),
        );
      } catch (error) {
        if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') {
          await reply.status(429).send({ code: 429, message: error.message });
          return null;
        }
        user = null;
      }
      if (!user) {
        await reply
          .status(401)
          .header('www-authenticate', 'Basic realm="Codeyard CLICS API", charset="UTF-8"')
          .send({ code: 401, message: 'Wrong email or password' });
        return null;
      }
      return { user };
    }
    return { user: request.user };
  };

  const offeredIds = async () => (await context.judging.offeredLanguages()).map((language) => language.id);

  /** The contest for this reader; null when the answer (401 or 404) has been sent. */
  const contestFor = async (
    request: FastifyRequest,
    reply: FastifyReply,
    contestId: string,
  ): Promise<{ view: ClicsContest; viewer: ClicsViewer; admin: boolean } | null> => {
    const viewer = await viewerOf(request, reply);
    if (!viewer) return null;
    const view = await loadClicsContest(database, contestId, {
      viewer,
      nowMs: clock(),
      offeredLanguages: await offeredIds(),
    });
    if (!view) {
      await notFound(reply, 'Contest');
      return null;
    }
    return { view, viewer, admin: isAdminRole(viewer.user?.role) };
  };

  // Open feeds would hold a graceful shutdown forever: they end at their next look for news.
  let closing = false;
  const sleepers = new Set<() => void>();
  server.addHook('preClose', async () => {
    closing = true;
    for (const wake of sleepers) wake();
  });
  /** A feed's wait for news, cut short when the server closes. */
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });

  const route = { config: { access: 'public' as const } };

  /** An object of the view as this version spells it. */
  const spelled = <T>(type: string, object: T, view: ClicsContest): T =>
    inVersion(version, type, object, { contest: view.contest, memoryLimitsMb: view.memoryLimitsMb });

  for (const url of [base, `${base}/`])
    app.get(url, { ...route, schema: { summary: `CLICS Contest API ${version}: API information` } }, () =>
      clicsApiInformation(version),
    );

  app.get(`${base}/contests`, { ...route, schema: { summary: 'CLICS: every contest' } }, async (request, reply) => {
    if (!(await viewerOf(request, reply))) return reply;
    return (await listContestRows(database)).map((contest) =>
      inVersion(version, 'contest', clicsContestObject(contest), { contest }),
    );
  });

  app.get(
    `${base}/contests/:contestId`,
    { ...route, schema: { summary: 'CLICS: one contest', params: contestParams } },
    async (request, reply) => {
      const found = await contestFor(request, reply, request.params.contestId);
      return found ? spelled('contest', found.view.contestObject, found.view) : reply;
    },
  );

  app.get(
    `${base}/contests/:contestId/access`,
    { ...route, schema: { summary: 'CLICS: what this reader may see', params: contestParams } },
    async (request, reply) => {
      const found = await contestFor(request, reply, request.params.contestId);
      if (!found) return reply;
      const hidden = found.admin ? [] : ['runs'];
      return {
        // Read-only: no capability (submitting, posting clarifications) is offered through this API.
        capabilities: [],
        endpoints: Object.entries(ENDPOINT_PROPERTIES)
          .filter(([type]) => !hidden.includes(type))
          .map(([type, properties]) => ({
            type,
            properties: [...new Set([...properties, ...(ADDED_PROPERTIES[version][type] ?? [])])],
          })),
      };
    },
  );

  app.get(
    `${base}/contests/:contestId/state`,
    { ...route, schema: { summary: 'CLICS: the contest state', params: contestParams } },
    async (request, reply) => {
      const found = await contestFor(request, reply, request.params.contestId);
      return found ? found.view.state : reply;
    },
  );

  app.get(
    `${base}/contests/:contestId/scoreboard`,
    {
      ...route,
      schema: { summary: 'CLICS: the scoreboard (frozen for visitors while frozen)', params: contestParams },
    },
    async (request, reply) => {
      const found = await contestFor(request, reply, request.params.contestId);
      if (!found) return reply;
      const { view } = found;
      const last = clicsNotifications(view).at(-1);
      const startMs = Date.parse(view.contest.startTime);
      return spelled(
        'scoreboard',
        {
          event_id: last?.token ?? 'none',
          time: clicsTime(view.nowMs),
          contest_time: clicsRelativeTime(view.nowMs - startMs),
          state: view.state,
          rows: view.scoreboardRows,
        },
        view,
      );
    },
  );

  for (const [collection, listOf] of Object.entries(COLLECTIONS)) {
    app.get(
      `${base}/contests/:contestId/${collection}`,
      { ...route, schema: { summary: `CLICS: ${collection}`, params: contestParams } },
      async (request, reply) => {
        const found = await contestFor(request, reply, request.params.contestId);
        return found ? listOf(found.view).map((object) => spelled(collection, object, found.view)) : reply;
      },
    );
    app.get(
      `${base}/contests/:contestId/${collection}/:objectId`,
      { ...route, schema: { summary: `CLICS: one of ${collection}`, params: objectParams } },
      async (request, reply) => {
        const found = await contestFor(request, reply, request.params.contestId);
        if (!found) return reply;
        const object = listOf(found.view).find((entry) => entry.id === request.params.objectId);
        return object ? spelled(collection, object, found.view) : notFound(reply, 'Object');
      },
    );
  }

  app.get(
    `${base}/contests/:contestId/submissions/:objectId/files`,
    { ...route, schema: { summary: "CLICS: a submission's source as a zip (admins)", params: objectParams } },
    async (request, reply) => {
      const found = await contestFor(request, reply, request.params.contestId);
      if (!found) return reply;
      const row = found.admin
        ? await database
            .selectFrom('submissions')
            .select(['code', 'language'])
            .where('id', '=', request.params.objectId)
            .where('contest_id', '=', request.params.contestId)
            .executeTakeFirst()
        : undefined;
      // Not an admin: the same 404 as for a submission that does not exist, so nothing is confirmed.
      if (!row) return notFound(reply, 'Submission files');
      const language = normalizeLanguage(row.language);
      // The name the judge compiled it under: the language table's (main.rs), Java's after its public class.
      const fileName = language ? sourceFileFor(languageById(language), row.code) : 'main.txt';
      const zip = new yazl.ZipFile();
      zip.addBuffer(Buffer.from(row.code, 'utf8'), fileName);
      zip.end();
      return reply.type('application/zip').send(zip.outputStream);
    },
  );

  app.get(
    `${base}/contests/:contestId/event-feed`,
    {
      ...route,
      // Compression would hold back the keep-alive newlines.
      compress: false,
      schema: { summary: 'CLICS: the NDJSON event feed', params: contestParams, querystring: feedQuery },
    },
    async (request, reply) => {
      const since = request.query.since_token ?? null;
      if (since !== null && keyOfToken(since) === null)
        return reply.status(400).send({ code: 400, message: 'Unknown since_token' });
      const found = await contestFor(request, reply, request.params.contestId);
      if (!found) return reply;
      const { viewer } = found;
      const body = new PassThrough();
      let closed = false;
      request.raw.on('close', () => {
        closed = true;
      });
      reply
        .type('application/x-ndjson')
        .header('cache-control', 'no-store')
        // The connection ends with the feed, so that a closing server is not kept waiting for it to idle.
        .header('connection', 'close')
        .send(body);
      let first: ClicsContest | null = found.view;
      void writeEventFeed({
        read: async () => {
          const view =
            first ??
            (await loadClicsContest(database, request.params.contestId, {
              viewer,
              nowMs: clock(),
              offeredLanguages: await offeredIds(),
            }));
          first = null;
          return view
            ? clicsNotifications(view).map((notification) => ({
                ...notification,
                data: spelled(notification.type, notification.data, view),
              }))
            : null;
        },
        since,
        stream: request.query.stream !== 'false',
        write: (text) => body.write(text),
        closed: () => closed || closing,
        timing: feedTiming,
        // The keep-alive measures real silence between real sleeps: monotonic time, not the app's clock.
        now: () => performance.now(),
        sleep,
      })
        .catch((error: unknown) => request.log.error({ error }, 'CLICS event feed stopped'))
        .finally(() => body.end());
      return reply;
    },
  );
}
