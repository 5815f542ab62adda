import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** One comparison: sources in one language, and the start code to leave out (null: none). */
export type DolosGroupInput = { language: string; sources: string[]; template: string | null };

/** A pair by the indexes of its sources in the input; fragment lines are 1-based and inclusive. */
export type DolosPairOutput = {
  left: number;
  right: number;
  similarity: number;
  longest: number;
  fragments: { left: [number, number]; right: [number, number] }[];
};

export type DolosGroupOutput = { pairs: DolosPairOutput[] } | { error: string };

export type DolosLimits = { maxPairs: number; maxFragments: number };

/*
 * Dolos (tokenising with tree-sitter, fingerprinting, pairing) takes most of a second of CPU for 60
 * sources, so it runs in a worker thread and the server keeps answering meanwhile. The worker's code
 * is a string evaluated by the worker rather than a file of its own: the same string then runs
 * whether the server runs from dist/ (compiled) or from the TypeScript sources under vitest, where a
 * worker file would be a .ts that Node 20 cannot load. It only calls Dolos and copies numbers out;
 * every decision (who, which code, what to show) stays in similarity-report.ts.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { Dolos, File } = await import(workerData.dolosUrl);
  const { groups, limits } = workerData;
  const results = [];
  for (const group of groups) {
    try {
      const dolos = new Dolos({ language: group.language });
      const files = group.sources.map((source, index) => new File(index + '.src', source));
      const template = group.template ? new File('template.src', group.template) : undefined;
      const report = await dolos.analyze(files, 'similarity', template);
      const index = new Map(report.files.map((file, position) => [file, position]));
      const pairs = report
        .allPairs()
        .sort((a, b) => b.similarity - a.similarity || b.longest - a.longest)
        .slice(0, limits.maxPairs)
        .map((pair) => ({
          left: index.get(pair.leftFile),
          right: index.get(pair.rightFile),
          similarity: pair.similarity,
          longest: pair.longest,
          fragments: pair
            .buildFragments()
            .sort((a, b) => b.pairs.length - a.pairs.length)
            .slice(0, limits.maxFragments)
            .map((fragment) => ({
              left: [fragment.leftSelection.startRow + 1, fragment.leftSelection.endRow + 1],
              right: [fragment.rightSelection.startRow + 1, fragment.rightSelection.endRow + 1],
            })),
        }));
      results.push({ pairs });
    } catch (error) {
      results.push({ error: String(error && error.message ? error.message : error) });
    }
  }
  parentPort.postMessage(results);
})().catch((error) => parentPort.postMessage({ failed: String(error && error.stack ? error.stack : error) }));
`;

const dolosUrl = pathToFileURL(createRequire(import.meta.url).resolve('@dodona/dolos-lib')).href;

/** Compares each group in a fresh worker thread (its memory is freed when it ends). */
export function analyzeInWorker(groups: DolosGroupInput[], limits: DolosLimits): Promise<DolosGroupOutput[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { dolosUrl, groups, limits } });
    worker.once('message', (message: DolosGroupOutput[] | { failed: string }) => {
      void worker.terminate();
      if (Array.isArray(message)) resolve(message);
      else reject(new Error(message.failed));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The similarity worker stopped with code ${code}`));
    });
  });
}
