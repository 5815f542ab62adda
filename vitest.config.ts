import { defineConfig } from 'vitest/config';

/** One vitest run covers every workspace; each project keeps its own environment. */
export default defineConfig({
  test: {
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
          fileParallelism: false,
        },
      },
      'apps/web',
    ],
  },
});
