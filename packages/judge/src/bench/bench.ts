/**
 * `npm run bench:judge`: measures the judge on this machine, in one run, and writes
 * bench/results/judge.json. Figures (all wall-clock milliseconds unless named otherwise):
 *   - per-test overhead of the sandbox against the same binary run bare (median);
 *   - C++ compile: cold, with the precompiled header, and a cache hit;
 *   - every available language's compile time and per-test cost (41 tests against 1, over 40);
 *   - a 20-test A+B submission end to end in each language, against a naive run
 *     (host compiler, one bubblewrap per test);
 *   - an interactive test's cost over a batch one's, and one round trip through the pipes;
 *   - submissions per minute with two workers;
 *   - a function problem's cost per test beside a stdin problem's, per language with a driver.
 * BENCH_LANGUAGES=typescript,go measures only those languages' figures (compile, per test, 20 tests
 * end to end) and writes them to bench/results/judge-languages.json, leaving judge.json whole.
 * BENCH_FUNCTIONS=1 measures only the function problems, into bench/results/judge-functions.json.
 */
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CompileCache, DEFAULT_COMPILE_LIMITS, NO_COMPILE_ASSETS } from '../compile/compile-cache.js';
import { Judge } from '../judge.js';
import { isOptional, PROGRAM_DIRECTORY, sourceFileFor, TOOLS_DIRECTORY } from '../languages/language.js';
import { judgeLanguages, languageById } from '../languages/registry.js';
import { bubblewrapArguments } from '../sandbox/bubblewrap-arguments.js';
import { prepareSandboxEnvironment } from '../sandbox/prepare.js';
import { startSandbox, type SandboxEnvironment } from '../sandbox/sandbox-factory.js';
import type { RunLimits } from '../sandbox/session.js';
import { STATUS } from '../status.js';
import type { LanguageId } from '../types.js';
import { measureFunctionProblems } from './function-bench.js';

const execFileAsync = promisify(execFile);
const packageDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const repositoryRoot = path.resolve(packageDirectory, '..', '..');
const resultsFile = path.join(repositoryRoot, 'bench', 'results', 'judge.json');
const languagesResultsFile = path.join(repositoryRoot, 'bench', 'results', 'judge-languages.json');
const functionsResultsFile = path.join(repositoryRoot, 'bench', 'results', 'judge-functions.json');

/** BENCH_LANGUAGES: the languages to measure alone, or null for the whole benchmark. */
function selectedLanguages(): LanguageId[] | null {
  const names = (process.env.BENCH_LANGUAGES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return null;
  const known = everyLanguage();
  const unknown = names.filter((name) => !known.includes(name as LanguageId));
  if (unknown.length > 0)
    throw new RangeError(`BENCH_LANGUAGES: unknown ${unknown.join(', ')}; languages: ${known.join(', ')}`);
  return names as LanguageId[];
}

const everyLanguage = (): LanguageId[] => judgeLanguages().map((language) => language.id);

/** A+B in `language` (its file's additionSource); `marker` makes a source unique so the compile cache cannot answer. */
const additionSource = (language: LanguageId, marker: string): string => languageById(language).additionSource(marker);

/** The benchmark's C++ figures measure g++ with and without its precompiled header. */
const CPP: LanguageId = 'cpp';

const RUNS_PER_TEST_BENCH = 200;
const COMPILE_REPEATS = 3;
const TESTS_PER_SUBMISSION = 20;

const limits: RunLimits = {
  cpuMs: 2000,
  wallMs: 6000,
  addressSpaceKb: 0,
  fileSizeBytes: 1 << 20,
  stackKb: 65536,
  processes: 64,
  openFiles: 64,
};

function median(values: number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));
const unique = () => randomBytes(8).toString('hex');

async function time<T>(action: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await action();
  return [performance.now() - started, result];
}

function additionTests(count = TESTS_PER_SUBMISSION): Array<{ input: string; expected: string }> {
  return Array.from({ length: count }, (_, index) => ({
    input: `${index} ${index * 7}\n`,
    expected: `${index * 8}\n`,
  }));
}

