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
  // Logs are written asynchronously in batches, so the request path never waits on stdout; what
  // is still gathered goes out however the process ends.
  const logStream = new BatchedLogStream(pino.destination({ dest: 1, sync: false }));
  process.once('exit', () => {
    try {
      logStream.flushSync();
    } catch {
      // stdout is gone: nothing left to tell.
    }
  });
  const app = await buildBff(config, { logStream: logStream as unknown as NodeJS.WritableStream });
  // Drained, not dropped: requests under way finish and socket clients reconnect elsewhere
  // (plugins/drain.ts). A second signal, or a drain that overruns, ends the process at once.
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), config.drain.timeoutMs + 5_000);
    timer.unref();
    process.once(signal, () => process.exit(1));
    await app.drain();
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
