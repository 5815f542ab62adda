// The contestants of `npm run bench:contest-day`, run in child processes so that the load generator
// does not share the server's event loop: each signs in, opens the contest and its problems with a
// socket joined as the web app joins it, then runs and submits the seed problems' own solutions
// until the end; a tenth watch the board live.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { io as connect, type Socket } from 'socket.io-client';

export type Language = 'cpp' | 'java' | 'javascript' | 'python';
export type Outcome = 'accepted' | 'wrong_answer' | 'time_limit_exceeded' | 'compile_error';
export type SourceFile = { language: Language; code: string };
export type ContestProblem = {
  id: string;
  slug: string;
  accepted: SourceFile[];
  wrong_answer: SourceFile[];
  time_limit_exceeded: SourceFile[];
};

export type ClientPlan = {
  baseUrl: string;
  contestId: string;
  problems: ContestProblem[];
  users: { email: string; password: string; watcher: boolean }[];
  /** Epoch ms: everyone signs in at once then (the burst). */
  startAt: number;
  /** Epoch ms: no action starts after this. */
  endAt: number;
  /** Epoch ms: verdicts not known by then are given up. */
  drainUntil: number;
  /** Mean seconds a contestant thinks between two actions (exponentially spread). */
  thinkSeconds: number;
  seed: number;
  /** The index of `users[0]` among all contestants (their languages go by turns). */
  firstIndex: number;
};

/** A failed request: 5xx or no answer. The orchestrator finds in nginx's log which server served it. */
export type FailedRequest = { requestId: string; at: number; kind: string; status: number | string };
export type VerdictRecord = {
  submissionId: string | null;
  userId: string;
  problemId: string;
  /** The k-th verdict of this user on this problem that shows on the board (compile errors do not). */
  boardCount: number | null;
  storedAt: number;
  verdictMs: number;
  queueWaitMs: number | null;
  outcome: Outcome;
  verdict: string;
};

export type ClientReport = {
  submitted: number;
  runs: number;
  verdicts: VerdictRecord[];
  /** Submissions whose verdict this client never learnt. */
  unknownVerdicts: number;
  runMs: number[];
  /** Every other request: sign-in, contest and problem pages, boards. */
  httpMs: number[];
  signInMs: number[];
  failures: FailedRequest[];
  clientErrors: { kind: string; status: number; body: string }[];
  socketReconnects: number;
  socketsConnected: number;
  /** watcher index → cell key `userId:problemId:count` → epoch ms first seen on the board. */
  boardSightings: Record<string, number>[];
  boardFetches: number;
  verdictMix: Record<string, number>;
  languageMix: Record<string, number>;
  /** CPU seconds the load process itself used (its share of the machine is not the server's). */
  cpuSeconds: number;
};

/** Each contestant's language, by turns: of every 20, 8 write C++, 6 Python, 3 Java, 3 JavaScript. */
const LANGUAGE_TURNS: Language[] = [
  ...Array<Language>(8).fill('cpp'),
  ...Array<Language>(6).fill('python'),
  ...Array<Language>(3).fill('java'),
  ...Array<Language>(3).fill('javascript'),
];
/** Spreads neighbouring contestants over the turns (7 is prime to 20). */
const languageOf = (index: number): Language => LANGUAGE_TURNS[(index * 7) % LANGUAGE_TURNS.length]!;
/** What a contestant sends when submitting (runs are a third of the actions, of the same code). */
const OUTCOME_SHARE: [Outcome, number][] = [
  ['accepted', 0.4],
  ['wrong_answer', 0.33],
  ['time_limit_exceeded', 0.15],
  ['compile_error', 0.12],
];
const RUN_SHARE = 0.33;

/** mulberry32: a small deterministic generator whose streams differ from the first draw for neighbouring seeds. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<Value>(next: () => number, shares: [Value, number][]): Value {
  let roll = next();
  for (const [value, share] of shares) {
    roll -= share;
    if (roll < 0) return value;
  }
  return shares[shares.length - 1]![0];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A source that does not compile: an accepted one cut before its last closing brace. */
