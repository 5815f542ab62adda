import { Counter, Gauge, Histogram, type LabelValues } from 'prom-client';
import type { MetricsRegistry } from './registry.js';

/**
 * Jobs in the judge queue by state (`delayed` holds retries waiting out their back-off), and the
 * processes taking jobs from it (BullMQ workers; 1 for a started in-process judge).
 */
export type QueueDepth = { waiting: number; active: number; delayed: number; workers: number };

/** Submissions without a verdict yet, and when the longest-waiting one was submitted (or rejudged). */
export type PendingSummary = { count: number; oldestAt: string | null };

/** Label of every request no route matched, so that scanners' made-up URLs make one series, not thousands. */
export const UNMATCHED_ROUTE = 'unmatched';
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
/** Seconds: most API answers take milliseconds; a Run may wait for the judge for many seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** A scrape must answer even when Redis or the database does not: a reading is left out after this long. */
const SOURCE_TIMEOUT_MS = 1000;
/**
 * Reads `source` once per scrape (the gauges collected in one share the reading; `forget` is called
 * as the next begins), answering null when it fails or is slower than SOURCE_TIMEOUT_MS. Shared by
 * scrape, not by time: two scrapes a moment apart (a test's before and after) each read afresh.
 */
function sharedReading<Value>(): {
  setSource(source: () => Promise<Value | null>): void;
  read(): Promise<Value | null>;
  forget(): void;
} {
  let source: (() => Promise<Value | null>) | null = null;
  let last: Promise<Value | null> | null = null;
  const readNow = async (from: () => Promise<Value | null>) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), SOURCE_TIMEOUT_MS);
    });
    try {
      return await Promise.race([from().catch(() => null), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    setSource(next) {
      source = next;
      last = null;
    },
    read() {
      if (!source) return Promise.resolve(null);
      last ??= readNow(source);
      return last;
    },
    forget() {
      last = null;
    },
  };
}

type Observer = { observe(value: number): void };

/** A web server's own metrics: requests, sockets, the judge queue as it sees it, standings work. */
export class WebMetrics {
  private readonly httpDuration: Histogram<'method' | 'route' | 'status_class'>;
  /** route → method → one child per status class: recording a request allocates nothing once a series exists. */
  private readonly httpChildren = new Map<string, Map<string, Observer[]>>();
  private readonly standingsRebuilds: Counter<'kind'>;
  private socketCount: () => number = () => 0;
  private readonly queueDepth = sharedReading<QueueDepth>();
  private readonly pending = sharedReading<PendingSummary>();

  constructor(metrics: MetricsRegistry) {
    const registers = [metrics.registry];
    metrics.onScrapeStart(() => {
      this.queueDepth.forget();
      this.pending.forget();
    });
    this.httpDuration = new Histogram({
      name: 'codeyard_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status class, with their duration',
      labelNames: ['method', 'route', 'status_class'],
      buckets: HTTP_BUCKETS,
      registers,
    });
    this.standingsRebuilds = new Counter({
      name: 'codeyard_standings_rebuilds_total',
      help: "Contest boards ranked again: full (read from the database) or update (changed users' rows merged)",
      labelNames: ['kind'],
      registers,
    });
    const read = () => this.socketCount();
    new Gauge({
      name: 'codeyard_sockets_connected',
      help: 'socket.io connections open on this server',
      registers,
      collect() {
        this.set(read());
      },
    });
    const depthOf = () => this.queueDepth.read();
    new Gauge({
      name: 'codeyard_judge_queue_jobs',
      help: 'Judge jobs by state, read at scrape time (the shared BullMQ queue with Redis: take max over servers, not sum)',
      labelNames: ['state'],
      registers,
      async collect() {
        const depth = await depthOf();
        this.reset();
        if (!depth) return;
        for (const state of ['waiting', 'active', 'delayed'] as const) this.set({ state }, depth[state]);
      },
    });
    new Gauge({
      name: 'codeyard_judge_workers',
      help: 'Processes taking judge jobs (BullMQ workers with Redis, as this server last counted them; 1 for a started in-process judge)',
      registers,
      async collect() {
        const depth = await depthOf();
        this.reset();
        if (depth) this.set(depth.workers);
      },
    });
    const pendingOf = () => this.pending.read();
    new Gauge({
      name: 'codeyard_submissions_pending',
      help: 'Submissions stored without a verdict yet (the shared database: take max over servers, not sum)',
      registers,
      async collect() {
        const pending = await pendingOf();
        this.reset();
        if (pending) this.set(pending.count);
      },
    });
    new Gauge({
      name: 'codeyard_submissions_pending_oldest_age_seconds',
      help: 'How long the longest-waiting pending submission has waited since it was submitted or rejudged (0: none)',
      registers,
      async collect() {
        const pending = await pendingOf();
        this.reset();
        if (pending) this.set(pending.oldestAt ? Math.max(0, Date.now() - Date.parse(pending.oldestAt)) / 1000 : 0);
      },
    });
  }

  /** Records one answered request; `route` is the matched pattern (never the raw URL), undefined when none matched. */
  request(method: string, route: string | undefined, statusCode: number, seconds: number): void {
    const routeLabel = route ?? UNMATCHED_ROUTE;
    const methodLabel = KNOWN_METHODS.has(method) ? method : 'OTHER';
    let byMethod = this.httpChildren.get(routeLabel);
    if (!byMethod) {
      byMethod = new Map();
      this.httpChildren.set(routeLabel, byMethod);
    }
    let byClass = byMethod.get(methodLabel);
    if (!byClass) {
      byClass = STATUS_CLASSES.map((statusClass) => {
        const labels: LabelValues<'method' | 'route' | 'status_class'> = {
          method: methodLabel,
          route: routeLabel,
          status_class: statusClass,
        };
        // A child made lazily, on its first observation: unseen classes stay out of the output.
        let child: Observer | null = null;
        return { observe: (value: number) => (child ??= this.httpDuration.labels(labels)).observe(value) };
      });
      byMethod.set(methodLabel, byClass);
    }
    const classIndex = Math.min(Math.max(Math.floor(statusCode / 100), 1), 5) - 1;
    byClass[classIndex]!.observe(seconds);
  }

  standingsRebuilt(kind: 'full' | 'update'): void {
    this.standingsRebuilds.labels(kind).inc();
  }

  /** Where the socket count comes from; set once socket.io is attached. */
  countSocketsWith(count: () => number): void {
    this.socketCount = count;
  }

  /** Where the queue depth comes from: the judging service, asked at scrape time. */
  readQueueDepthWith(read: () => Promise<QueueDepth | null>): void {
    this.queueDepth.setSource(read);
  }

  /** Where the pending submissions are counted: one look-up by the status index, at scrape time. */
  readPendingWith(read: () => Promise<PendingSummary>): void {
    this.pending.setSource(read);
  }
}
