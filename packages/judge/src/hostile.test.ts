import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { compileLimitsFor, DEFAULT_COMPILE_LIMITS } from './compile/compile-cache.js';
import type { Judge } from './judge.js';
import { judgeLanguages, languageById } from './languages/registry.js';
import { toolchainVersions } from './languages/versions.js';
import { statusById, statusIdsForName } from './status.js';
import { createTestJudge, TEST_SANDBOX_UID } from './testing/test-judge.js';
import type { LanguageId } from './types.js';

const LANGUAGE_IDS = judgeLanguages().map((language) => language.id);

/**
 * The hostile-program suite: one folder per case under test/hostile, each a source file and a
 * case.yaml saying which verdict it must get. Adding a case is adding a folder. After every case:
 * nothing runs as the sandbox user, no cgroup or file is left, and the host still answers quickly.
 */

const hostileDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'test', 'hostile');

const caseSchema = z.object({
  language: z.enum(LANGUAGE_IDS as [LanguageId, ...LanguageId[]]),
  source: z.string(),
  input: z.string().optional(),
  expected: z.union([z.string(), z.number()]),
  stdout: z.string().optional(),
  time_limit_ms: z.number().positive().default(1000),
  memory_limit_mb: z.number().positive().default(256),
  repeat: z.number().int().positive().default(1),
  /** An interactor (C), relative to the case folder, to run the case against: the program's stdin and stdout are then the pipes to it. */
  interactor: z.string().optional(),
});

const cases = readdirSync(hostileDirectory)
  .filter((name) => existsSync(path.join(hostileDirectory, name, 'case.yaml')))
  .sort()
  .map((name) => {
    const folder = path.join(hostileDirectory, name);
    const specification = caseSchema.parse(parseYaml(readFileSync(path.join(folder, 'case.yaml'), 'utf8')));
    return { name, folder, ...specification };
  });

const HOSTILE_COMPILE_LIMITS = { ...DEFAULT_COMPILE_LIMITS, cpuMs: 8000, wallMs: 20000 };

/** An optional language whose toolchain is not installed has its cases skipped, saying why. */
const toolchains = await toolchainVersions([...judgeLanguages()]);

/** Host files a planted link or a hostile write might aim at. */
const guardedFiles = ['/etc/passwd', '/etc/hostname'];

function fingerprint(file: string): string {
  return existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : 'missing';
}

function processesOfUser(uid: number): string[] {
  const found: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const uidLine = /^Uid:\s+(\d+)/m.exec(status);
      if (uidLine && Number(uidLine[1]) === uid) found.push(`${entry} ${/^Name:\s+(.*)$/m.exec(status)?.[1] ?? ''}`);
    } catch {
      // Exited while we looked.
    }
  }
  return found;
}

async function eventually(check: () => string[], timeoutMs = 3000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  let left = check();
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    left = check();
  }
  return left;
}

function entriesOwnedBy(directory: string, uid: number): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .map((name) => path.join(directory, name))
    .filter((file) => {
      try {
        return statSync(file).uid === uid;
      } catch {
        return false;
      }
    });
}

