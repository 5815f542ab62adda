#!/usr/bin/env node
// `npm test`: the whole suite, in the order that fails fastest: lint, typecheck, unit and
// integration (vitest: shared, judge sandbox suite, server with SQLite and PostgreSQL, web),
// problem-set verification, then browser end-to-end tests in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const steps = [
  ['setup', process.execPath, ['scripts/setup.mjs', '--test']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  // One formatter for the whole tree (.prettierrc.json); `npm run format` applies it.
  ['format', 'npx', ['prettier', '--check', '.']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  // Verbose, so the log names every test (and shows the PostgreSQL and Redis suites ran).
  ['unit and integration', 'npx', ['vitest', 'run', '--reporter=verbose']],
  ['end-to-end', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
const timings = [];
for (const [name, command, args] of steps) {
  if (only.length > 0 && name !== 'setup' && !only.includes(name.split(' ')[0])) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR },
  });
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n${name} failed (exit ${result.status ?? result.signal})`);
    console.error(timings.join('\n'));
    process.exit(result.status ?? 1);
  }
}
console.log(`\nAll steps passed.\n${timings.join('\n')}`);
