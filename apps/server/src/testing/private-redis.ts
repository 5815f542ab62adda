import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from './server-process.js';

export type PrivateRedis = {
  url: string;
  /** Kills it at once (SIGKILL), as a crash or a lost machine would. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty (no persistence). */
  restart(): Promise<void>;
};

/** Whether a redis-server binary is installed, for tests that kill their own Redis. */
export function redisServerInstalled(): boolean {
  const found = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!found) console.warn('skipped: no redis-server binary to start a private Redis that the test may kill');
  return found;
}

/**
 * A redis-server of the test's own on a free port, without persistence, that the test may kill
 * and restart: the shared Redis of the machine must never be stopped (other tests use it).
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const deadline = Date.now() + 5000;
    while (!(await accepts(port))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not start on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const kill = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, kill, restart: start };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