describe('hostile programs', () => {
  let judge: Judge;

  beforeAll(async () => {
    judge = await createTestJudge({ workers: 1, compileLimits: HOSTILE_COMPILE_LIMITS });
  });

  afterAll(async () => {
    await judge?.close();
  });

  it('has at least 60 cases across all twelve languages', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(new Set(cases.map((entry) => entry.language))).toEqual(new Set(LANGUAGE_IDS));
  });

  for (const entry of cases) {
    const toolchain = toolchains[entry.language];
    if (!toolchain?.ok) {
      console.warn(`skipping hostile case ${entry.name}: ${entry.language} ${toolchain?.error ?? 'has no toolchain'}`);
      it.skip(`${entry.name} (${entry.language}: ${toolchain?.error ?? 'no toolchain'})`, () => {});
      continue;
    }
    it(entry.name, async () => {
      const before = guardedFiles.map(fingerprint);
      // The cache is the machine's: build folders of judges in other processes (the server suite
      // runs beside this one; a server test may kill its server mid-compile, and those are swept
      // once an hour old) are not this case's to answer for. This process's are named by its pid.
      const workDirectory = path.join(judge.info.cacheDirectory, 'work');
      const ours = (name: string) => name.startsWith(`${process.pid}-`);
      const workBefore = new Set(existsSync(workDirectory) ? readdirSync(workDirectory).filter(ours) : []);
      const source = readFileSync(path.join(entry.folder, entry.source), 'utf8');
      const input = entry.input ? readFileSync(path.join(entry.folder, entry.input), 'utf8') : '';
      const started = Date.now();
      const interactor = entry.interactor
        ? ({
            kind: 'interactive',
            language: 'c',
            source: readFileSync(path.join(entry.folder, entry.interactor), 'utf8'),
          } as const)
        : undefined;
      const result = await judge.judge({
        language: entry.language,
        source,
        tests: Array.from({ length: entry.repeat }, () => ({ input, expected: entry.stdout ?? '' })),
        timeLimitMs: entry.time_limit_ms,
        memoryLimitMb: entry.memory_limit_mb,
        ...(interactor ? { checker: interactor } : {}),
      });
      const elapsed = Date.now() - started;
      const allowed = statusIdsForName(entry.expected);
      const summary = `${result.status} (${result.message ?? result.compileOutput.slice(0, 300) ?? ''}) ${JSON.stringify(
        result.tests.map((test) => ({
          status: test.status,
          time: test.time,
          memory: test.memory,
          stdout: test.stdout.slice(0, 200),
          stderr: test.stderr.slice(0, 200),
        })),
      )}`;
      expect(allowed, summary).toContain(result.statusId);
      if (statusById(result.statusId).id === 3) expect(result.passed).toBe(entry.repeat);

      // Nothing left behind: processes, cgroups, files.
      expect(await eventually(() => processesOfUser(TEST_SANDBOX_UID)), 'processes left running').toEqual([]);
      const cgroupsLeft = judge.info.cgroupDirectories.flatMap((directory) =>
        readdirSync(directory).filter((name) => name.startsWith(`${process.pid}-`)),
      );
      expect(cgroupsLeft, 'cgroups left').toEqual([]);
      expect(
        readdirSync(workDirectory).filter((name) => ours(name) && !workBefore.has(name)),
        'build directories left',
      ).toEqual([]);
      const pipesDirectory = path.join(judge.info.cacheDirectory, 'pipes');
      const pipesLeft = existsSync(pipesDirectory) ? readdirSync(pipesDirectory) : [];
      expect(
        pipesLeft.filter((name) => name.startsWith(`${process.pid}-`)),
        'interactive pipes left',
      ).toEqual([]);
      expect(
        [...entriesOwnedBy('/tmp', TEST_SANDBOX_UID), ...entriesOwnedBy('/dev/shm', TEST_SANDBOX_UID)],
        'host files left',
      ).toEqual([]);
      expect(guardedFiles.map(fingerprint), 'host files changed').toEqual(before);

      // The host stays responsive: a trivial process starts quickly, the event loop is not starved.
      const probeStarted = Date.now();
      spawnSync('/bin/true');
      expect(Date.now() - probeStarted, 'host responsiveness (ms)').toBeLessThan(2000);
      // A case ends within its limits: the slowest are compile-limit cases (8 s CPU, 20 s wall, more
      // for a heavy compiler such as kotlinc: see Language.compileLimits), plus 10 s to run.
      const compileWallMs = compileLimitsFor(languageById(entry.language), HOSTILE_COMPILE_LIMITS).wallMs;
      expect(elapsed, 'case duration (ms)').toBeLessThan(compileWallMs + 10_000);
    });
  }
});