/** Per-test overhead: the same binary through the sandbox's supervisor, one sandbox per test, and bare. */
async function measurePerTestOverhead(environment: SandboxEnvironment, cache: CompileCache, cacheDirectory: string) {
  const program = await cache.compile(languageById(CPP), { source: additionSource(CPP, 'per-test') });
  if (!program.ok) throw new Error(`benchmark program does not compile: ${program.output}`);
  const specification = {
    mounts: [{ source: program.directory, target: PROGRAM_DIRECTORY }],
    argv: [`${PROGRAM_DIRECTORY}/main`],
    environment: {},
    workingDirectory: '/tmp',
    memoryBytes: 256 << 20,
    processes: 64,
  };

  const sandbox = await startSandbox(environment, specification);
  const sandboxed: number[] = [];
  try {
    await sandbox.run({ stdin: '1 2\n', limits });
    for (let run = 0; run < RUNS_PER_TEST_BENCH; run++) {
      const [elapsed] = await time(() => sandbox.run({ stdin: '1 2\n', limits }));
      sandboxed.push(elapsed);
    }
  } finally {
    await sandbox.close();
  }

  const sandboxPerTest: number[] = [];
  for (let run = 0; run < 30; run++) {
    const [elapsed] = await time(async () => {
      const single = await startSandbox(environment, specification);
      await single.run({ stdin: '1 2\n', limits });
      await single.close();
    });
    sandboxPerTest.push(elapsed);
  }

  const runner = path.join(cacheDirectory, 'bin', 'bare-runner');
  execFileSync('/usr/bin/gcc', ['-O2', '-o', runner, path.join(packageDirectory, 'native', 'bare-runner.c')]);
  const { stdout } = await execFileAsync(runner, [
    String(RUNS_PER_TEST_BENCH),
    '1 2\n',
    '--',
    path.join(program.directory, 'main'),
  ]);
  const bare = stdout
    .trim()
    .split('\n')
    .map((line) => Number(line) / 1000);

  return {
    runs: RUNS_PER_TEST_BENCH,
    bareMedianMs: round(median(bare)),
    supervisedMedianMs: round(median(sandboxed)),
    overheadMedianMs: round(median(sandboxed) - median(bare)),
    oneSandboxPerTestMedianMs: round(median(sandboxPerTest)),
    note: 'supervised = one sandbox per submission, the supervisor forks per test (measured from the judge process, protocol included); bare = fork/exec/wait from a C loop; one sandbox per test = start bubblewrap, run, close',
  };
}

async function measureCppCompile(
  environment: SandboxEnvironment,
  cacheDirectory: string,
  precompiledHeader: string | null,
) {
  const versions = { cpp: execFileSync('/usr/bin/g++', ['-dumpfullversion']).toString().trim() };
  const withoutHeader = new CompileCache(
    environment,
    cacheDirectory,
    versions,
    () => NO_COMPILE_ASSETS,
    DEFAULT_COMPILE_LIMITS,
  );
  const withHeader = new CompileCache(
    environment,
    cacheDirectory,
    versions,
    () => ({ tools: precompiledHeader ? { [languageById(CPP).prepare!.tool]: precompiledHeader } : {} }),
    DEFAULT_COMPILE_LIMITS,
  );
  const cold: number[] = [];
  const precompiled: number[] = [];
  const hits: number[] = [];
  for (let repeat = 0; repeat < COMPILE_REPEATS; repeat++) {
    cold.push(
      (await time(() => withoutHeader.compile(languageById(CPP), { source: additionSource(CPP, unique()) })))[0],
    );
    const source = additionSource(CPP, unique());
    precompiled.push((await time(() => withHeader.compile(languageById(CPP), { source })))[0]);
    hits.push((await time(() => withHeader.compile(languageById(CPP), { source })))[0]);
  }
  return {
    coldMedianMs: round(median(cold)),
    precompiledHeaderMedianMs: round(median(precompiled)),
    cacheHitMedianMs: round(median(hits), 3),
    repeats: COMPILE_REPEATS,
    note: 'an A+B program including <bits/stdc++.h>, g++ -std=c++17 -O2, compiled in the sandbox',
  };
}

