// The load generator of the benchmarks, run in its own process: an HTTP client sharing the server's
// event loop would add its own work to every latency it measures.
import { fork } from 'node:child_process';
import autocannon from 'autocannon';

export type LoadOptions = {
  url: string;
  connections: number;
  /** seconds */
  duration: number;
  /** One cookie per connection, in turn (each connection reads as another signed-in user). */
  cookies?: string[];
  /** Requests per second per connection; unset, each sends its next request as soon as it has an answer. */
  connectionRate?: number;
};

export type LoadResult = {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  errors: number;
  bytesPerRequest: number;
};

/** Runs autocannon against `url` from a child process and answers its figures. */
export function loadFromAnotherProcess(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL(import.meta.url), ['--load-client'], { stdio: 'inherit' });
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load client exited with ${code}`))));
    child.send(options);
  });
}

async function runLoad(options: LoadOptions): Promise<LoadResult> {
  let next = 0;
  const headers = { 'accept-encoding': 'gzip, deflate, br' };
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.duration,
    ...(options.connectionRate ? { connectionRate: options.connectionRate } : {}),
    headers,
    setupClient: (client) => {
      const cookie = options.cookies?.[next++ % options.cookies.length];
      if (cookie) client.setHeaders({ ...headers, cookie });
    },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    errors: result.errors + result.non2xx,
    bytesPerRequest: Math.round(result.throughput.total / Math.max(result.requests.total, 1)),
  };
}

if (process.argv.includes('--load-client')) {
  process.once('message', (options) => {
    void runLoad(options as LoadOptions).then((result) => process.send?.(result, () => process.exit(0)));
  });
}
