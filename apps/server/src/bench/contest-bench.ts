// `npm run bench:contest`: a contest with 10,000 participants, 10 problems and 200,000 submissions,
// on SQLite and (when reachable) PostgreSQL. Measures the leaderboard under 50 concurrent readers and
// how long a verdict takes to reach every watching leaderboard. Writes bench/results/contest.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { VERDICTS } from '@codeyard/shared';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { loadConfig, type Config } from '../config/env.js';
import type { DatabaseHandle } from '../db/database.js';
import { startServer, type RunningServer } from '../server.js';
import { createContest } from '../services/contests/contests.js';
import { newId } from '../services/ids.js';
import { DEFAULT_CHECKER } from '../services/problems/problem-model.js';
import { insertProblem } from '../services/problems/problems.js';
import { createSession } from '../services/users/sessions.js';
import { loadFromAnotherProcess } from './load-client.js';
import { ensureAdmin } from '../services/users/users.js';

/** The figures; smaller ones (BENCH_PARTICIPANTS, BENCH_SUBMISSIONS) make a quick check. */
const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 10_000);
const PROBLEMS = 10;
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 200_000);
/** Which databases to measure: `sqlite,postgres` by default. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const READERS = 50;
/** Requests per second of each reader in the paced run. */
const READER_RATE = 10;
/** seconds */
const LOAD_DURATION = 10;
const WATCHERS = 20;
const TARGET_P99_MS = 50;
const TARGET_PROPAGATION_MS = 2000;
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const pythonSum = 'a, b = map(int, input().split())\nprint(a + b)\n';

/** A deterministic generator, so every run ranks the same contest. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function seed(
  database: DatabaseHandle,
  adminId: string,
): Promise<{ contestId: string; problemIds: string[]; userIds: string[] }> {
  const problemIds: string[] = [];
  for (let index = 0; index < PROBLEMS; index += 1) {
    problemIds.push(
      await insertProblem(
        database,
        {
          slug: null,
          title: `Contest problem ${String.fromCharCode(65 + index)}`,
          description: 'Print the sum of two integers.',
          difficulty: (['easy', 'medium', 'hard'] as const)[index % 3] ?? 'easy',
          tags: ['array'],
          visibleTests: [{ input: '1 2\n', output: '3\n', explanation: 'sum' }],
          hiddenTests: [{ input: '10 20\n', output: '30\n' }],
          startCode: [],
          referenceCode: [],
          timeLimitMs: 2000,
          memoryLimitMb: 256,
          checker: DEFAULT_CHECKER,
          sourceHash: null,
        },
        Date.now(),
      ),
    );
  }
  const now = Date.now();
  const start = now - 2 * 3_600_000;
  const contest = await createContest(
    database,
    {
      title: 'Benchmark contest',
      description: 'Ten thousand contestants.',
      startTime: new Date(start).toISOString(),
      endTime: new Date(now + 3_600_000).toISOString(),
      problems: problemIds,
      freezeMinutes: 0,
    },
    adminId,
    now,
  );

  const createdAt = new Date(now).toISOString();
  const userIds = Array.from({ length: PARTICIPANTS }, () => newId());
  for (let offset = 0; offset < userIds.length; offset += 1000) {
    const users = userIds.slice(offset, offset + 1000).map((id, index) => ({
      id,
      handle: `contestant${offset + index}`,
      first_name: `Contestant${offset + index}`,
      last_name: null,
      email: `c${offset + index}@bench.test`,
      password_hash: 'not-a-login',
      role: 'user',
      created_at: createdAt,
    }));
    await database.insertInto('users').values(users).execute();
    await database
      .insertInto('contest_participants')
      .values(users.map((user) => ({ contest_id: contest.id, user_id: user.id, registered_at: createdAt })))
      .execute();
  }

  const next = random(42);
  const statuses = ['accepted', 'wrong', 'wrong', 'error'] as const;
  const verdicts = {
    accepted: VERDICTS.accepted.name,
    wrong: VERDICTS.wrongAnswer.name,
    error: VERDICTS.runtimeErrorNzec.name,
  };
  for (let offset = 0; offset < SUBMISSIONS; offset += 1000) {
    const rows = Array.from({ length: Math.min(1000, SUBMISSIONS - offset) }, () => {
      const status = statuses[Math.floor(next() * statuses.length)] ?? 'wrong';
      const received = new Date(start + Math.floor(next() * 2 * 3_600_000)).toISOString();
      return {
        id: newId(),
        user_id: userIds[Math.floor(next() * userIds.length)] ?? userIds[0]!,
        problem_id: problemIds[Math.floor(next() * problemIds.length)] ?? problemIds[0]!,
        contest_id: contest.id,
        language: 'python',
        code: 'print(0)',
        status,
        runtime: 0.01,
        memory: 1024,
        tests_passed: status === 'accepted' ? 1 : 0,
        tests_total: 1,
        error_message: null,
        verdict: verdicts[status],
        created_at: received,
        judged_at: received,
      };
    });
    await database.insertInto('submissions').values(rows).execute();
  }
  return { contestId: contest.id, problemIds, userIds };
}

/**
 * The run's figures with the share of one core the server (this process) was busy meanwhile. Near
 * 100 %, the server is the limit; well below, the load generator (on the other core) is.
 */
