// `npm run bench:contest-day`: a contest day played against the built server, judged for real.
// BENCH_USERS contestants (300) over BENCH_MINUTES (5): a sign-in burst, everyone on the contest and
// its problems with a socket, runs and submissions of the seed problems' own solutions (accepted,
// wrong, too slow, compile errors; C++, Java, JavaScript, Python), a tenth watching the board.
// Two runs (BENCH_RUNS=embedded,scaled): one `main.js` on SQLite; then nginx with deploy/'s
// configuration in front of two web servers, two workers, PostgreSQL and Redis, one web server
// killed (SIGKILL) in the middle and restarted. Writes bench/results/contest-day.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { languageOfFile } from '@codeyard/shared';
import { Redis } from 'ioredis';
import pg from 'pg';
import { loadConfig } from '../config/env.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { newId } from '../services/ids.js';
import { hashPassword } from '../services/users/password-hashing.js';
import { freePort, startServerProcess, type ServerProcess } from '../testing/server-process.js';
import {
  contestantsInAnotherProcess,
  type ClientPlan,
  type ClientReport,
  type ContestProblem,
  type Language,
  type SourceFile,
} from './contest-day-client.js';
import { startCpuAccount } from './cpu-account.js';
import { ensureNginx, startNginx, type NginxProcess } from './nginx-process.js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const settings = {
  users: Number(process.env.BENCH_USERS ?? 300),
  minutes: Number(process.env.BENCH_MINUTES ?? 5),
  runs: (process.env.BENCH_RUNS ?? 'embedded,scaled').split(',').map((name) => name.trim()),
  /** Mean seconds a contestant reads or thinks between two runs or submissions. */
  thinkSeconds: Number(process.env.BENCH_THINK_SECONDS ?? 120),
  /** At most this long after the last action for the last verdicts. */
  drainMinutes: Number(process.env.BENCH_DRAIN_MINUTES ?? 3),
  problems: Number(process.env.BENCH_PROBLEMS ?? 5),
  loadProcesses: Number(process.env.BENCH_LOAD_PROCESSES ?? 2),
  /**
   * Scheduling niceness of the load processes (0–19). Contestants' browsers run on their own
   * machines; here they share the server's cores, and at the same priority they compete with the
   * server they measure (their CPU seconds are in the report). Niced, they get what it leaves.
   */
  loadNice: Number(process.env.BENCH_LOAD_NICE ?? 10),
  /** Seconds the killed web server stays down in the scaled run. */
  killedForSeconds: Number(process.env.BENCH_KILLED_SECONDS ?? 10),
  watcherShare: 0.1,
  /** Programs judged at once by the embedded server (JUDGE_WORKERS); 'default': the server's own rule. */
  judgeWorkers: process.env.BENCH_JUDGE_WORKERS ? Number(process.env.BENCH_JUDGE_WORKERS) : 'default',
};
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = { email: 'admin@contest-day.bench', password: 'Admin123!' };
const PASSWORD = 'Contest123!';