/**
 * What a simple judge would do: compile with the host toolchain, then one bubblewrap per test.
 * `tools` are the judge's prepared tools (TypeScript's compiler folder) on the host, by name.
 */
async function naiveSubmission(
  environment: SandboxEnvironment,
  language: LanguageId,
  source: string,
  tools: Record<string, string>,
): Promise<number> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'codeyard-naive-'));
  try {
    const definition = languageById(language);
    const sourceFile = sourceFileFor(definition, source);
    await writeFile(path.join(directory, sourceFile), source);
    const [elapsed] = await time(async () => {
      const compile = definition.compileCommand({ sourceFile, tools: new Set() }).map((part) =>
        Object.entries(tools)
          .reduce(
            (text, [name, hostPath]) => text.replace(`${TOOLS_DIRECTORY}/${name}`, hostPath),
            part.replace('/box/build', directory),
          )
          // A speed-up a simple judge would not have (C++'s precompiled header).
          .replace(TOOLS_DIRECTORY, '/nonexistent'),
      );
      await execFileAsync(compile[0]!, compile.slice(1), { cwd: directory });
      const run = definition
        .runCommand({ entryPoint: definition.entryPoint(source, sourceFile), memoryLimitMb: 256, stackKb: 65536 })
        .map((part) => part.replace(PROGRAM_DIRECTORY, '/box/program'));
      const wrap = bubblewrapArguments({
        mounts: [{ source: directory, target: '/box/program' }],
        uid: null,
        gid: null,
        command: run,
      });
      for (const test of additionTests()) {
        await new Promise<void>((resolve, reject) => {
          const child = execFile(environment.bubblewrapPath, wrap, (error) => (error ? reject(error) : resolve()));
          child.stdin?.end(test.input);
        });
      }
    });
    return elapsed;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** The languages this judge offers (of `languages`): an optional one whose toolchain is not installed is left out, and said so. */
function availableLanguages(judge: Judge, languages: readonly LanguageId[]): LanguageId[] {
  return languages.filter((id) => judge.info.languages[id].ok);
}

/**
 * Every available language's compile time (a never-seen A+B source, median of COMPILE_REPEATS) and
 * per-test cost: the compiled program judged on 1 and on 41 tests, the difference over 40 (median of 3).
 */
async function measureLanguages(judge: Judge, languages: readonly LanguageId[]) {
  const byLanguage: Record<string, unknown> = {};
  for (const id of languages) {
    const info = judge.info.languages[id];
    if (!info.ok) {
      byLanguage[id] = { available: false, reason: info.error ?? 'unavailable' };
      continue;
    }
    const compiles: number[] = [];
    for (let repeat = 0; repeat < COMPILE_REPEATS; repeat++) {
      const [elapsed, program] = await time(() => judge.compile(id, additionSource(id, unique())));
      if (!program.ok) throw new Error(`${id} A+B does not compile: ${program.output}`);
      compiles.push(elapsed);
    }
    const source = additionSource(id, unique());
    const judgeTests = async (count: number) => {
      const result = await judge.judge({
        language: id,
        source,
        tests: additionTests(count),
        timeLimitMs: 2000,
        memoryLimitMb: 256,
      });
      if (result.statusId !== STATUS.accepted.id)
        throw new Error(`${id} A+B was not accepted: ${result.status} ${result.message ?? result.compileOutput}`);
      return result;
    };
    await judgeTests(1);
    const perTest: number[] = [];
    let maxTestCpuSeconds = 0;
    for (let repeat = 0; repeat < 3; repeat++) {
      const [one] = await time(() => judgeTests(1));
      const [many, result] = await time(() => judgeTests(41));
      perTest.push((many - one) / 40);
      maxTestCpuSeconds = Math.max(maxTestCpuSeconds, result.maxTime);
    }
    byLanguage[id] = {
      available: true,
      version: info.version,
      compileMedianMs: round(median(compiles)),
      perTestMedianMs: round(median(perTest)),
      maxTestCpuSeconds,
    };
  }
  return {
    byLanguage,
    note: `compile = a never-seen A+B source through the judge's compile step in the sandbox (median of ${COMPILE_REPEATS}); per test = (41 tests - 1 test) / 40, compile cached (median of 3)`,
  };
}

async function measureSubmissions(
  judge: Judge,
  environment: SandboxEnvironment,
  tools: Record<string, string>,
  languages: readonly LanguageId[],
) {
  const results: Record<string, unknown> = {};
  for (const language of availableLanguages(judge, languages)) {
    const source = additionSource(language, unique());
    const [fresh, result] = await time(() =>
      judge.judge({ language, source, tests: additionTests(), timeLimitMs: 2000, memoryLimitMb: 256 }),
    );
    if (result.statusId !== STATUS.accepted.id)
      throw new Error(`${language} A+B was not accepted: ${result.status} ${result.message ?? result.compileOutput}`);
    const [cached] = await time(() =>
      judge.judge({ language, source, tests: additionTests(), timeLimitMs: 2000, memoryLimitMb: 256 }),
    );
    const naive = await naiveSubmission(environment, language, additionSource(language, unique()), tools);
    results[language] = {
      endToEndMs: round(fresh),
      endToEndCompileCachedMs: round(cached),
      naiveProcessPerTestMs: round(naive),
      maxTestCpuSeconds: result.maxTime,
    };
  }
  return {
    tests: TESTS_PER_SUBMISSION,
    byLanguage: results,
    note: 'endToEnd includes compiling a never-seen source; naive = host compiler + one bubblewrap per test',
  };
}

/** An interactor for A+B: sends the two numbers, expects their sum, and (for `rounds` > 1) echoes rounds. */
const ADDITION_INTERACTOR = `#include <signal.h>
#include <stdio.h>
int main(int argc, char **argv) {
  signal(SIGPIPE, SIG_IGN);
  FILE *input = fopen(argv[1], "r");
  long long a, b, rounds, sum;
  if (fscanf(input, "%lld %lld %lld", &a, &b, &rounds) != 3) return 1;
  for (long long round = 0; round < rounds; round++) {
    printf("%lld %lld\\n", a + round, b);
    fflush(stdout);
    if (scanf("%lld", &sum) != 1 || sum != a + round + b) return 43;
  }
  printf("0 0\\n");
  fflush(stdout);
  return 42;
}
`;

/** The submission for it: answers pairs until "0 0". */
const INTERACTIVE_ADDITION = `#include <stdio.h>
int main(void) {
  long long a, b;
  while (scanf("%lld %lld", &a, &b) == 2 && (a || b)) { printf("%lld\\n", a + b); fflush(stdout); }
  return 0;
}
`;

/**
 * What an interactive test costs over a batch one: the same A+B judged both ways with 1 and 41
 * tests (the difference over 40 is the cost of one more test, compile and start-up excluded), and
 * the time of one question-and-answer round trip through the two sandboxes' pipes.
 */
async function measureInteractive(judge: Judge) {
  const interactor = { kind: 'interactive', language: 'c', source: ADDITION_INTERACTOR } as const;
  const tests = (count: number, rounds: number) =>
    Array.from({ length: count }, (_, index) => ({ input: `${index + 1} ${index * 7} ${rounds}\n`, expected: '' }));
  const batchTests = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ input: `${index} ${index * 7}\n`, expected: `${index * 8}\n` }));
  const batchSource = additionSource('c', unique());
  const judgeBatch = (count: number) =>
    judge.judge({
      language: 'c',
      source: batchSource,
      tests: batchTests(count),
      timeLimitMs: 2000,
      memoryLimitMb: 256,
    });
  const judgeInteractive = (count: number, rounds = 1) =>
    judge.judge({
      language: 'c',
      source: INTERACTIVE_ADDITION,
      tests: tests(count, rounds),
      timeLimitMs: 2000,
      memoryLimitMb: 256,
      checker: interactor,
    });
  // Warm both compiles (the submission's and the interactor's) out of the measurement.
  for (const result of [await judgeBatch(1), await judgeInteractive(1)]) {
    if (result.statusId !== STATUS.accepted.id)
      throw new Error(`interactive bench: ${result.status} ${result.message ?? ''}`);
  }
  const perTest = async (run: (count: number) => Promise<unknown>) => {
    const samples: number[] = [];
    for (let repeat = 0; repeat < 3; repeat++) {
      const [one] = await time(() => run(1));
      const [many] = await time(() => run(41));
      samples.push((many - one) / 40);
    }
    return median(samples);
  };
  const batchPerTestMs = await perTest(judgeBatch);
  const interactivePerTestMs = await perTest((count) => judgeInteractive(count));
  const ROUNDS = 2000;
  const [few] = await time(() => judgeInteractive(1, 1));
  const [many, manyResult] = await time(() => judgeInteractive(1, ROUNDS));
  if (manyResult.statusId !== STATUS.accepted.id) throw new Error(`interactive rounds: ${manyResult.status}`);
  return {
    batchPerTestMs: round(batchPerTestMs),
    interactivePerTestMs: round(interactivePerTestMs),
    interactiveOverBatchPerTestMs: round(interactivePerTestMs - batchPerTestMs),
    roundTripMicroseconds: round(((many - few) / (ROUNDS - 1)) * 1000, 1),
    note: 'C A+B, per extra test (41 tests against 1, over 40, median of 3); round trip = one question and answer through the pipes',
  };
}