async function withServerCpu<Result extends object>(
  run: () => Promise<Result>,
): Promise<Result & { serverCpuPercent: number }> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await run();
  const cpu = process.cpuUsage(cpuBefore);
  const wallMicroseconds = (performance.now() - started) * 1000;
  return { ...result, serverCpuPercent: Math.round((100 * (cpu.user + cpu.system)) / wallMicroseconds) };
}

async function waitForJudge(server: RunningServer): Promise<void> {
  while (!server.context.judging.status().available) {
    if (server.context.judging.status().message)
      throw new Error(`judge unavailable: ${server.context.judging.status().message}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function measure(kind: 'sqlite' | 'postgres', config: Config) {
  const server = await startServer(config, { logger: false });
  const sockets: Socket[] = [];
  try {
    const database = server.context.database;
    const { user: admin } = await ensureAdmin(database, {
      email: 'admin@bench.test',
      password: 'Admin123!',
      firstName: 'Admin',
      nowMs: server.context.clock(),
    });
    const seedStarted = performance.now();
    const { contestId, problemIds, userIds } = await seed(database, admin._id);
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const cookies: string[] = [];
    for (const userId of userIds.slice(0, READERS + WATCHERS)) {
      const session = await createSession(database, userId, { ttlMs: 3_600_000, nowMs: server.context.clock() });
      cookies.push(`codeyard_session=${session.token}`);
    }
    const standingsUrl = `${server.url}/api/leader/contest/${contestId}/standings`;
    const coldStarted = performance.now();
    const first = await fetch(standingsUrl, { headers: { cookie: cookies[0]! } });
    const firstBody = (await first.json()) as { total: number; entries: unknown[] };
    const coldBuildMs = performance.now() - coldStarted;
    if (first.status !== 200 || firstBody.total === 0) throw new Error(`standings answered ${first.status}`);

    // 50 readers, each signed in as another contestant, reading pages of 50 rows: first as fast as
    // the server answers (its capacity; the latency is then mostly waiting in line), then each
    // reader reloading 10 times a second (far more often than a person would; the live board
    // refetches only when a verdict arrives).
    const page = {
      url: `${standingsUrl}?page=1&pageSize=50`,
      connections: READERS,
      duration: LOAD_DURATION,
      cookies: cookies.slice(0, READERS),
    };
    const load = await withServerCpu(() => loadFromAnotherProcess(page));
    const paced = await withServerCpu(() => loadFromAnotherProcess({ ...page, connectionRate: READER_RATE }));

    // A verdict reaching watchers: from the submit answer (verdict stored) to each watcher's refreshed board.
    await waitForJudge(server);
    const contestant = await fetch(`${server.url}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Racer', emailid: `racer-${kind}@bench.test`, password: 'Secret1!' }),
    });
    const contestantCookie = (contestant.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const before = firstBody.total;
    let verdictStoredAt = 0;
    const arrivals = await Promise.all(
      cookies.slice(READERS, READERS + WATCHERS).map(async (cookie) => {
        const socket = connect(server.url, {
          transports: ['websocket'],
          extraHeaders: { cookie },
          reconnection: false,
        });
        sockets.push(socket);
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        socket.emit('watch-contest', { contestId });
        return socket;
      }),
    ).then(async (watchers) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const seen = watchers.map(
        (socket, index) =>
          new Promise<number>((resolve) => {
            const check = async () => {
              const response = await fetch(`${standingsUrl}?pageSize=1`, {
                headers: { cookie: cookies[READERS + index]! },
              });
              const body = (await response.json()) as { total: number };
              if (body.total > before) resolve(performance.now());
            };
            socket.on('contest-standings-changed', () => void check());
          }),
      );
      const response = await fetch(`${server.url}/api/submissions/submit/${problemIds[0]}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: contestantCookie },
        body: JSON.stringify({ code: pythonSum, language: 'python', contestId }),
      });
      verdictStoredAt = performance.now();
      const submission = (await response.json()) as { status: string; countedForContest: boolean };
      if (submission.status !== 'accepted' || !submission.countedForContest)
        throw new Error(`benchmark submission: ${JSON.stringify(submission)}`);
      const timeout = new Promise<number[]>((_, reject) =>
        setTimeout(() => reject(new Error('a watcher did not see the verdict within 10 s')), 10_000),
      );
      return Promise.race([Promise.all(seen), timeout]);
    });
    const propagation = arrivals.map((at) => Math.max(0, at - verdictStoredAt));

    return {
      database: kind,
      participants: PARTICIPANTS,
      problems: PROBLEMS,
      submissions: SUBMISSIONS,
      seedSeconds: Number(seedSeconds.toFixed(1)),
      coldBoardBuildMs: Math.round(coldBuildMs),
      leaderboard: {
        readers: READERS,
        durationSeconds: LOAD_DURATION,
        pageSize: 50,
        targetP99Ms: TARGET_P99_MS,
        asFastAsAnswered: load,
        [`eachReader${READER_RATE}PerSecond`]: paced,
      },
      verdictToWatchers: {
        watchers: WATCHERS,
        maxMs: Math.round(Math.max(...propagation)),
        medianMs: Math.round([...propagation].sort((a, b) => a - b)[Math.floor(propagation.length / 2)] ?? 0),
        targetMs: TARGET_PROPAGATION_MS,
      },
      loadAverageAtEnd: os.loadavg().map((value) => Number(value.toFixed(2))),
    };
  } finally {
    sockets.forEach((socket) => socket.close());
    await server.close();
  }
}

async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(
      `PostgreSQL not reachable at ${DATABASE_URL}: measuring SQLite only (${error instanceof Error ? error.message : String(error)})`,
    );
    return null;
  }
  const name = `codeyard_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function main(): Promise<void> {
  const runs = [];
  for (const kind of ['sqlite', 'postgres'] as const) {
    if (!DATABASES.includes(kind)) continue;
    const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-contest-bench-'));
    const postgres = kind === 'postgres' ? await postgresDatabase() : null;
    if (kind === 'postgres' && !postgres) continue;
    const config = loadConfig({
      DATA_DIR: dataDirectory,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_PROBLEMS: 'false',
      JUDGE_RATE_LIMIT: '100000',
      AUTH_RATE_LIMIT: '100000',
      WEB_DIST_DIR: path.join(dataDirectory, 'none'),
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
    try {
      const run = await measure(kind, config);
      console.log(JSON.stringify(run, null, 2));
      runs.push(run);
    } finally {
      await postgres?.drop();
      fs.rmSync(dataDirectory, { recursive: true, force: true });
    }
  }
  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? 'unknown', node: process.version },
    runs,
  };
  const output = path.resolve('bench/results/contest.json');
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`written to ${output}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