function brokenSource(source: SourceFile): SourceFile {
  const cut = source.code.lastIndexOf('}');
  return { language: source.language, code: `${source.code.slice(0, cut)}\n` };
}

export async function runContestants(plan: ClientPlan): Promise<ClientReport> {
  const report: ClientReport = {
    submitted: 0,
    runs: 0,
    verdicts: [],
    unknownVerdicts: 0,
    runMs: [],
    httpMs: [],
    signInMs: [],
    failures: [],
    clientErrors: [],
    cpuSeconds: 0,
    socketReconnects: 0,
    socketsConnected: 0,
    boardSightings: [],
    boardFetches: 0,
    verdictMix: {},
    languageMix: {},
  };
  const sockets: Socket[] = [];

  async function request(
    kind: string,
    path: string,
    options: { method?: string; body?: unknown; cookie?: string } = {},
  ): Promise<{ status: number; body: unknown; headers: Headers } | null> {
    const requestId = randomUUID();
    const started = performance.now();
    // Nothing waits past the drain: a submit still unanswered then is a verdict never known (the
    // orchestrator counts it as lost if it stays pending), not a failed request.
    const drained = AbortSignal.timeout(Math.max(1, plan.drainUntil - Date.now()));
    try {
      const response = await fetch(`${plan.baseUrl}${path}`, {
        method: options.method ?? 'GET',
        headers: {
          'x-request-id': requestId,
          'accept-encoding': 'gzip',
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
        body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
        signal: drained,
      });
      const text = await response.text();
      const elapsed = performance.now() - started;
      if (kind === 'run') report.runMs.push(elapsed);
      else if (kind === 'sign-in') report.signInMs.push(elapsed);
      else if (kind !== 'submit') report.httpMs.push(elapsed);
      if (response.status >= 500) {
        report.failures.push({ requestId, at: Date.now(), kind, status: response.status });
        return null;
      }
      if (response.status >= 400) {
        report.clientErrors.push({ kind, status: response.status, body: text.slice(0, 200) });
        return null;
      }
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, headers: response.headers };
    } catch (error) {
      if (drained.aborted) return null;
      report.failures.push({
        requestId,
        at: Date.now(),
        kind,
        status:
          error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : 'failed',
      });
      return null;
    }
  }

  async function contestant(user: ClientPlan['users'][number], index: number): Promise<void> {
    const next = random(plan.seed * 7919 + index * 104_729 + 1);
    const language = languageOf(plan.firstIndex + index);
    await sleep(plan.startAt - Date.now());
    const signedIn = await request('sign-in', '/api/user/login', {
      method: 'POST',
      body: { emailid: user.email, password: user.password },
    });
    if (!signedIn) return;
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const userId = (signedIn.body as { user: { _id: string } }).user._id;

    // The contest page, then each problem's page, as a contestant reads them at the start.
    await request('page', `/api/problem/contestbyid/${plan.contestId}`, { cookie });
    await request('page', `/api/problem/contest/${plan.contestId}/register`, { method: 'POST', cookie });
    for (const problem of plan.problems) await request('page', `/api/problem/problembyid/${problem.id}`, { cookie });

    let problemIndex = 0;
    // What the web app's socket does (apps/web/src/lib/socket.ts and its hooks): the problem page
    // joins its problem on every (re)connect; the board watches its contest.
    const socket = connect(plan.baseUrl, {
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: true,
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 5_000,
      timeout: 20_000,
    });
    sockets.push(socket);
    socket.io.on('reconnect', () => (report.socketReconnects += 1));
    socket.on('connect', () => {
      const problem = plan.problems[problemIndex];
      if (problem) socket.emit('join-problem', { problemId: problem.id });
      if (user.watcher) socket.emit('watch-contest', { contestId: plan.contestId });
    });
    await new Promise<void>((resolve) => {
      if (socket.connected) resolve();
      socket.once('connect', () => resolve());
      setTimeout(resolve, 20_000);
    });
    if (socket.connected) report.socketsConnected += 1;
    if (user.watcher) watchBoard(socket, cookie);

    // The submission in flight (one at a time: the submit call answers once judged).
    let inFlight: { sentAt: number; queueWaitMs: number | null; doneAt: number | null; status: string | null } | null =
      null;
    socket.on('submission-progress', (progress: { phase: string; status?: string }) => {
      if (!inFlight) return;
      if (progress.phase === 'compiling' || progress.phase === 'running')
        inFlight.queueWaitMs ??= Date.now() - inFlight.sentAt;
      if (progress.phase === 'done' && inFlight.doneAt === null) {
        inFlight.doneAt = Date.now();
        inFlight.status = progress.status ?? null;
      }
    });

    const boardCounts = new Map<string, number>();
    while (Date.now() < plan.endAt && problemIndex < plan.problems.length) {
      // The burst is the sign-in; the first actions come after reading (a think time each).
      await sleep(Math.min(-Math.log(1 - next()) * plan.thinkSeconds * 1000, plan.endAt - Date.now()));
      if (Date.now() >= plan.endAt) break;
      const problem = plan.problems[problemIndex]!;
      const outcome = pick(next, OUTCOME_SHARE);
      const source = sourceFor(problem, outcome, language, next);
      report.languageMix[source.language] = (report.languageMix[source.language] ?? 0) + 1;
      if (next() < RUN_SHARE) {
        report.runs += 1;
        await request('run', `/api/submissions/runcode/${problem.id}`, {
          method: 'POST',
          cookie,
          body: { code: source.code, language: source.language },
        });
        continue;
      }
      report.submitted += 1;
      const sentAt = Date.now();
      const flight = {
        sentAt,
        queueWaitMs: null as number | null,
        doneAt: null as number | null,
        status: null as string | null,
      };
      inFlight = flight;
      const answer = await request('submit', `/api/submissions/submit/${problem.id}`, {
        method: 'POST',
        cookie,
        body: { code: source.code, language: source.language, contestId: plan.contestId },
      });
      let verdict: string | null = null;
      let status: string | null = null;
      let knownAt = Date.now();
      let submissionId: string | null = null;
      if (answer) {
        const body = answer.body as { _id: string; status: string; verdict?: string | null };
        submissionId = body._id;
        status = body.status;
        verdict = body.verdict ?? body.status;
        knownAt = Math.min(knownAt, flight.doneAt ?? knownAt);
      } else {
        // The server serving the call died (scaled run): the verdict still comes, by socket or on the list.
        const found = await verdictAfterFailure(problem.id, cookie, sentAt, flight);
        if (found) ({ status, verdict, knownAt, submissionId } = found);
      }
      inFlight = null;
      if (!status || status === 'pending') {
        report.unknownVerdicts += 1;
        continue;
      }
      const verdictName = verdict ?? status;
      report.verdictMix[verdictName] = (report.verdictMix[verdictName] ?? 0) + 1;
      // Compile errors and internal errors do not count as attempts (docs/contests.md): no board change.
      const showsOnBoard = !/compil|internal/i.test(verdictName);
      const key = `${userId}:${problem.id}`;
      if (showsOnBoard) boardCounts.set(key, (boardCounts.get(key) ?? 0) + 1);
      report.verdicts.push({
        submissionId,
        userId,
        problemId: problem.id,
        boardCount: showsOnBoard ? (boardCounts.get(key) ?? 1) : null,
        storedAt: knownAt,
        verdictMs: knownAt - sentAt,
        queueWaitMs: flight.queueWaitMs,
        outcome,
        verdict: verdictName,
      });
      if (status === 'accepted') {
        problemIndex += 1;
        const following = plan.problems[problemIndex];
        if (following) socket.emit('join-problem', { problemId: following.id });
      }
    }
  }

  async function verdictAfterFailure(
    problemId: string,
    cookie: string,
    sentAt: number,
    flight: { doneAt: number | null; status: string | null },
  ): Promise<{ status: string; verdict: string | null; knownAt: number; submissionId: string | null } | null> {
    while (Date.now() < plan.drainUntil) {
      const list = await request('page', `/api/problem/submittedproblems/${problemId}`, { cookie });
      if (!list) return null;
      const newest = (list.body as { _id: string; status: string; verdict?: string | null; createdAt: string }[]).find(
        (submission) => Date.parse(submission.createdAt) >= sentAt - 1000,
      );
      // Never stored: the server died before it kept the submission.
      if (!newest) return null;
      const knownAt = flight.doneAt ?? Date.now();
      if (newest.status !== 'pending')
        return { status: newest.status, verdict: newest.verdict ?? null, knownAt, submissionId: newest._id };
      await sleep(2000);
    }
    return null;
  }

  function watchBoard(socket: Socket, cookie: string): void {
    const sightings: Record<string, number> = {};
    report.boardSightings.push(sightings);
    const seen = new Map<string, number>();
    let fetching = false;
    let again = false;
    const refresh = async (): Promise<void> => {
      if (fetching) {
        again = true;
        return;
      }
      fetching = true;
      try {
        for (let page = 1; ; page += 1) {
          const answer = await request(
            'board',
            `/api/leader/contest/${plan.contestId}/standings?page=${page}&pageSize=200`,
            {
              cookie,
            },
          );
          report.boardFetches += 1;
          if (!answer) break;
          const board = answer.body as {
            total: number;
            entries: { userId: string; cells: { problemId: string; attempts: number; solved: boolean }[] }[];
          };
          const at = Date.now();
          for (const entry of board.entries)
            for (const cell of entry.cells) {
              const count = cell.attempts + (cell.solved ? 1 : 0);
              const key = `${entry.userId}:${cell.problemId}`;
              for (let shown = (seen.get(key) ?? 0) + 1; shown <= count; shown += 1) sightings[`${key}:${shown}`] = at;
              if (count > (seen.get(key) ?? 0)) seen.set(key, count);
            }
          if (page * 200 >= board.total) break;
        }
      } finally {
        fetching = false;
        if (again && Date.now() < plan.drainUntil) {
          again = false;
          void refresh();
        }
      }
    };
    socket.on('contest-standings-changed', () => void refresh());
    void refresh();
  }

  await Promise.all(plan.users.map((user, index) => contestant(user, index)));
  // Watchers see the last verdicts: keep the sockets a little after the last answer.
  await sleep(Math.min(3000, plan.drainUntil - Date.now()));
  sockets.forEach((socket) => socket.close());
  const usage = process.cpuUsage();
  report.cpuSeconds = (usage.user + usage.system) / 1e6;
  return report;
}