const log = (message: string) => console.log(`[contest-day ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** The languages the simulated contestants write in (contest-day-client.ts's turns). */
const CLIENT_LANGUAGES: readonly string[] = ['cpp', 'java', 'javascript', 'python'] satisfies Language[];
/** A seed file's language by its ending (the language table's rule), when the contestants write in it. */
const clientLanguageOf = (file: string): Language | null => {
  const language = languageOfFile(file);
  return language && CLIENT_LANGUAGES.includes(language) ? (language as Language) : null;
};

/** Seed problems with accepted, wrong and too-slow solutions of their own, first ones alphabetically. */
function contestSources(): Omit<ContestProblem, 'id'>[] {
  const directory = path.join(repositoryRoot, 'problems');
  const read = (folder: string): SourceFile[] =>
    fs.existsSync(folder)
      ? fs
          .readdirSync(folder)
          .filter((file) => clientLanguageOf(file))
          .map((file) => ({
            language: clientLanguageOf(file)!,
            code: fs.readFileSync(path.join(folder, file), 'utf8'),
          }))
      : [];
  const chosen = [];
  for (const slug of fs.readdirSync(directory).sort()) {
    const submissions = path.join(directory, slug, 'submissions');
    const problem = {
      slug,
      accepted: read(path.join(submissions, 'accepted')),
      wrong_answer: read(path.join(submissions, 'wrong_answer')),
      time_limit_exceeded: read(path.join(submissions, 'time_limit_exceeded')),
    };
    const languages = new Set(problem.accepted.map((file) => file.language));
    if (languages.size === 4 && problem.wrong_answer.length > 0 && problem.time_limit_exceeded.length > 0)
      chosen.push(problem);
    if (chosen.length === settings.problems) break;
  }
  return chosen;
}

function percentile(values: number[], share: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!);
}

/** Peak resident memory of each server-side process, read from /proc while they live (a slot keeps its largest). */
class PeakMemory {
  private readonly peaks = new Map<string, number>();
  private readonly sources = new Map<string, () => number[]>();
  private readonly timer = setInterval(() => this.sample(), 1000);

  track(slot: string, pids: () => number[]): void {
    this.sources.set(slot, pids);
  }

  sample(): void {
    for (const [slot, pids] of this.sources) {
      let kilobytes = 0;
      for (const pid of pids()) {
        try {
          const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
          kilobytes += Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
        } catch {
          // gone (killed): its last sample stays
        }
      }
      this.peaks.set(slot, Math.max(this.peaks.get(slot) ?? 0, kilobytes));
    }
  }

  totalMb(): number {
    this.sample();
    clearInterval(this.timer);
    return Math.round([...this.peaks.values()].reduce((sum, value) => sum + value, 0) / 1024);
  }

  /** Each slot's first process now (what the CPU account follows). */
  pidBySlot(): Record<string, number | undefined> {
    return Object.fromEntries([...this.sources].map(([slot, pids]) => [slot, pids()[0]]));
  }

  bySlotMb(): Record<string, number> {
    return Object.fromEntries([...this.peaks].map(([slot, kilobytes]) => [slot, Math.round(kilobytes / 1024)]));
  }
}

type Stack = {
  name: 'embedded' | 'scaled';
  url: string;
  database: DatabaseHandle;
  memory: PeakMemory;
  /** Scaled run only: kills one web server and restarts it; answers the kill window. */
  killOneServer?: () => Promise<{ port: number; killedAt: number; restartedAt: number }>;
  nginx?: NginxProcess;
  close(): Promise<void>;
};

const serverEnvironment = (dataDirectory: string) => ({
  DATA_DIR: dataDirectory,
  SEED_PROBLEMS: 'true',
  PROBLEMS_DIR: path.join(repositoryRoot, 'problems'),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  // Every contestant signs in from this machine's one address, as a lab behind one NAT address does;
  // sign-ins are limited by failures only, so the server's default limits stand.
  LOG_LEVEL: 'warn',
  // BENCH_JUDGE_WORKERS fixes the judging slots (JUDGE_WORKERS) instead of the server's own rule.
  ...(settings.judgeWorkers === 'default' ? {} : { JUDGE_WORKERS: String(settings.judgeWorkers) }),
});
const pidsOf = (process: ServerProcess) => () => (process.child.pid ? [process.child.pid] : []);

async function embeddedStack(): Promise<Stack> {
  const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-contest-day-'));
  const server = await startServerProcess({ env: serverEnvironment(dataDirectory), startTimeoutMs: 600_000 });
  const memory = new PeakMemory();
  memory.track('main', pidsOf(server));
  const database = openDatabase(loadConfig({ DATA_DIR: dataDirectory }).database);
  return {
    name: 'embedded',
    url: server.url,
    database,
    memory,
    async close() {
      await database.destroy();
      await server.stop('SIGKILL');
      fs.rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}

async function scaledStack(): Promise<Stack> {
  ensureNginx(repositoryRoot);
  const name = `codeyard_contest_day_${Date.now()}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = new URL(DATABASE_URL);
  databaseUrl.pathname = `/${name}`;
  const prefix = `bench-contest-day-${Date.now()}`;
  const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-contest-day-'));
  const environment = {
    ...serverEnvironment(dataDirectory),
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL,
    REDIS_PREFIX: prefix,
    JUDGE_IN_PROCESS: 'false',
    TRUST_PROXY: 'true',
  };
  const memory = new PeakMemory();
  const processes: ServerProcess[] = [];
  const web: ServerProcess[] = [];
  const nginxDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-contest-day-nginx-'));
  let nginx: NginxProcess | null = null;
  /** Everything this run started or made, also when it failed halfway through starting. */
  const cleanUp = async () => {
    await nginx?.stop();
    await Promise.all(processes.map((process) => process.stop('SIGKILL')));
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
    // Only this run's names (docs/realtime.md): `<prefix>:…` and the judge queue's `bull:<prefix>-judging:…`.
    const redis = new Redis(REDIS_URL);
    for (const pattern of [`${prefix}*`, `bull:${prefix}*`]) {
      let cursor = '0';
      do {
        const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
        cursor = nextCursor;
        if (keys.length > 0) await redis.del(...keys);
      } while (cursor !== '0');
    }
    await redis.quit();
    fs.rmSync(dataDirectory, { recursive: true, force: true });
    fs.rmSync(nginxDirectory, { recursive: true, force: true });
  };
  try {
    // One after the other: the first migrates and imports the seed problems.
    for (let index = 0; index < 2; index += 1) {
      const server = await startServerProcess({ env: environment, startTimeoutMs: 600_000 });
      web.push(server);
      processes.push(server);
      memory.track(`web${index + 1}`, () => pidsOf(web[index]!)());
    }
    for (let index = 0; index < 2; index += 1) {
      // At info: the worker says it is ready in a log line.
      const worker = await startServerProcess({
        script: 'worker',
        env: { ...environment, LOG_LEVEL: 'info' },
        startTimeoutMs: 120_000,
      });
      processes.push(worker);
      memory.track(`worker${index + 1}`, pidsOf(worker));
    }
    nginx = await startNginx({
      repositoryRoot,
      directory: nginxDirectory,
      port: await freePort(),
      servers: web.map((server) => `127.0.0.1:${server.port}`),
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const balancer = nginx;
  memory.track('nginx', () => balancer.pids());
  const database = openDatabase(loadConfig({ DATABASE_URL: databaseUrl.toString() }).database);
  return {
    name: 'scaled',
    url: balancer.url,
    database,
    memory,
    nginx: balancer,
    async killOneServer() {
      const victim = web[0]!;
      const killedAt = Date.now();
      victim.child.kill('SIGKILL');
      await victim.exited;
      log(`web server 1 (port ${victim.port}) killed; restarting it in ${settings.killedForSeconds} s`);
      await new Promise((resolve) => setTimeout(resolve, settings.killedForSeconds * 1000));
      const restarted = await startServerProcess({ env: environment, port: victim.port, startTimeoutMs: 600_000 });
      web[0] = restarted;
      processes.push(restarted);
      log('web server 1 serves again');
      return { port: victim.port, killedAt, restartedAt: Date.now() };
    },
    async close() {
      await database.destroy();
      await cleanUp();
    },
  };
}

async function prepareContest(stack: Stack): Promise<{ contestId: string; problems: ContestProblem[] }> {
  const sources = contestSources();
  const rows = await stack.database
    .selectFrom('problems')
    .select(['id', 'slug'])
    .where(
      'slug',
      'in',
      sources.map((problem) => problem.slug),
    )
    .execute();
  const problems = sources.map((problem) => {
    const row = rows.find((candidate) => candidate.slug === problem.slug);
    if (!row) throw new Error(`seed problem ${problem.slug} was not imported`);
    return { ...problem, id: row.id };
  });
  const signIn = await fetch(`${stack.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailid: ADMIN.email, password: ADMIN.password }),
  });
  if (signIn.status !== 200) throw new Error(`admin sign-in answered ${signIn.status}`);
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const now = Date.now();
  const created = await fetch(`${stack.url}/api/problem/createcontest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      title: 'Contest day',
      description: 'The contest-day benchmark.',
      startTime: new Date(now - 60_000).toISOString(),
      endTime: new Date(now + (settings.minutes + settings.drainMinutes + 30) * 60_000).toISOString(),
      problems: problems.map((problem) => problem.id),
    }),
  });
  const contest = (await created.json()) as { _id?: string; contest?: { _id: string } };
  const contestId = contest._id ?? contest.contest?._id;
  if (!contestId) throw new Error(`contest not created: ${created.status} ${JSON.stringify(contest)}`);

  // The accounts exist beforehand (made here directly, one password hash for all); signing in is the burst.
  const passwordHash = await hashPassword(PASSWORD);
  const createdAt = new Date().toISOString();
  for (let offset = 0; offset < settings.users; offset += 500) {
    const count = Math.min(500, settings.users - offset);
    await stack.database
      .insertInto('users')
      .values(
        Array.from({ length: count }, (_, index) => ({
          id: newId(),
          handle: `contestant${offset + index}`,
          first_name: `Contestant${offset + index}`,
          last_name: null,
          email: `contestant${offset + index}@contest-day.bench`,
          password_hash: passwordHash,
          role: 'user',
          created_at: createdAt,
        })),
      )
      .execute();
  }
  return { contestId, problems };
}

