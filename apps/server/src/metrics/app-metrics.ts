import { JudgeMetrics } from './judge-metrics.js';
import { MetricsRegistry } from './registry.js';
import { WebMetrics } from './web-metrics.js';

/** A web server's metrics: its requests and sockets, and the judging it does itself (if any). */
export type AppMetrics = { registry: MetricsRegistry; web: WebMetrics; judge: JudgeMetrics };

export function createAppMetrics(): AppMetrics {
  const registry = new MetricsRegistry();
  return { registry, web: new WebMetrics(registry), judge: new JudgeMetrics(registry) };
}

/** A worker's metrics: only what it judges (and the process's defaults). */
export function createWorkerMetrics(): { registry: MetricsRegistry; judge: JudgeMetrics } {
  const registry = new MetricsRegistry();
  return { registry, judge: new JudgeMetrics(registry) };
}
