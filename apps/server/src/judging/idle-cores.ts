/** What the follower adjusts: the in-process judge's number of programs judged at once. */
export type AdjustableWorkers = { setWorkers(workers: number): void; readonly isClosed?: boolean };

export type IdleCoreOptions = {
  /** Cores of the machine (os.availableParallelism()). */
  cores: number;
  /** Never fewer programs at once than this (JUDGE_WORKERS' default: cores less one). */
  minimum: number;
  /** CPU time this process has used, in microseconds (process.cpuUsage(): the web server, not its sandboxes). */
  cpuMicroseconds?: () => number;
  /** Milliseconds between samples. */
  intervalMs?: number;
};

/**
 * How many programs to judge at once when the web server uses `webCores` of the machine's `cores`:
 * the cores it leaves idle, counting a core it uses only part of, between `minimum` and `cores`.
 * A judged program waits for its sandbox, its files and its checker part of the time, so sharing a
 * core with a web server that is busy but not saturated judges more than leaving the core to it
 * (bench:contest-day, 300 contestants on two cores: verdict p99 38.8 s keeping one program while
 * the server was over half a core, 23.3 s judging two). On two cores the judge keeps one program
 * only while the web server takes more than a whole core (a sign-in burst's password hashes).
 */
export function workersForIdleCores(webCores: number, cores: number, minimum: number): number {
  return Math.min(cores, Math.max(minimum, 1, Math.ceil(cores - webCores)));
}

/**
 * Follows the cores the web server leaves idle: every `intervalMs` it measures this process's CPU
 * use (the judged programs run in their own processes, so this is the web server's work: requests,
 * sockets, password hashes), smooths it over a few samples and sets the judge's worker count. Only
 * when JUDGE_WORKERS is unset; answers a function that stops following.
 */
export function followIdleCores(judge: AdjustableWorkers, options: IdleCoreOptions): () => void {
  const cpuMicroseconds =
    options.cpuMicroseconds ??
    (() => {
      const usage = process.cpuUsage();
      return usage.user + usage.system;
    });
  const intervalMs = options.intervalMs ?? 1000;
  let lastCpu = cpuMicroseconds();
  let lastAt = performance.now();
  let webCores = 0;
  let workers = -1;
  const sample = () => {
    if (judge.isClosed) return stop();
    const cpu = cpuMicroseconds();
    const at = performance.now();
    const used = (cpu - lastCpu) / 1000 / Math.max(1, at - lastAt);
    lastCpu = cpu;
    lastAt = at;
    // A moving average over about three samples: a burst of sign-ins is not a trend.
    webCores = webCores * 0.65 + used * 0.35;
    const next = workersForIdleCores(webCores, options.cores, options.minimum);
    if (next !== workers) {
      workers = next;
      judge.setWorkers(next);
    }
  };
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  const stop = () => clearInterval(timer);
  sample();
  return stop;
}
