import { startServer } from './server.js';

const server = await startServer().catch((err) => {
  console.error('the server could not start:', err);
  process.exit(1);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
