// `node apps/server/dist/bench/similarity-bench.js` (after `npm run build`): Dolos over 60 C++
// sources of 72 lines in the similarity worker, and how long the main thread's event loop was held
// meanwhile (docs/contests.md#similarity-report). BENCH_SOURCES changes the count.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { analyzeInWorker } from '../services/similarity/dolos-worker.js';

const SOURCES = Number(process.env.BENCH_SOURCES ?? 60);

/** Contestant-like programs: eight helpers each, names and constants varying so pairs differ. */
function program(index: number): string {
  const name = ['total', 'acc', 'sum', 's', 'res'][index % 5]!;
  let code = '#include <bits/stdc++.h>\nusing namespace std;\n';
  for (let helper = 0; helper < 8; helper++)
    code +=
      `int helper${helper}_${index % 7}(vector<int>& a, int k) {\n  int ${name} = 0;\n` +
      `  for (int j = 0; j < (int)a.size(); j++) {\n` +
      `    if (a[j] % (k + ${helper + (index % 3)}) == 0) ${name} += a[j] * ${helper};\n    else ${name} -= j;\n  }\n` +
      `  return ${name};\n}\n`;
  return `${code}int main() {\n  int n; cin >> n; vector<int> a(n);\n  for (auto& x : a) cin >> x;\n  cout << helper0_${index % 7}(a, n) << endl;\n}\n`;
}

const sources = Array.from({ length: SOURCES }, (_, index) => program(index));
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
const started = performance.now();
const [result] = await analyzeInWorker(
  [{ grammar: 'cpp', sources, template: '#include <bits/stdc++.h>\nusing namespace std;\nint main() {\n}\n' }],
  { maxPairs: 50, maxFragments: 40 },
);
const elapsedMs = performance.now() - started;
delay.disable();
console.log(
  JSON.stringify({
    sources: SOURCES,
    elapsedMs: Math.round(elapsedMs),
    pairs: result && 'pairs' in result ? result.pairs.length : result,
    eventLoopDelayMaxMs: Math.round(delay.max / 1e6),
    eventLoopDelayP99Ms: Math.round(delay.percentile(99) / 1e6),
  }),
);
