import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mayReadMetrics, METRICS_REFUSED } from './access.js';
import { METRICS_CONTENT_TYPE, type MetricsRegistry } from './registry.js';

export type MetricsServer = { port: number; close(): Promise<void> };

/**
 * A worker's own small HTTP server answering GET /metrics (WORKER_METRICS_PORT), under the same
 * rule as the web server's: this machine, or the bearer token.
 */
export async function startMetricsServer(options: {
  registry: MetricsRegistry;
  port: number;
  host: string;
  token: string | null;
}): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    const answer = (statusCode: number, contentType: string, body: string) => {
      response.writeHead(statusCode, { 'content-type': contentType, 'cache-control': 'no-store' });
      response.end(body);
    };
    const json = (statusCode: number, body: object) =>
      answer(statusCode, 'application/json; charset=utf-8', JSON.stringify(body));
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics')
      return json(404, { statusCode: 404, error: 'Not Found', message: 'Only /metrics is here' });
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return json(405, { statusCode: 405, error: 'Method Not Allowed', message: 'GET /metrics' });
    if (!mayReadMetrics({ remoteAddress: request.socket.remoteAddress, headers: request.headers }, options.token))
      return json(METRICS_REFUSED.statusCode, METRICS_REFUSED);
    options.registry.text().then(
      (text) => answer(200, METRICS_CONTENT_TYPE, text),
      (error: unknown) =>
        json(500, { statusCode: 500, error: 'Internal Server Error', message: `Metrics failed: ${String(error)}` }),
    );
  });
  // A scraper's keep-alive connection must not hold the worker's shutdown.
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