async function measureThroughput(cacheDirectory: string) {
  const judge = await Judge.create({ cacheDirectory, workers: 2, skipSelfTest: true });
  try {
    // The core five, so that the figure stays comparable with earlier runs.
    const languages: LanguageId[] = judgeLanguages()
      .filter((language) => !isOptional(language))
      .map((language) => language.id);
    const submissions = Array.from({ length: 30 }, (_, index) => languages[index % languages.length]!);
    const [elapsed, results] = await time(() =>
      Promise.all(
        submissions.map((language) =>
          judge.judge({
            language,
            source: additionSource(language, unique()),
            tests: additionTests(),
            timeLimitMs: 2000,
            memoryLimitMb: 256,
          }),
        ),
      ),
    );
    const accepted = results.filter((result) => result.statusId === STATUS.accepted.id).length;
    return {
      workers: 2,
      submissions: submissions.length,
      accepted,
      elapsedMs: round(elapsed),
      submissionsPerMinute: round((submissions.length / elapsed) * 60_000, 1),
      note: 'six never-seen A+B sources per language (each compiled), 20 tests each',
    };
  } finally {
    await judge.close();
  }
}

/**
 * The tools the languages need on the host, for the naive runs (TypeScript's compiler folder): the
 * same folders the judge's compile step mounts, already made by its start-up.
 */
