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
/** Each timing is the median of this many page loads (this benchmark's machine is noisy: runs of one build vary by ±30 %). */
const RUNS = 5;
/** 10 Mbit/s down and up, in bytes per second, and 40 ms added to every round trip (CDP units). */
const NETWORK = {
  offline: false,
  latency: 40,
  downloadThroughput: (10 * 1000 * 1000) / 8,
  uploadThroughput: (10 * 1000 * 1000) / 8,
};
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

/** What the page notes: ms from navigation start to the first frame that showed the element. */
type VisibleMark = { codeyardBenchVisibleAt?: number };

/**
 * Makes every document the page loads note, on its own clock (navigation start = 0), the first
 * animation frame in which `selector` matches an element with a layout box, in
 * `window.codeyardBenchVisibleAt`. Playwright's own waitFor polls ever more slowly (after 0, 20, 50,
 * 100 and 100 ms, then every 500 ms), which would add up to half a second, at random, to a figure.
 * (A script as text: this package is compiled without the DOM's types.)
 */
async function markWhenVisible(page: Page, selector: string): Promise<void> {
  await page.addInitScript({
    content: `(() => {
      const check = () => {
        const element = document.querySelector(${JSON.stringify(selector)});
        if (element && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden') {
          window.codeyardBenchVisibleAt = performance.now();
          return;
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    })();`,
  });
}

/**
 * Counts every JavaScript response's bytes on the wire (CDP encodedDataLength: compressed body
 * plus headers, 0 when served from cache) until the page's load event, and times navigation start
 * to the first frame that shows `selector`.
 */
async function measureLoad(page: Page, url: string, selector: string, options: { cache: boolean }): Promise<Load> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', NETWORK);
  await session.send('Network.setCacheDisabled', { cacheDisabled: !options.cache });
  const scripts = new Set<string>();
  const bytes = new Map<string, number>();
  session.on('Network.responseReceived', (event) => {
    if (
      event.type === 'Script' ||
      /javascript/.test(event.response.mimeType) ||
      /\.m?js(\?|$)/.test(event.response.url)
    )
      scripts.add(event.requestId);
  });
  session.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) bytes.set(event.requestId, event.encodedDataLength);
  });
  await markWhenVisible(page, selector);
  await page.goto(url, { waitUntil: 'commit', timeout: PAGE_TIMEOUT });
  // Polling here only fetches the page's own note; it does not decide the figure.
  // Functions, not strings: the app's Content-Security-Policy forbids evaluating strings.
  await page.waitForFunction(() => (globalThis as VisibleMark).codeyardBenchVisibleAt !== undefined, undefined, {
    timeout: PAGE_TIMEOUT,
    polling: 100,
  });
  const visibleMs = Math.round(
    await page.evaluate(() => (globalThis as VisibleMark).codeyardBenchVisibleAt ?? Number.NaN),
  );
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
  const medianLoad =
    loads.find((load) => load.visibleMs === median(loads.map((entry) => entry.visibleMs))) ?? loads[0]!;
  return { ...medianLoad, runsMs: loads.map((load) => load.visibleMs) };
}

async function freshContext(
  browser: Browser,
  cookie?: { name: string; value: string; url: string },
): Promise<BrowserContext> {
  const context = await browser.newContext();
  if (cookie) await context.addCookies([cookie]);
  return context;
}

const listVisible = 'a[href^="/problem/"]';
const landingVisible = 'h1';
const editorVisible = '.monaco-editor .view-line';

async function main(): Promise<void> {
  const webDist = path.resolve('apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html')))
    throw new Error(`no built web app in ${webDist}: run \`npm run build\` first`);
  const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-web-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDirectory,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_PROBLEMS: 'true',
    PROBLEMS_DIR: path.resolve('problems'),
    AUTH_RATE_LIMIT: '100000',
    WEB_DIST_DIR: webDist,
  });
  const server = await startServer(config, { logger: false });
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    // The judge's start-up self-tests compile programs in the background; measure after they finish.
    while (!server.context.judging.status().available && !server.context.judging.status().message)
      await new Promise((resolve) => setTimeout(resolve, 200));

    const register = await fetch(`${server.url}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Bench', emailid: 'web-bench@example.com', password: 'Secret1!' }),
    });
    const sessionCookie = (register.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const [cookieName = '', cookieValue = ''] = sessionCookie.split('=');
    const cookie = { name: cookieName, value: cookieValue, url: server.url };
    const problems = (await (await fetch(`${server.url}/api/problem/getAllProblem`)).json()) as { _id: string }[];
    const problemUrl = `${server.url}/problem/${problems[0]?._id ?? ''}`;

    const coldLoad = (url: string, visible: string, signedIn: boolean) => async () => {
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
    // Warm: the visitor's browser comes back to the problem page, its caches filled by the first
    // visit. As a real browser's, its profile is on disk. An off-the-record context (Playwright's
    // newContext, a private window) was slower in the same runs; its figure is recorded beside it.
    const secondVisit = async (context: BrowserContext) => {
      // The first visit's tab is closed, so that its editor and socket do not share the two CPUs with the second.
      const first = await context.newPage();
      await measureLoad(first, problemUrl, editorVisible, { cache: true });
      await first.close();
      return measureLoad(await context.newPage(), problemUrl, editorVisible, { cache: true });
    };
    const problemWarm = await repeated(async () => {
      const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-web-bench-profile-'));
      const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM });
      try {
        await context.addCookies([cookie]);
        return await secondVisit(context);
      } finally {
        await context.close();
        fs.rmSync(profile, { recursive: true, force: true });
      }
    });
    const problemWarmPrivate = await repeated(async () => {
      const context = await freshContext(browser, cookie);
      try {
        return await secondVisit(context);
      } finally {
        await context.close();
      }
    });

    const results = {
      measuredAt: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model ?? 'unknown',
        node: process.version,
        loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
      },
      network: '10 Mbit/s down and up, 40 ms latency (Chromium DevTools emulation), server on loopback',
      method: `JS bytes: encodedDataLength (compressed body + headers) of script responses until the load event; times: navigation start to the first animation frame with the element rendered (noted by the page itself), median of ${RUNS} runs; cold: a new private context with the cache disabled; warm: the second visit in a browser profile on disk (HTTP cache and V8 code cache), and in a private context (HTTP cache only)`,
      landing: {
        jsBytes: landing.jsBytes,
        jsFiles: landing.jsFiles,
        visibleMs: landing.visibleMs,
        runsMs: landing.runsMs,
        budgetJsBytes: BUDGETS.landingJsBytes,
      },
      home: {
        jsBytes: home.jsBytes,
        jsFiles: home.jsFiles,
        listVisibleColdMs: home.visibleMs,
        runsMs: home.runsMs,
        budgetJsBytes: BUDGETS.homeJsBytes,
        budgetListVisibleColdMs: BUDGETS.homeListVisibleColdMs,
      },
      problem: {
        jsBytes: problemCold.jsBytes,
        jsFiles: problemCold.jsFiles,
        editorVisibleColdMs: problemCold.visibleMs,
        coldRunsMs: problemCold.runsMs,
        editorVisibleWarmMs: problemWarm.visibleMs,
        warmRunsMs: problemWarm.runsMs,
        warmJsBytes: problemWarm.jsBytes,
        editorVisibleWarmPrivateWindowMs: problemWarmPrivate.visibleMs,
        warmPrivateWindowRunsMs: problemWarmPrivate.runsMs,
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
