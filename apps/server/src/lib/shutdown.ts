/** What a shutdown step is told and may answer: how long it has and how to report. */
export type ShutdownStep = {
  name: string;
  /** Longest this step may take (milliseconds); less when the whole shutdown has less left. */
  boundMs: number;
  close(): Promise<void>;
};

export type ShutdownLog = {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
};

export type ShutdownReport = {
  /** Every step closed within its bound without an error. */
  clean: boolean;
  /** Steps that threw (logged), by name. */
  failed: string[];
  /** Steps still running when their bound passed, by name. */
  unfinished: string[];
};

/** Resolves after `ms`, without keeping the process alive for it. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/**
 * Runs the steps one after another, each for at most its bound and never past `deadlineMs` (an
 * epoch time): a step that throws or hangs (Redis gone, a connection that never drains) is logged
 * and the next one runs, so one bad dependency cannot keep the process alive.
 */
export async function closeInOrder(
  steps: ShutdownStep[],
  options: { deadlineMs: number; log: ShutdownLog; now?: () => number },
): Promise<ShutdownReport> {
  const now = options.now ?? Date.now;
  const report: ShutdownReport = { clean: true, failed: [], unfinished: [] };
  for (const step of steps) {
    const allowedMs = Math.max(0, Math.min(step.boundMs, options.deadlineMs - now()));
    const startedMs = now();
    const outcome = await Promise.race([
      step.close().then(
        () => 'closed' as const,
        (error: unknown) => {
          options.log.warn({ step: step.name, err: error }, `shutdown: ${step.name} failed; going on`);
          return 'failed' as const;
        },
      ),
      delay(allowedMs).then(() => 'unfinished' as const),
    ]);
    if (outcome === 'failed') report.failed.push(step.name);
    if (outcome === 'unfinished') {
      report.unfinished.push(step.name);
      options.log.warn({ step: step.name, afterMs: allowedMs }, `shutdown: ${step.name} still open; going on`);
    }
    if (outcome === 'closed')
      options.log.info({ step: step.name, ms: now() - startedMs }, `shutdown: ${step.name} closed`);
  }
  report.clean = report.failed.length === 0 && report.unfinished.length === 0;
  return report;
}

/**
 * SIGTERM and SIGINT (systemd, Docker, Kubernetes, Ctrl-C) start `shutdown` once; it must finish
 * within `timeoutMs` or the process exits anyway with code 1, logging what was still open. A
 * second signal exits at once. Exit code 0 only when every step closed cleanly.
 */
export function exitOnSignals(options: {
  timeoutMs: number;
  log: ShutdownLog;
  shutdown(deadlineMs: number): Promise<ShutdownReport>;
  /** What is still open, for the log when the bound passes. */
  stillOpen(): object;
  exit?: (code: number) => void;
}): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      options.log.warn({ signal }, 'second signal: exiting at once');
      exit(signal === 'SIGINT' ? 130 : 143);
      return;
    }
    closing = true;
    const startedMs = Date.now();
    options.log.info({ signal, timeoutMs: options.timeoutMs }, 'shutting down');
    // Not unref'd: this timer is what ends the process if a step keeps it alive.
    const bound = setTimeout(() => {
      options.log.error(
        { timeoutMs: options.timeoutMs, stillOpen: options.stillOpen() },
        'shutdown did not finish in time (SHUTDOWN_TIMEOUT_MS): exiting anyway',
      );
      exit(1);
    }, options.timeoutMs);
    options
      .shutdown(startedMs + options.timeoutMs)
      .then(
        (report) => {
          options.log.info({ ...report, ms: Date.now() - startedMs }, 'shutdown finished');
          return report.clean ? 0 : 1;
        },
        (error: unknown) => {
          options.log.error({ err: error }, 'shutdown failed');
          return 1;
        },
      )
      .then((code) => {
        clearTimeout(bound);
        exit(code);
      });
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
