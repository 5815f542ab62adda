// `npm run bench:api`: the problem list under load, and submit-to-verdict time.
// Writes bench/results/api.json and prints it. Everything runs on loopback against a throwaway data directory.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../config/env.js';
import { startServer } from '../server.js';
import { insertProblem } from '../services/problems/problems.js';
import { DEFAULT_CHECKER } from '../services/problems/problem-model.js';

const PROBLEM_COUNT = 2000;
const CONNECTIONS = 100;
/** seconds */
const LOAD_DURATION = 10;
const SUBMISSION_RUNS = 5;

const cppSum = (nonce: number) =>
  `// run ${nonce}\n#include <bits/stdc++.h>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n`;

async function main(): Promise<void> {
  const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDirectory,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_PROBLEMS: 'false',
    JUDGE_RATE_LIMIT: '100000',
    AUTH_RATE_LIMIT: '100000',
    WEB_DIST_DIR: path.join(dataDirectory, 'none'),
  });
  const server = await startServer(config, { logger: false });
  try {
    const difficulties = ['easy', 'medium', 'hard'] as const;
    const tags = ['array', 'linkedList', 'graph', 'dp', 'string'];
    const hiddenTests = Array.from({ length: 20 }, (_, index) => ({
      input: `${index * 1000003} ${index * 7}\n`,
      output: `${index * 1000003 + index * 7}\n`,
    }));
    let sumProblemId = '';
    for (let index = 0; index < PROBLEM_COUNT; index += 1) {
      const id = await insertProblem(
        server.context.database,
        {
          slug: null,
          title: `Benchmark problem ${index + 1}`,
          description: 'Print the sum of two integers.',
          difficulty: difficulties[index % 3] ?? 'easy',
          tags: [tags[index % 5] ?? 'array'],
          visibleTests: [{ input: '1 2\n', output: '3\n', explanation: 'sum' }],
          hiddenTests,
          startCode: [],
          referenceCode: [],
          timeLimitMs: 2000,
          memoryLimitMb: 256,
          checker: DEFAULT_CHECKER,
          sourceHash: null,
        },
        server.context.clock(),
      );
      if (index === 0) sumProblemId = id;
    }

    // The judge's start-up self-tests compile programs in the background; measure after they finish.
    while (!server.context.judging.status().available) {
      if (server.context.judging.status().message)
        throw new Error(`judge unavailable: ${server.context.judging.status().message}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    // Sent as a browser sends it: browsers always accept gzip.
    const list = await autocannon({
      url: `${server.url}/api/problem/getAllProblem`,
      connections: CONNECTIONS,
      duration: LOAD_DURATION,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });

    // The same bytes from a bare Node http server: the most this machine and load generator allow.
    const listUrl = `${server.url}/api/problem/getAllProblem`;
    const [plainBytes, gzipBytes] = await Promise.all([
      fetch(listUrl).then(async (response) => Buffer.from(await response.arrayBuffer())),
      new Promise<Buffer>((resolve, reject) =>
        http
          .get(listUrl, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve(Buffer.concat(chunks)));
          })
          .on('error', reject),
      ),
    ]);
    const bare = http.createServer((request, response) => {
      const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      response.writeHead(200, { 'content-type': 'application/json', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
      response.end(gzip ? gzipBytes : plainBytes);
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const bareAddress = bare.address();
    const bareList = await autocannon({
      url: `http://127.0.0.1:${typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0}/`,
      connections: CONNECTIONS,
      duration: LOAD_DURATION,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    bare.close();

    const register = await fetch(`${server.url}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Bench', emailid: 'bench@example.com', password: 'Secret1!' }),
    });
    const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const verdictTimes: number[] = [];
    for (let run = 0; run < SUBMISSION_RUNS; run += 1) {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/submissions/submit/${sumProblemId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ code: cppSum(Date.now() + run), language: 'cpp' }),
      });
      const submission = (await response.json()) as { status: string; errorMessage: string | null };
      if (submission.status !== 'accepted')
        throw new Error(`benchmark submission was ${submission.status}: ${submission.errorMessage}`);
      verdictTimes.push(performance.now() - started);
    }
    const sorted = [...verdictTimes].sort((a, b) => a - b);

    const results = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? 'unknown', node: process.version },
      problemList: {
        problems: PROBLEM_COUNT,
        connections: CONNECTIONS,
        durationSeconds: LOAD_DURATION,
        requestsPerSecond: Math.round(list.requests.average),
        latencyP50Ms: list.latency.p50,
        latencyP99Ms: list.latency.p99,
        errors: list.errors + list.non2xx,
        targetP99Ms: 25,
        acceptEncoding: 'gzip, deflate, br (as browsers send)',
        responseBytes: Math.round(list.throughput.average / Math.max(1, list.requests.average)),
        bareNodeSameBytes: {
          requestsPerSecond: Math.round(bareList.requests.average),
          latencyP50Ms: bareList.latency.p50,
          latencyP99Ms: bareList.latency.p99,
        },
        loadAverageAtEnd: os.loadavg().map((value) => Number(value.toFixed(2))),
      },
      submitToVerdict: {
        description: 'accepted C++ A+B, 20 hidden tests, cold compile (each source differs), in-process judge, SQLite',
        runs: SUBMISSION_RUNS,
        medianMs: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
        minMs: Math.round(sorted[0] ?? 0),
        maxMs: Math.round(sorted.at(-1) ?? 0),
        targetMs: 600,
      },
    };
    const output = path.resolve('bench/results/api.json');
    fs.mkdirSync(path.dirname(output), { recursive: true });
    fs.writeFileSync(output, `${JSON.stringify(results, null, 2)}\n`);
    console.log(JSON.stringify(results, null, 2));
  } finally {
    await server.close();
    fs.rmSync(dataDirectory, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
