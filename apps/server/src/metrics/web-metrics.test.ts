import { describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue } from '../testing/prometheus-text.js';
import { MetricsRegistry } from './registry.js';
import { WebMetrics, type QueueDepth } from './web-metrics.js';

describe('the judge queue gauges', () => {
  it('read the queue once per scrape, and afresh at the next however soon it comes', async () => {
    const registry = new MetricsRegistry();
    const metrics = new WebMetrics(registry);
    let reads = 0;
    let depth: QueueDepth = { waiting: 0, active: 0, delayed: 0, workers: 0 };
    metrics.readQueueDepthWith(async () => {
      reads++;
      return depth;
    });
    const scrape = async () => parsePrometheusText(await registry.text()).samples;

    const before = await scrape();
    // Two gauges (jobs by state, workers), one reading.
    expect(reads).toBe(1);
    expect(sampleValue(before, 'codeyard_judge_workers')).toBe(0);

    // A judge started a moment later: the next scrape, within the same millisecond, sees it.
    depth = { waiting: 2, active: 1, delayed: 0, workers: 1 };
    const after = await scrape();
    expect(reads).toBe(2);
    expect(sampleValue(after, 'codeyard_judge_workers')).toBe(1);
    expect(sampleValue(after, 'codeyard_judge_queue_jobs', { state: 'waiting' })).toBe(2);
  });
});
