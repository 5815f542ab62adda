#!/usr/bin/env node
// `npm test`: the whole suite, in the order that fails fastest: lint, format and typecheck (side by
// side: each is one process bound to one core), unit and integration (vitest: shared, judge sandbox
// suite, server with SQLite and PostgreSQL, web), then browser end-to-end tests in Debian's Chromium.
// `npm test -- lint unit` runs only the named steps (after setup).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each stage's steps run at the same time; a stage starts when the one before it passed. */
const stages = [
  [['setup', process.execPath, ['scripts/setup.mjs', '--test']]],
  [
    ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
    // One formatter for the whole tree (.prettierrc.json); `npm run format` applies it.
    ['format', 'npx', ['prettier', '--check', '.']],
    ['typecheck', 'npm', ['run', 'typecheck']],
  ],
  // Verbose, so the log names every test (and shows the PostgreSQL and Redis suites ran).
  [['unit and integration', 'npx', ['vitest', 'run', '--reporter=verbose']]],
  [['end-to-end', 'npx', ['playwright', 'test']]],
];

const environment = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR };

/**
 * Runs one step. Alone in its stage it writes straight to the terminal; beside others its output is
 * kept and printed whole when it ends, so the log reads step by step rather than interleaved.
 */
function runStep([name, command, args], alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (alone) console.log(`\n=== ${name} ===`);
    const child = spawn(command, args, { cwd: root, env: environment, stdio: alone ? 'inherit' : 'pipe' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const finish = (status) => {
      if (!alone) {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, status, seconds: (Date.now() - started) / 1000 });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('exit', (code, signal) => finish(code ?? signal));
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
    for (const result of failed) console.error(`\n${result.name} failed (exit ${result.status})`);
    console.error(timings.join('\n'));
    process.exit(typeof failed[0].status === 'number' ? failed[0].status : 1);
  }
}
console.log(`\nAll steps passed.\n${timings.join('\n')}`);
