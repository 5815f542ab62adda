#!/usr/bin/env node
// Refreshes the measured seconds that order the suite's work, longest first (the longest job
// started last would finish last):
//   node scripts/test-seconds.mjs unit REPORT.json…   vitest's JSON reports (`npm test` writes
//     test-results/vitest-unit.json and vitest-judge.json) → vitest.seconds.json, the files of 15 s
//     or more, which vitest.config.ts's sequencer starts first;
//   node scripts/test-seconds.mjs end-to-end REPORT.json…   Playwright's JSON reports, one per shard
//     (`npm test` writes test-results/end-to-end-PORT.json) → e2e/spec-seconds.json, every spec
//     file, which scripts/test.mjs balances over its shards. (A log's lines name where a test is
//     written, which for a spec built from e2e/support is not the spec file; the report's top-level
//     suites are the spec files.)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [kind, ...inputs] = process.argv.slice(2);

function unitSeconds(...reports) {
  const seconds = {};
  for (const file of reports.flatMap((report) => JSON.parse(readFileSync(report, 'utf8')).testResults)) {
    const total = (file.endTime - file.startTime) / 1000;
    if (total >= 15) seconds[path.relative(root, file.name)] = Math.round(total);
  }
  return seconds;
}

/** Milliseconds of every result of every test in a Playwright JSON report's suite and the suites in it. */
function suiteMilliseconds(suite) {
  const own = suite.specs
    .flatMap((spec) => spec.tests.flatMap((test) => test.results))
    .reduce((sum, result) => sum + result.duration, 0);
  return own + (suite.suites ?? []).reduce((sum, inner) => sum + suiteMilliseconds(inner), 0);
}

function endToEndSeconds(...reports) {
  const seconds = {};
  for (const report of reports)
    for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites)
      seconds[path.basename(suite.file)] = Math.round(suiteMilliseconds(suite) / 1000);
  return seconds;
}

const targets = {
  unit: { read: unitSeconds, file: 'vitest.seconds.json' },
  'end-to-end': { read: endToEndSeconds, file: 'e2e/spec-seconds.json' },
};
const target = targets[kind];
if (!target || inputs.length === 0) {
  console.error('usage: node scripts/test-seconds.mjs unit REPORT.json… | end-to-end REPORT.json…');
  process.exit(2);
}
const seconds = target.read(...inputs);
if (Object.keys(seconds).length === 0) {
  console.error(`no timings found in ${inputs.join(', ')}`);
  process.exit(1);
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(path.join(root, target.file), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${target.file}: ${Object.keys(sorted).length} files`);
