// `npm run bench:web`: what a browser downloads and waits for on the landing page, the problem
// list and the problem page, over an emulated 10 Mbit/s link with 40 ms latency.
// Needs the built web app (`npm run build`) and Debian's /usr/bin/chromium. Writes bench/results/web.json and prints it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { loadConfig } from '../config/env.js';
import { startServer } from '../server.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Each timing is the median of this many page loads. */
const RUNS = 3;
/** 10 Mbit/s down and up, in bytes per second, and 40 ms added to every round trip (CDP units). */
const NETWORK = { offline: false, latency: 40, downloadThroughput: (10 * 1000 * 1000) / 8, uploadThroughput: (10 * 1000 * 1000) / 8 };
/** ms a page may take before the benchmark gives up on it. */
const PAGE_TIMEOUT = 60_000;

const BUDGETS = {
  landingJsBytes: 150_000,
  homeJsBytes: 150_000,
  homeListVisibleColdMs: 1500,
  problemJsBytes: 900_000,
  problemEditorVisibleColdMs: 3000,
  problemEditorVisibleWarmMs: 1000,
};

type Load = { jsBytes: number; jsFiles: number; visibleMs: number };

/**
 * Counts every JavaScript response's bytes on the wire (CDP encodedDataLength: compressed body
 * plus headers, 0 when served from cache) until `visible` resolves, and times navigation start to then.
 */
async function measureLoad(page: Page, url: string, visible: (page: Page) => Promise<unknown>, options: { cache: boolean }): Promise<Load> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', NETWORK);
  await session.send('Network.setCacheDisabled', { cacheDisabled: !options.cache });
  const scripts = new Set<string>();
  const bytes = new Map<string, number>();
  session.on('Network.responseReceived', (event) => {
    if (event.type === 'Script' || /javascript/.test(event.response.mimeType) || /\.m?js(\?|$)/.test(event.response.url)) scripts.add(event.requestId);
  });
  session.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) bytes.set(event.requestId, event.encodedDataLength);
  });
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit', timeout: PAGE_TIMEOUT });
  await visible(page);
  const visibleMs = Math.round(performance.now() - started);
  // Responses still finishing when the element showed were needed for it: let their bytes arrive.
  await page.waitForLoadState('load');
  await session.detach();
  const jsBytes = [...bytes.values()].reduce((sum, value) => sum + value, 0);
  return { jsBytes, jsFiles: bytes.size, visibleMs };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function repeated(run: () => Promise<Load>): Promise<Load & { runsMs: number[] }> {
  const loads: Load[] = [];
  for (let index = 0; index < RUNS; index += 1) loads.push(await run());
  const medianLoad = loads.find((load) => load.visibleMs === median(loads.map((entry) => entry.visibleMs))) ?? loads[0]!;
  return { ...medianLoad, runsMs: loads.map((load) => load.visibleMs) };
}

async function freshContext(browser: Browser, cookie?: { name: string; value: string; url: string }): Promise<BrowserContext> {
  const context = await browser.newContext();
  if (cookie) await context.addCookies([cookie]);
  return context;
}

const listVisible = (page: Page) => page.locator('a[href^="/problem/"]').first().waitFor({ state: 'visible', timeout: PAGE_TIMEOUT });
const landingVisible = (page: Page) => page.locator('h1').first().waitFor({ state: 'visible', timeout: PAGE_TIMEOUT });
const editorVisible = (page: Page) => page.locator('.monaco-editor .view-line').first().waitFor({ state: 'visible', timeout: PAGE_TIMEOUT });

