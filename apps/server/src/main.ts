import { ConfigError, loadConfig } from './config/env.js';
import { closeInOrder, exitOnSignals } from './lib/shutdown.js';
import { startServer } from './server.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const server = await startServer(config);
  server.app.log.info(`Codeyard is serving on http://localhost:${config.port}`);

  exitOnSignals({
    timeoutMs: config.shutdownTimeoutMs,
    log: server.app.log,
    shutdown: (deadlineMs) => {
      // Closing Redis or sockets under way may reject promises nobody awaits any more (a fan-out
      // publish, a presence update): the process is leaving, so they are logged rather than fatal.
      process.on('unhandledRejection', (reason) =>
        server.app.log.warn({ err: reason }, 'shutdown: a late failure, ignored'),
      );
      return closeInOrder(server.shutdownSteps(), { deadlineMs, log: server.app.log });
    },
    stillOpen: () => ({ resources: process.getActiveResourcesInfo() }),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
