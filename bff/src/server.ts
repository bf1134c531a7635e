/** Entry point: read the configuration, build the BFF, listen, and stop cleanly on signals. */
import pino from 'pino';
import { buildBff } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { BatchedLogStream } from './lib/batched-log-stream.js';

const main = async () => {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Logs are written asynchronously, a batch per turn of the event loop, so the request path
  // never waits on stdout.
  const logStream = new BatchedLogStream(pino.destination({ dest: 1, sync: false }));
  const app = await buildBff(config, { logStream: logStream as unknown as NodeJS.WritableStream });
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    logStream.flushSync();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
