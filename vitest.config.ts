import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const root = path.dirname(fileURLToPath(import.meta.url));
/** Seconds of the files that took 15 s or more in a measured run (`node scripts/test-seconds.mjs unit`). */
const measuredSeconds: Record<string, number> = JSON.parse(
  readFileSync(path.join(root, 'vitest.seconds.json'), 'utf8'),
);

/**
 * Longest files first. Vitest's own order starts the files it has no timing of by size, so in a fresh
 * clone the seed set's verification (a short file that judges every seed problem's solutions: the
 * longest of all) started halfway through and ran alone at the end; started first, the other files
 * fill the other worker beside it.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const seconds = (file: TestSpecification) => measuredSeconds[path.relative(root, file.moduleId)] ?? 0;
    // Stable: the files without a timing keep vitest's order after the measured ones.
    return ordered
      .map((file, index) => ({ file, index }))
      .sort((a, b) => seconds(b.file) - seconds(a.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}

/** One vitest run covers every workspace; each project keeps its own environment. */
export default defineConfig({
  test: {
    // CI has two cores, where vitest's default (cores - 1) runs one file at a time. Most files spend
    // their time waiting for PostgreSQL, HTTP, the sandbox or child processes, so two at a time.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
          // Pure functions: one module graph for every file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'judge',
          include: ['packages/judge/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // The sandbox suite measures time; running its files one at a time keeps CPU contention out of verdicts.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files run in parallel: each has its own database, Redis prefix, ports and data directory.
          // They share a worker's loaded modules (each builds its own app and closes what it opened):
          // a fresh process per file spent more time importing the server than most files test it.
          isolate: false,
        },
      },
      'apps/web',
    ],
  },
});
