import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { defineConfig } from '@playwright/test';

import { E2E_ADMIN, E2E_AI_PORT, E2E_BASE_URL, E2E_PORT, E2E_RAZORPAY } from './e2e/support/constants';

/**
 * End-to-end tests: Debian's Chromium against the real, built server (`npm run build` first),
 * started on its own port with a throwaway data directory, so every run begins from an empty
 * database plus the seed problems. The config is also evaluated in worker processes; the
 * environment variable makes them all agree on one directory.
 */
process.env.CODEYARD_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'codeyard-e2e-'));
const dataDirectory = process.env.CODEYARD_E2E_DATA_DIR;

export default defineConfig({
  testDir: 'e2e',
  globalTeardown: './e2e/support/global-teardown.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  /** Judging (compiles included) happens inside some tests. */
  timeout: 180_000,
  expect: { timeout: 20_000 },
  // The JSON report (one per shard's port) gives each spec file's seconds to scripts/test-seconds.mjs.
  reporter: [[process.env.CI ? 'line' : 'list'], ['json', { outputFile: `test-results/end-to-end-${E2E_PORT}.json` }]],
  // One folder per server port: `npm test` runs two shards at once, and each empties its folder first.
  outputDir: `test-results/${E2E_PORT}`,
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'off',
    video: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      // Razorpay's Orders API, faked on loopback (apps/server/src/testing/fake-razorpay.ts).
      command: 'node apps/server/dist/testing/fake-razorpay-main.js',
      port: E2E_RAZORPAY.port,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        FAKE_RAZORPAY_PORT: String(E2E_RAZORPAY.port),
        RAZORPAY_KEY_ID: E2E_RAZORPAY.keyId,
        RAZORPAY_KEY_SECRET: E2E_RAZORPAY.keySecret,
      },
    },
    {
      command: 'node apps/server/dist/main.js',
      url: `${E2E_BASE_URL}/api/health`,
      reuseExistingServer: false,
      /** The first start imports and verifies the seed problems. */
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(E2E_PORT),
        DATA_DIR: dataDirectory,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        ADMIN_FIRST_NAME: E2E_ADMIN.firstName,
        // Every test signs up from the same address; the production limits would trip.
        AUTH_RATE_LIMIT: '1000',
        JUDGE_RATE_LIMIT: '1000',
        LOG_LEVEL: 'warn',
        // Payments on, with test keys and the labelled TEST MODE checkout (no Razorpay script).
        RAZORPAY_KEY_ID: E2E_RAZORPAY.keyId,
        RAZORPAY_KEY_SECRET: E2E_RAZORPAY.keySecret,
        RAZORPAY_API_URL: `http://127.0.0.1:${E2E_RAZORPAY.port}`,
        RAZORPAY_CHECKOUT: 'test',
        // A fake OpenAI-compatible server on loopback, started by the spec that chats.
        AI_PROVIDER: 'openai',
        AI_MODEL: 'e2e-tutor',
        AI_BASE_URL: `http://127.0.0.1:${E2E_AI_PORT}/v1`,
        AI_API_KEY: 'e2e',
      },
    },
  ],
});
