#!/usr/bin/env node
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { JudgeUnavailableError, LanguageUnavailableError } from './errors.js';
import { Judge, type JudgeOptions } from './judge.js';
import { languageById } from './languages/registry.js';
import { verifyProblemPackage } from './package/verify-problem-package.js';
import {
  aptGetCommand,
  installableLanguages,
  installTargets,
  missingDebianPackages,
  runAptGet,
} from './install/install-languages.js';
import { judgeLanguages } from './languages/registry.js';
import { isOptional } from './languages/language.js';
import type { LanguageId } from './types.js';

const usage = `Usage:
  npm run judge -- run --language L --source FILE [--input FILE] [--time-limit MS] [--memory-limit MB]
  npm run judge -- verify PACKAGE_DIR [--workers N]     (a Kattis package, or a Polygon one: problem.xml)
  npm run judge -- info
  npm run judge -- install LANGUAGE... | all     (as root, or with passwordless sudo)
Common options: --cache-dir DIR  --workers N
Languages: ${judgeLanguages()
  .filter((language) => !isOptional(language))
  .map((language) => language.id)
  .join(', ')}; installed on demand: ${installableLanguages().join(', ')}.`;

/** Exit codes: 0 done, 1 verification disagreed, 2 bad usage (or a language this judge does not offer), 3 the judge cannot start, 4 install failed. */
const EXIT_DISAGREED = 1;
const EXIT_USAGE = 2;
const EXIT_UNAVAILABLE = 3;
/** `install`: apt-get failed, or an installed language failed its self-test. */
const EXIT_INSTALL_FAILED = 4;

class UsageError extends Error {}

function judgeOptions(values: { 'cache-dir'?: string; workers?: string }): JudgeOptions {
  const options: JudgeOptions = {};
  if (values['cache-dir']) options.cacheDirectory = values['cache-dir'];
  if (values.workers) {
    const workers = Number(values.workers);
    if (!Number.isInteger(workers) || workers < 1) throw new UsageError('--workers must be a positive integer');
    options.workers = workers;
  }
  return options;
}

function positiveNumber(text: string | undefined, name: string, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new UsageError(`${name} must be a positive number`);
  return value;
}

async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
  }
}

async function runCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      language: { type: 'string' },
      source: { type: 'string' },
      input: { type: 'string' },
      'time-limit': { type: 'string' },
      'memory-limit': { type: 'string' },
      'cache-dir': { type: 'string' },
      workers: { type: 'string' },
    },
  });
  if (!values.language || !values.source) throw new UsageError('run needs --language and --source');
  try {
    languageById(values.language);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const source = await readText(values.source);
  const input = values.input ? await readText(values.input) : '';
  const timeLimitMs = positiveNumber(values['time-limit'], '--time-limit', 2000);
  const memoryLimitMb = positiveNumber(values['memory-limit'], '--memory-limit', 256);

  const judge = await Judge.create({ ...judgeOptions(values), skipSelfTest: true });
  try {
    const result = await judge.run({
      language: values.language as LanguageId,
      source,
      input,
      timeLimitMs,
      memoryLimitMb,
    });
    const printed = {
      status_id: result.statusId,
      status: result.status,
      time: result.time,
      memory: result.memory,
      stdout: result.stdout,
      stderr: result.stderr,
      compile_output: result.compileOutput,
      exit_code: result.exitCode,
      signal: result.signal,
      ...(result.message ? { message: result.message } : {}),
    };
    process.stdout.write(`${JSON.stringify(printed)}\n`);
    return 0;
  } finally {
    await judge.close();
  }
}

async function verifyCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { 'cache-dir': { type: 'string' }, workers: { type: 'string' } },
  });
  if (positionals.length !== 1) throw new UsageError('verify needs exactly one PACKAGE_DIR');
  const judge = await Judge.create(judgeOptions(values));
  let ok = true;
  try {
    for await (const line of verifyProblemPackage(positionals[0]!, judge)) {
      process.stdout.write(`${JSON.stringify(line)}\n`);
      if ('summary' in line) ok = line.ok;
    }
  } finally {
    await judge.close();
  }
  return ok ? 0 : EXIT_DISAGREED;
}

async function infoCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { 'cache-dir': { type: 'string' }, workers: { type: 'string' } },
  });
  const judge = await Judge.create(judgeOptions(values));
  process.stdout.write(`${JSON.stringify(judge.info, null, 2)}\n`);
  await judge.close();
  // A missing optional language is a choice (see `install`), not a fault.
  return Object.values(judge.info.languages).every((language) => language.ok || language.optional) ? 0 : 1;
}

/**
 * Installs the Debian packages of optional languages (one apt-get per language, so each one's
 * time is its own), then self-tests them in the sandbox and prints each one's version.
 */
async function installCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { 'cache-dir': { type: 'string' } },
  });
  let targets: LanguageId[];
  try {
    targets = installTargets(positionals);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const installSeconds = new Map<LanguageId, number>();
  const missing = missingDebianPackages(targets);
  if (missing.length > 0) {
    const aptGet = aptGetCommand();
    if (!aptGet) {
      process.stderr.write(
        `Installing needs root or passwordless sudo. As root, run:\n  apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}\n`,
      );
      return EXIT_INSTALL_FAILED;
    }
    try {
      runAptGet(aptGet, ['update', '-q']);
      for (const id of targets) {
        const packages = missingDebianPackages([id]);
        if (packages.length === 0) continue;
        process.stdout.write(`[install] ${id}: apt-get install ${packages.join(' ')}\n`);
        const started = performance.now();
        runAptGet(aptGet, ['install', '-y', '-q', '--no-install-recommends', ...packages]);
        installSeconds.set(id, (performance.now() - started) / 1000);
      }
    } catch (error) {
      process.stderr.write(`${(error as Error).message}\n`);
      return EXIT_INSTALL_FAILED;
    }
  }

  const judge = await Judge.create({ ...judgeOptions(values), skipSelfTest: true });
  let failed = 0;
  try {
    const started = performance.now();
    await judge.selfTest(targets);
    process.stdout.write(`[install] self-tests took ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    for (const id of targets) {
      const info = judge.info.languages[id];
      const seconds = installSeconds.get(id);
      const installed = seconds === undefined ? 'already installed' : `installed in ${seconds.toFixed(1)} s`;
      if (!info.ok) failed++;
      process.stdout.write(
        info.ok ? `${id}: ok, ${info.version} (${installed})\n` : `${id}: NOT OK (${installed}): ${info.error}\n`,
      );
    }
  } finally {
    await judge.close();
  }
  return failed === 0 ? 0 : EXIT_INSTALL_FAILED;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'run':
        return await runCommand(rest);
      case 'verify':
        return await verifyCommand(rest);
      case 'info':
        return await infoCommand(rest);
      case 'install':
        return await installCommand(rest);
      case undefined:
      case 'help':
      case '--help':
        process.stdout.write(`${usage}\n`);
        return command ? 0 : EXIT_USAGE;
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof UsageError || (error as NodeJS.ErrnoException).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      process.stderr.write(`${(error as Error).message}\n\n${usage}\n`);
      return EXIT_USAGE;
    }
    if (error instanceof LanguageUnavailableError) {
      process.stderr.write(`${error.message}\n`);
      return EXIT_USAGE;
    }
    if (error instanceof JudgeUnavailableError) {
      process.stderr.write(`The judge cannot start: ${error.message}\n`);
      return EXIT_UNAVAILABLE;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
