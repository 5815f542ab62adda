import { Counter, Histogram } from 'prom-client';
import type { MetricsRegistry } from './registry.js';

/** Which line a job waited in: runs (someone waits at the Run button), submissions, rejudges, reference checks. */
export type QueueKind = 'run' | 'submission' | 'rejudge' | 'verify';

/**
 * Seconds. A contest-day queue wait goes from nothing to minutes; judging a submission from a
 * compile error (well under a second) to many tests at their time limit.
 */
const QUEUE_WAIT_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300, 600];
const JUDGING_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60, 120];

/**
 * What judging records: recorded only where a job is judged (a worker, or a web server that
 * judges), never where it is queued, so that summing every scraped process counts each once.
 */
export class JudgeMetrics {
  private readonly queueWait: Histogram<'kind'>;
  private readonly judgingDuration: Histogram<'language'>;
  private readonly verdicts: Counter<'status' | 'verdict'>;

  constructor(metrics: MetricsRegistry) {
    const registers = [metrics.registry];
    this.queueWait = new Histogram({
      name: 'codeyard_judge_queue_wait_seconds',
      help: 'Time from a judge job being queued to its judging starting, by kind of job',
      labelNames: ['kind'],
      buckets: QUEUE_WAIT_BUCKETS,
      registers,
    });
    this.judgingDuration = new Histogram({
      name: 'codeyard_judging_duration_seconds',
      help: "Time a submission's judging took (compiling and every test), by language",
      labelNames: ['language'],
      buckets: JUDGING_BUCKETS,
      registers,
    });
    this.verdicts = new Counter({
      name: 'codeyard_verdicts_total',
      help: 'Submissions judged, by final status (accepted, wrong, error) and verdict',
      labelNames: ['status', 'verdict'],
      registers,
    });
  }

  waited(kind: QueueKind, milliseconds: number): void {
    this.queueWait.labels(kind).observe(Math.max(0, milliseconds) / 1000);
  }

  judged(language: string, milliseconds: number): void {
    this.judgingDuration.labels(language).observe(Math.max(0, milliseconds) / 1000);
  }

  verdict(status: string, verdict: string | null): void {
    this.verdicts.labels(status, verdict ?? status).inc();
  }
}
