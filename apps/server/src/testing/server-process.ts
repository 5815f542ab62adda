import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const distDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

export type ProcessExit = { code: number | null; signal: NodeJS.Signals | null; afterMs: number };

export type ServerProcess = {
  child: ChildProcess;
  /** http://127.0.0.1:PORT for `main`; for a worker, its WORKER_METRICS_PORT if one was given. */
  url: string;
  port: number;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Sends `signal` and resolves when the process has exited, with how long that took. */
  stop(signal: NodeJS.Signals): Promise<ProcessExit>;
  exited: Promise<ProcessExit>;
};

/** A TCP port free at the time of asking (the child binds it a moment later). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server (`dist/main.js`) or worker (`dist/worker.js`) as a real child process,
 * as systemd or Docker would, and waits until it serves (main: /api/health answers; worker: it
 * printed `readyText`). Needs `npm run build` first, as `npm test` does. The environment is
 * the embedded defaults in a fresh data directory unless `env` says otherwise.
 */
export async function startServerProcess(
  options: {
    script?: 'main' | 'worker';
    env?: Record<string, string>;
    /** For a worker: the text it prints once it takes jobs. */
    readyText?: string;
    startTimeoutMs?: number;
    /** The port to serve on (a restart behind a load balancer keeps its port); a free one otherwise. */
    port?: number;
    /** The `node` executable to run it with (another release's: nodeFromRegistry); this one's otherwise. */
    node?: string;
  } = {},
): Promise<ServerProcess> {
  const script = options.script ?? 'main';
  const port = options.port ?? (await freePort());
  const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-process-'));
  const child = spawn(options.node ?? process.execPath, [path.join(distDirectory, `${script}.js`)], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'production',
      DATA_DIR: dataDirectory,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_PROBLEMS: 'false',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: path.join(dataDirectory, 'no-web'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  let signalledAt = 0;
  const exited = new Promise<ProcessExit>((resolve) =>
    child.once('exit', (code, signal) =>
      resolve({ code, signal, afterMs: signalledAt ? Date.now() - signalledAt : 0 }),
    ),
  );
  const url = `http://127.0.0.1:${options.env?.WORKER_METRICS_PORT ?? port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  let running = true;
  void exited.then(() => (running = false));
  for (;;) {
    if (!running) throw new Error(`the ${script} process exited before it was ready:\n${printed}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the ${script} process was not ready in time:\n${printed}`);
    }
    if (script === 'worker' ? printed.includes(options.readyText ?? 'Judge worker ready') : await answers(url)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    url,
    port,
    output: () => printed,
    exited,
    async stop(signal) {
      signalledAt = Date.now();
      if (running) child.kill(signal);
      return exited;
    },
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) });
    return response.status < 500 || response.status === 503;
  } catch {
    return false;
  }
}
