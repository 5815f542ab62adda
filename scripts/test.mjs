#!/usr/bin/env node
// `npm test`: the whole suite, in the order that fails fastest: lint, format and typecheck (side by
// side: each is one process bound to one core), unit and integration (vitest: shared, server with
// SQLite and PostgreSQL, web) beside the judge sandbox suite, then browser end-to-end tests in Debian's Chromium
// (three shards side by side). `npm test -- lint unit judge` runs only the named steps (after setup).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The browser tests run as shards side by side, each with its own server, port and data folder: a
 * good part of a spec's time is waiting (for the judge, for a contest's clock to pass a freeze or an
 * end), which the other shards fill. Shards split the spec files, not the tests in one, balanced by
 * each file's seconds in a measured run (e2e/spec-seconds.json; a file not listed counts as the
 * median): the longest first, each to the shard with the least so far.
 */
const E2E_SHARDS = 3;
function balancedSpecShards(count) {
  const files = readdirSync(path.join(root, 'e2e')).filter((file) => file.endsWith('.spec.ts'));
  const measured = JSON.parse(readFileSync(path.join(root, 'e2e/spec-seconds.json'), 'utf8'));
  const known = Object.values(measured).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 30;
  const shards = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  const bySize = files
    .map((file) => ({ file, seconds: measured[file] ?? median }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  for (const { file, seconds } of bySize) {
    const lightest = shards.reduce((least, shard) => (shard.seconds < least.seconds ? shard : least));
    lightest.seconds += seconds;
    lightest.files.push(file);
  }
  return shards.map((shard) => shard.files.sort());
}
const endToEndShards = balancedSpecShards(E2E_SHARDS).map((files, index) => [
  `end-to-end ${index + 1}/${E2E_SHARDS}`,
  'npx',
  // Playwright takes each argument as a pattern over the file's path: anchored, one file each.
  ['playwright', 'test', ...files.map((file) => `e2e/${file.replaceAll('.', '\\.')}$`)],
  // Ports PORT, PORT+1 (the fake Razorpay) and PORT+10000 (the fake AI model) per shard.
  { E2E_PORT: String(3100 + index * 50) },
]);

function vitestReporters(name) {
  return ['--reporter=verbose', '--reporter=json', `--outputFile.json=test-results/vitest-${name}.json`];
}

/** Each stage's steps run at the same time; a stage starts when the one before it passed. */
const stages = [
  [['setup', process.execPath, ['scripts/setup.mjs', '--test']]],
  [
    ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
    // One formatter for the whole tree (.prettierrc.json); `npm run format` applies it.
    ['format', 'npx', ['prettier', '--check', '.']],
    ['typecheck', 'npm', ['run', 'typecheck']],
  ],
  // Verbose, so the log names every test (and shows the PostgreSQL and Redis suites ran). The judge's
  // sandbox suite runs its files one at a time (vitest.config.ts), beside the other projects'.
  // Each also writes a JSON report (test-results/), from which scripts/test-seconds.mjs refreshes
  // the measured seconds that order and balance the suite.
  [
    ['unit and integration', 'npx', ['vitest', 'run', ...vitestReporters('unit'), '--project=!judge']],
    ['judge sandbox suite', 'npx', ['vitest', 'run', ...vitestReporters('judge'), '--project=judge']],
  ],
  endToEndShards,
];

const environment = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR };

/**
 * A step run beside others keeps its last lines: when it fails they are printed again at the end,
 * where a log read from its tail (CI's) shows them. Interleaved, a step that failed early (with its
 * own summary of what failed) is buried under the lines of a step that ran on.
 */
const KEPT_LINES = 120;
// eslint-disable-next-line no-control-regex -- colours are escape sequences, which start with the ESC control character
const ANSI_ESCAPES = /\u001b\[[0-9;]*m/g;
/** Lines vitest and Playwright start a failed test's name with. */
const FAILED_TEST_LINE = /^\s*(×|✘|FAIL\s)/;

/** Copies a child's output to ours line by line, each line led by the step's name; keeps the last lines and failed tests. */
function prefixLines(stream, name, kept) {
  let partial = '';
  const write = (line) => {
    process.stdout.write(`[${name}] ${line}\n`);
    const plain = line.replace(ANSI_ESCAPES, '');
    kept.last.push(plain);
    if (kept.last.length > KEPT_LINES) kept.last.shift();
    if (FAILED_TEST_LINE.test(plain) && kept.failedTests.length < 40) kept.failedTests.push(plain.trim());
  };
  stream.on('data', (chunk) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop();
    for (const line of lines) write(line);
  });
  stream.on('end', () => {
    if (partial) write(partial);
  });
}

/** Runs one step: alone in its stage it writes straight to the terminal; beside others, line by line under its name. */
function runStep([name, command, args, extraEnvironment = {}], alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n=== ${name} ===`);
    const child = spawn(command, args, {
      cwd: root,
      env: { ...environment, ...extraEnvironment },
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const kept = { last: [], failedTests: [] };
    if (!alone) {
      prefixLines(child.stdout, name, kept);
      prefixLines(child.stderr, name, kept);
    }
    const finish = (status) => resolve({ name, status, seconds: (Date.now() - started) / 1000, kept });
    child.on('error', (error) => {
      console.error(`[${name}] ${error.message}`);
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? signal));
  });
}

const only = process.argv.slice(2);
const wanted = ([name]) => name === 'setup' || only.length === 0 || only.includes(name.split(' ')[0]);
const timings = [];
for (const stage of stages) {
  const steps = stage.filter(wanted);
  if (steps.length === 0) continue;
  const started = Date.now();
  const results = await Promise.all(steps.map((step) => runStep(step, steps.length === 1)));
  for (const result of results) timings.push(`${result.name}: ${result.seconds.toFixed(1)} s`);
  if (steps.length > 1) timings.push(`  (side by side: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const failed = results.filter((result) => result.status !== 0);
  if (failed.length > 0) {
    for (const { name, kept } of failed) {
      if (kept.last.length > 0) console.error(`\n=== ${name}: its last lines again ===\n${kept.last.join('\n')}`);
      if (kept.failedTests.length > 0) console.error(`\n=== ${name}: failed ===\n${kept.failedTests.join('\n')}`);
    }
    for (const result of failed) console.error(`\n${result.name} failed (exit ${result.status})`);
    console.error(timings.join('\n'));
    process.exit(typeof failed[0].status === 'number' ? failed[0].status : 1);
  }
}
console.log(`\nAll steps passed.\n${timings.join('\n')}`);
