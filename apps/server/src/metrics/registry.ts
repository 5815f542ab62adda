import { collectDefaultMetrics, Registry, type MetricObjectWithValues, type MetricValue } from 'prom-client';

/** What Prometheus expects of a scrape answer: the text exposition format, version 0.0.4. */
export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

/**
 * The process's own metrics (CPU, memory, event-loop lag, GC, handles), collected once per process:
 * a process is one, however many apps a test file builds in it, and prom-client's collectors
 * (an event-loop delay monitor, a GC observer) are never stopped once started.
 */
let processRegistry: Registry | null = null;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * One app's (or one worker's) metrics, answered together with the process's default metrics.
 * Each web server or worker has its own, so tests that build several apps never share counts.
 */
export class MetricsRegistry {
  readonly registry = new Registry();
  /** Called as each scrape begins: gauges that share one reading of a source drop the last scrape's. */
  private readonly scrapeStarts: (() => void)[] = [];

  constructor() {
    // Started with the app, not at the first scrape, so that GC and event-loop figures cover the whole run.
    processMetrics();
  }

  /** Runs `callback` as each scrape (text or json) begins. */
  onScrapeStart(callback: () => void): void {
    this.scrapeStarts.push(callback);
  }

  /** The exposition text of the process's and this registry's metrics. */
  async text(): Promise<string> {
    for (const callback of this.scrapeStarts) callback();
    const [defaults, own] = await Promise.all([processMetrics().metrics(), this.registry.metrics()]);
    return `${defaults}\n${own}`;
  }

  /** The same metrics as objects, for tests and checks that read values rather than text. */
  async json(): Promise<MetricObjectWithValues<MetricValue<string>>[]> {
    for (const callback of this.scrapeStarts) callback();
    const [defaults, own] = await Promise.all([processMetrics().getMetricsAsJSON(), this.registry.getMetricsAsJSON()]);
    return [...defaults, ...own];
  }
}
