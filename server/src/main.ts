import { startServer } from './server.js';

const server = await startServer().catch((err) => {
  console.error('the server could not start:', err);
  process.exit(1);
});

// SIGTERM (an orchestrator's stop) and SIGINT (Ctrl-C) stop gracefully: see startServer's close. The embedded
// PostgreSQL package's exit hook would stop the database at once, under the requests still running, and exit
// with 143: the signals are ours alone, and close() stops the database last.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.removeAllListeners(signal);
  process.once(signal, () => {
    console.log(JSON.stringify({ level: 30, time: Date.now(), msg: `${signal}: stopping` }));
    void server.close().finally(() => process.exit(0));
  });
}
