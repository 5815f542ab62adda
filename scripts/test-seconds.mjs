#!/usr/bin/env node
// Refreshes the measured seconds that order the suite's work, longest first (the longest job
// started last would finish last):
//   node scripts/test-seconds.mjs unit REPORT.json   vitest's JSON report
//     (`npx vitest run --reporter=json --outputFile=REPORT.json`) → vitest.seconds.json, the files
//     of 15 s or more, which vitest.config.ts's sequencer starts first;
//   node scripts/test-seconds.mjs end-to-end RUN.log   the log of `npm test -- end-to-end` outside CI
//     (Playwright's list reporter: `✓ 3 [chromium] › e2e/x.spec.ts:12:1 › name (1.2m)`) →
//     e2e/spec-seconds.json, every spec file, which scripts/test.mjs balances over its shards.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [kind, input] = process.argv.slice(2);

function unitSeconds(report) {
  const seconds = {};
  for (const file of JSON.parse(readFileSync(report, 'utf8')).testResults) {
    const total = (file.endTime - file.startTime) / 1000;
    if (total >= 15) seconds[path.relative(root, file.name)] = Math.round(total);
  }
  return seconds;
}

function endToEndSeconds(log) {
  const unit = { ms: 0.001, s: 1, m: 60 };
  const seconds = {};
  for (const line of readFileSync(log, 'utf8').split('\n')) {
    const match = /› e2e\/([\w.-]+\.spec\.ts):\d+:\d+ › .*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/.exec(line);
    if (match) seconds[match[1]] = (seconds[match[1]] ?? 0) + Number(match[2]) * unit[match[3]];
  }
  return Object.fromEntries(Object.entries(seconds).map(([file, total]) => [file, Math.round(total)]));
}

const targets = {
  unit: { read: unitSeconds, file: 'vitest.seconds.json' },
  'end-to-end': { read: endToEndSeconds, file: 'e2e/spec-seconds.json' },
};
const target = targets[kind];
if (!target || !input) {
  console.error('usage: node scripts/test-seconds.mjs unit REPORT.json | end-to-end RUN.log');
  process.exit(2);
}
const seconds = target.read(input);
if (Object.keys(seconds).length === 0) {
  console.error(`no timings found in ${input}`);
  process.exit(1);
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(path.join(root, target.file), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${target.file}: ${Object.keys(sorted).length} files`);
