import { defineConfig } from 'vitest/config';

/** One vitest run covers every workspace; each project keeps its own environment. */
export default defineConfig({
  test: {
    // CI has two cores, where vitest's default (cores - 1) runs one file at a time. Most files spend
    // their time waiting for PostgreSQL, HTTP, the sandbox or child processes, so two at a time.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
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
        },
      },
      'apps/web',
    ],
  },
});