type KillWindow = { port: number; killedAt: number; restartedAt: number };

/** Failed requests that nginx had sent to the killed server while it was down or dying. */
function onKilledServer(failures: ClientReport['failures'], nginx: NginxProcess | undefined, kill: KillWindow | null) {
  if (!nginx || !kill) return new Set<string>();
  const upstreamOf = new Map<string, string>();
  for (const line of fs.readFileSync(nginx.accessLog, 'utf8').split('\n')) {
    const [, , requestId, , upstream] = /^(\S+) (\S+) (\S+) "([^"]*)"/.exec(line) ?? [];
    if (requestId) upstreamOf.set(requestId, upstream ?? '');
  }
  return new Set(
    failures
      .filter(
        (failure) =>
          failure.at >= kill.killedAt - 1000 &&
          failure.at <= kill.restartedAt + 30_000 &&
          (upstreamOf.get(failure.requestId) ?? '').includes(`:${kill.port}`),
      )
      .map((failure) => failure.requestId),
  );
}

async function playContest(stack: Stack) {
  const { contestId, problems } = await prepareContest(stack);
  const cpu = startCpuAccount(() => stack.memory.pidBySlot());
  const startAt = Date.now() + 3000;
  const endAt = startAt + settings.minutes * 60_000;
  const drainUntil = endAt + settings.drainMinutes * 60_000;
  const users = Array.from({ length: settings.users }, (_, index) => ({
    email: `contestant${index}@contest-day.bench`,
    password: PASSWORD,
    watcher: index % Math.round(1 / settings.watcherShare) === 0,
  }));
  log(
    `${stack.name}: ${settings.users} contestants, ${problems.length} problems (${problems.map((problem) => problem.slug).join(', ')}), ${settings.minutes} min`,
  );
  const reports = Promise.all(
    Array.from({ length: settings.loadProcesses }, (_, part) =>
      contestantsInAnotherProcess(
        {
          baseUrl: stack.url,
          contestId,
          problems,
          users: users.slice(
            Math.floor((part * users.length) / settings.loadProcesses),
            Math.floor(((part + 1) * users.length) / settings.loadProcesses),
          ),
          firstIndex: Math.floor((part * users.length) / settings.loadProcesses),
          startAt,
          endAt,
          drainUntil,
          thinkSeconds: settings.thinkSeconds,
          seed: part + 1,
        } satisfies ClientPlan,
        settings.loadNice,
      ),
    ),
  );
  const progress = setInterval(() => {
    void stack.database
      .selectFrom('submissions')
      .select((eb) => [eb.fn.countAll<number>().as('total'), 'status'])
      .where('contest_id', '=', contestId)
      .groupBy('status')
      .execute()
      .then((rows) =>
        log(
          `${stack.name}: ${Math.round((Date.now() - startAt) / 1000)} s, submissions ${rows.map((row) => `${row.status} ${Number(row.total)}`).join(', ') || 'none yet'}; load ${os.loadavg()[0]!.toFixed(2)}`,
        ),
      )
      .catch(() => undefined);
  }, 15_000);
  let kill: KillWindow | null = null;
  const killing = stack.killOneServer
    ? new Promise((resolve) => setTimeout(resolve, startAt + (settings.minutes * 60_000) / 2 - Date.now())).then(
        async () => (kill = await stack.killOneServer!()),
      )
    : Promise.resolve();
  const [parts] = await Promise.all([reports, killing]);
  log(`${stack.name}: contestants done; waiting for the last verdicts`);

  // The bounded drain: every submission final, or drainUntil.
  let pending = 0;
  for (;;) {
    const row = await stack.database
      .selectFrom('submissions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('contest_id', '=', contestId)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    pending = Number(row.count);
    if (pending === 0 || Date.now() >= drainUntil) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  clearInterval(progress);
  const cpuShares = cpu.stop();
  const drainSeconds = Math.max(0, Math.round((Date.now() - endAt) / 1000));
  const stored = await stack.database
    .selectFrom('submissions')
    .select(['id', 'user_id', 'problem_id', 'status', 'created_at', 'judged_at'])
    .where('contest_id', '=', contestId)
    .execute();

  const report = mergeReports(parts);
  const killedRequests = onKilledServer(report.failures, stack.nginx, kill);
  // Board staleness: from the verdict's storing (judged_at) to each watcher's board showing it.
  const judgedAt = new Map(stored.flatMap((row) => (row.judged_at ? [[row.id, Date.parse(row.judged_at)]] : [])));
  const staleness: number[] = [];
  let unseen = 0;
  for (const verdict of report.verdicts) {
    if (verdict.boardCount === null) continue;
    const key = `${verdict.userId}:${verdict.problemId}:${verdict.boardCount}`;
    for (const sightings of report.boardSightings) {
      const seenAt = sightings[key];
      if (seenAt === undefined) unseen += 1;
      else staleness.push(Math.max(0, seenAt - (judgedAt.get(verdict.submissionId ?? '') ?? verdict.storedAt)));
    }
  }
  const serverVerdictMs = stored
    .filter((row) => row.judged_at)
    .map((row) => Date.parse(row.judged_at!) - Date.parse(row.created_at));
  const errors = report.failures.filter((failure) => !killedRequests.has(failure.requestId));
  return {
    name: stack.name,
    users: settings.users,
    submitted: report.submitted,
    judged: stored.filter((row) => row.status !== 'pending').length,
    errors: errors.length,
    errorsOnKilledServer: killedRequests.size,
    lostSubmissions: pending,
    verdictP50Ms: percentile(
      report.verdicts.map((verdict) => verdict.verdictMs),
      0.5,
    ),
    verdictP99Ms: percentile(
      report.verdicts.map((verdict) => verdict.verdictMs),
      0.99,
    ),
    queueWaitP99Ms: percentile(
      report.verdicts.flatMap((verdict) => (verdict.queueWaitMs === null ? [] : [verdict.queueWaitMs])),
      0.99,
    ),
    boardStalenessP99Ms: percentile(staleness, 0.99),
    httpP99Ms: percentile(report.httpMs, 0.99),
    socketReconnects: report.socketReconnects,
    peakRssMb: stack.memory.totalMb(),
    details: {
      storedSubmissions: stored.length,
      verdictsKnownToClients: report.verdicts.length,
      verdictsNeverKnown: report.unknownVerdicts,
      serverVerdictP99Ms: percentile(serverVerdictMs, 0.99),
      queueWaitP50Ms: percentile(
        report.verdicts.flatMap((verdict) => (verdict.queueWaitMs === null ? [] : [verdict.queueWaitMs])),
        0.5,
      ),
      runs: report.runs,
      runP50Ms: percentile(report.runMs, 0.5),
      runP99Ms: percentile(report.runMs, 0.99),
      signInP50Ms: percentile(report.signInMs, 0.5),
      signInP99Ms: percentile(report.signInMs, 0.99),
      httpP50Ms: percentile(report.httpMs, 0.5),
      httpRequests: report.httpMs.length + report.signInMs.length,
      boardStalenessP50Ms: percentile(staleness, 0.5),
      boardSightingsMissing: unseen,
      boardFetches: report.boardFetches,
      socketsConnected: report.socketsConnected,
      drainSeconds,
      killWindow: kill,
      failures: errors.slice(0, 20),
      killedServerFailuresByKind: Object.fromEntries(
        [
          ...new Set(
            report.failures.filter((failure) => killedRequests.has(failure.requestId)).map((failure) => failure.kind),
          ),
        ].map((kind) => [
          kind,
          report.failures.filter((failure) => failure.kind === kind && killedRequests.has(failure.requestId)).length,
        ]),
      ),
      clientErrors: report.clientErrors.length,
      clientErrorSamples: report.clientErrors.slice(0, 10),
      verdictMix: report.verdictMix,
      languageMix: report.languageMix,
      peakRssMbByProcess: stack.memory.bySlotMb(),
      // From the contest's creation to the last verdict: the load processes run on this machine too.
      cpuSeconds: {
        machine: cpuShares.machineSeconds,
        loadProcesses: Number(report.cpuSeconds.toFixed(1)),
        byServerProcess: cpuShares.byProcess,
        // What neither the servers' own work nor the load took: the judge's programs, mostly.
        restOfMachine: Number(
          (
            cpuShares.machineSeconds -
            report.cpuSeconds -
            Object.values(cpuShares.byProcess).reduce((sum, process) => sum + process.ownSeconds, 0)
          ).toFixed(1),
        ),
      },
      loadAverageAtEnd: os.loadavg().map((value) => Number(value.toFixed(2))),
    },
  };
}

function mergeReports(parts: ClientReport[]): ClientReport {
  const merged = parts[0]!;
  for (const part of parts.slice(1)) {
    merged.submitted += part.submitted;
    merged.runs += part.runs;
    merged.verdicts.push(...part.verdicts);
    merged.unknownVerdicts += part.unknownVerdicts;
    merged.runMs.push(...part.runMs);
    merged.httpMs.push(...part.httpMs);
    merged.signInMs.push(...part.signInMs);
    merged.failures.push(...part.failures);
    merged.clientErrors.push(...part.clientErrors);
    merged.socketReconnects += part.socketReconnects;
    merged.socketsConnected += part.socketsConnected;
    merged.boardSightings.push(...part.boardSightings);
    merged.boardFetches += part.boardFetches;
    merged.cpuSeconds += part.cpuSeconds;
    for (const [verdict, count] of Object.entries(part.verdictMix))
      merged.verdictMix[verdict] = (merged.verdictMix[verdict] ?? 0) + count;
    for (const [language, count] of Object.entries(part.languageMix))
      merged.languageMix[language] = (merged.languageMix[language] ?? 0) + count;
  }
  return merged;
}

async function main(): Promise<void> {
  const runs = [];
  const loadAverageAtStart = os.loadavg().map((value) => Number(value.toFixed(2)));
  log(`settings ${JSON.stringify(settings)}; load average ${loadAverageAtStart.join(' ')}`);
  for (const name of settings.runs) {
    if (name !== 'embedded' && name !== 'scaled') throw new Error(`BENCH_RUNS: unknown run ${name}`);
    log(`${name}: starting the servers`);
    const stack = name === 'embedded' ? await embeddedStack() : await scaledStack();
    try {
      const run = await playContest(stack);
      log(`${name}: ${JSON.stringify(run, null, 2)}`);
      runs.push(run);
    } finally {
      await stack.close();
    }
  }
  const results = {
    measuredAt: new Date().toISOString(),
    machine: {
      cores: os.cpus().length,
      model: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      loadAverageAtStart,
      loadAverageAtEnd: os.loadavg().map((value) => Number(value.toFixed(2))),
    },
    settings,
    runs,
  };
  const output = path.resolve('bench/results/contest-day.json');
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, `${JSON.stringify(results, null, 2)}\n`);
  log(`written to ${output}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