async function main(): Promise<void> {
  const webDist = path.resolve('apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`no built web app in ${webDist}: run \`npm run build\` first`);
  const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-web-bench-'));
  const config = loadConfig({ DATA_DIR: dataDirectory, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_PROBLEMS: 'true', PROBLEMS_DIR: path.resolve('problems'), AUTH_RATE_LIMIT: '100000', WEB_DIST_DIR: webDist });
  const server = await startServer(config, { logger: false });
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    // The judge's start-up self-tests compile programs in the background; measure after they finish.
    while (!server.context.judging.status().available && !server.context.judging.status().message) await new Promise((resolve) => setTimeout(resolve, 200));

    const register = await fetch(`${server.url}/api/user/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ firstName: 'Bench', emailid: 'web-bench@example.com', password: 'Secret1!' }) });
    const sessionCookie = (register.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const [cookieName = '', cookieValue = ''] = sessionCookie.split('=');
    const cookie = { name: cookieName, value: cookieValue, url: server.url };
    const problems = (await (await fetch(`${server.url}/api/problem/getAllProblem`)).json()) as { _id: string }[];
    const problemUrl = `${server.url}/problem/${problems[0]?._id ?? ''}`;

    const coldLoad = (url: string, visible: (page: Page) => Promise<unknown>, signedIn: boolean) => async () => {
      const context = await freshContext(browser, signedIn ? cookie : undefined);
      try {
        return await measureLoad(await context.newPage(), url, visible, { cache: false });
      } finally {
        await context.close();
      }
    };
    const landing = await repeated(coldLoad(`${server.url}/`, landingVisible, false));
    const home = await repeated(coldLoad(`${server.url}/`, listVisible, true));
    const problemCold = await repeated(coldLoad(problemUrl, editorVisible, true));
    // Warm: the same browser comes back to the problem page, its cache filled by the first visit.
    const problemWarm = await repeated(async () => {
      const context = await freshContext(browser, cookie);
      try {
        await measureLoad(await context.newPage(), problemUrl, editorVisible, { cache: true });
        return await measureLoad(await context.newPage(), problemUrl, editorVisible, { cache: true });
      } finally {
        await context.close();
      }
    });

    const results = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? 'unknown', node: process.version, loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))) },
      network: '10 Mbit/s down and up, 40 ms latency (Chromium DevTools emulation), server on loopback',
      method: `JS bytes: encodedDataLength (compressed body + headers) of script responses until the element shows; times: navigation start to element visible, median of ${RUNS} runs`,
      landing: { jsBytes: landing.jsBytes, jsFiles: landing.jsFiles, visibleMs: landing.visibleMs, runsMs: landing.runsMs, budgetJsBytes: BUDGETS.landingJsBytes },
      home: { jsBytes: home.jsBytes, jsFiles: home.jsFiles, listVisibleColdMs: home.visibleMs, runsMs: home.runsMs, budgetJsBytes: BUDGETS.homeJsBytes, budgetListVisibleColdMs: BUDGETS.homeListVisibleColdMs },
      problem: {
        jsBytes: problemCold.jsBytes,
        jsFiles: problemCold.jsFiles,
        editorVisibleColdMs: problemCold.visibleMs,
        coldRunsMs: problemCold.runsMs,
        editorVisibleWarmMs: problemWarm.visibleMs,
        warmRunsMs: problemWarm.runsMs,
        warmJsBytes: problemWarm.jsBytes,
        budgetJsBytes: BUDGETS.problemJsBytes,
        budgetEditorVisibleColdMs: BUDGETS.problemEditorVisibleColdMs,
        budgetEditorVisibleWarmMs: BUDGETS.problemEditorVisibleWarmMs,
      },
    };
    const withinBudget = {
      landingJsBytes: results.landing.jsBytes <= BUDGETS.landingJsBytes,
      homeJsBytes: results.home.jsBytes <= BUDGETS.homeJsBytes,
      homeListVisibleColdMs: results.home.listVisibleColdMs <= BUDGETS.homeListVisibleColdMs,
      problemJsBytes: results.problem.jsBytes <= BUDGETS.problemJsBytes,
      problemEditorVisibleColdMs: results.problem.editorVisibleColdMs <= BUDGETS.problemEditorVisibleColdMs,
      problemEditorVisibleWarmMs: results.problem.editorVisibleWarmMs <= BUDGETS.problemEditorVisibleWarmMs,
    };
    const output = path.resolve('bench/results/web.json');
    fs.mkdirSync(path.dirname(output), { recursive: true });
    fs.writeFileSync(output, `${JSON.stringify({ ...results, withinBudget }, null, 2)}\n`);
    console.log(JSON.stringify({ ...results, withinBudget }, null, 2));
  } finally {
    await browser.close();
    await server.close();
    fs.rmSync(dataDirectory, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