function sourceFor(problem: ContestProblem, outcome: Outcome, language: Language, next: () => number): SourceFile {
  const choose = (files: SourceFile[]) => {
    const own = files.filter((file) => file.language === language);
    const from = own.length > 0 ? own : files;
    return from[Math.floor(next() * from.length)]!;
  };
  if (outcome === 'compile_error') {
    const compiled = problem.accepted.filter((file) => file.language === 'cpp' || file.language === 'java');
    return brokenSource(choose(compiled.length > 0 ? compiled : problem.accepted));
  }
  const files = problem[outcome];
  return choose(files.length > 0 ? files : problem.wrong_answer.length > 0 ? problem.wrong_answer : problem.accepted);
}

/** Runs `plan`'s contestants in a child process and answers their report. */
/** Runs `plan`'s contestants in a child process at scheduling niceness `nice` (0: the server's own priority). */
export function contestantsInAnotherProcess(plan: ClientPlan, nice = 0): Promise<ClientReport> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL(import.meta.url), ['--contestants'], { stdio: 'inherit' });
    if (nice !== 0 && child.pid) os.setPriority(child.pid, nice);
    child.once('message', (report) => resolve(report as ClientReport));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`contestants exited with ${code}`))));
    child.send(plan);
  });
}

if (process.argv.includes('--contestants')) {
  process.once('message', (plan) => {
    void runContestants(plan as ClientPlan).then((report) => process.send?.(report, () => process.exit(0)));
  });
}
