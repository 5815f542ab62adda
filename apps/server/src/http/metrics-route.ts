import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from '../metrics/app-metrics.js';
import { mayReadMetrics, METRICS_REFUSED } from '../metrics/access.js';
import { METRICS_CONTENT_TYPE } from '../metrics/registry.js';

export const METRICS_PATH = '/metrics';

/**
 * GET /metrics (Prometheus text format) for this machine or a bearer of METRICS_TOKEN, and the
 * duration of every answered request under its route pattern. Outside /api: not rate limited,
 * not compressed, not in the OpenAPI document.
 */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, token: string | null): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.web.request(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get(METRICS_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics({ remoteAddress: request.socket.remoteAddress, headers: request.headers }, token))
      return reply.code(METRICS_REFUSED.statusCode).send(METRICS_REFUSED);
    const text = await metrics.registry.text();
    return reply.header('content-type', METRICS_CONTENT_TYPE).header('cache-control', 'no-store').send(text);
  });
}