async function hostTools(
  judge: Judge,
  environment: SandboxEnvironment,
  cacheDirectory: string,
): Promise<Record<string, string>> {
  const tools: Record<string, string> = {};
  for (const language of judgeLanguages()) {
    const info = judge.info.languages[language.id];
    if (!language.prepare?.required || !info.ok) continue;
    tools[language.prepare.tool] = await language.prepare.make({ environment, cacheDirectory, version: info.version });
  }
  return tools;
}

function machine(loadBefore: number[]) {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? '',
    memoryMb: Math.round(os.totalmem() / 2 ** 20),
    kernel: os.release(),
    node: process.version,
    loadAverageBefore: loadBefore.map((value) => round(value)),
    loadAverageAfter: os.loadavg().map((value) => round(value)),
  };
}

/** BENCH_LANGUAGES: only the chosen languages' figures, in their own results file. */
async function measureSelectedLanguages(selected: LanguageId[]): Promise<void> {
  const startedAt = new Date().toISOString();
  const loadBefore = os.loadavg();
  const judge = await Judge.create({ workers: 1 });
  const { environment, cacheDirectory } = await prepareSandboxEnvironment({
    cacheDirectory: judge.info.cacheDirectory,
  });
  const tools = await hostTools(judge, environment, cacheDirectory);
  const languages = await measureLanguages(judge, selected);
  const submissions = await measureSubmissions(judge, environment, tools, selected);
  await judge.close();
  const report = {
    command: `BENCH_LANGUAGES=${selected.join(',')} npm run bench:judge`,
    startedAt,
    machine: machine(loadBefore),
    memoryControl: judge.info.memoryControl,
    toolchains: Object.fromEntries(selected.map((id) => [id, judge.info.languages[id].version])),
    languages,
    submission20Tests: submissions,
  };
  await mkdir(path.dirname(languagesResultsFile), { recursive: true });
  await writeFile(languagesResultsFile, `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(
    `${JSON.stringify(report, null, 2)}\nwritten to ${path.relative(process.cwd(), languagesResultsFile)}\n`,
  );
}

/** BENCH_FUNCTIONS=1: only the function problems' figures, in their own results file. */
async function measureFunctionsOnly(): Promise<void> {
  const startedAt = new Date().toISOString();
  const loadBefore = os.loadavg();
  const judge = await Judge.create({ workers: 1 });
  const functionProblems = await measureFunctionProblems(judge, unique);
  await judge.close();
  const report = {
    command: 'BENCH_FUNCTIONS=1 npm run bench:judge',
    startedAt,
    machine: machine(loadBefore),
    functionProblems,
  };
  await mkdir(path.dirname(functionsResultsFile), { recursive: true });
  await writeFile(functionsResultsFile, `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(
    `${JSON.stringify(report, null, 2)}\nwritten to ${path.relative(process.cwd(), functionsResultsFile)}\n`,
  );
}

async function main(): Promise<void> {
  const selected = selectedLanguages();
  if (selected) return measureSelectedLanguages(selected);
  if (process.env.BENCH_FUNCTIONS === '1') return measureFunctionsOnly();
  const startedAt = new Date().toISOString();
  const loadBefore = os.loadavg();
  const judge = await Judge.create({ workers: 1 });
  const { environment, cacheDirectory } = await prepareSandboxEnvironment({
    cacheDirectory: judge.info.cacheDirectory,
  });
  const versions = Object.fromEntries(Object.entries(judge.info.languages).map(([id, info]) => [id, info.version]));
  const tools = await hostTools(judge, environment, cacheDirectory);
  const cache = new CompileCache(environment, cacheDirectory, versions, () => NO_COMPILE_ASSETS);
  const headerDirectory =
    (await languageById(CPP)
      .prepare?.make({ environment, cacheDirectory, version: versions[CPP] ?? '' })
      .catch(() => null)) ?? null;

  const perTest = await measurePerTestOverhead(environment, cache, cacheDirectory);
  const cppCompile = await measureCppCompile(environment, cacheDirectory, headerDirectory);
  const languages = await measureLanguages(judge, everyLanguage());
  const submissions = await measureSubmissions(judge, environment, tools, everyLanguage());
  const interactive = await measureInteractive(judge);
  const functionProblems = await measureFunctionProblems(judge, unique);
  await judge.close();
  const throughput = await measureThroughput(cacheDirectory);

  const report = {
    command: 'npm run bench:judge',
    startedAt,
    machine: machine(loadBefore),
    memoryControl: judge.info.memoryControl,
    toolchains: versions,
    perTestOverhead: perTest,
    cppCompile,
    languages,
    submission20Tests: submissions,
    interactive,
    functionProblems,
    throughput,
    targets: {
      perTestOverheadMs: 1,
      cppCompileWithPrecompiledHeaderMs: 350,
      cppCompileCacheHitMs: 10,
      java20TestSubmissionMs: 1200,
      javascript20TestSubmissionMs: 500,
      python20TestSubmissionMs: 500,
    },
  };
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`${JSON.stringify(report, null, 2)}\nwritten to ${path.relative(process.cwd(), resultsFile)}\n`);
}

await main();
