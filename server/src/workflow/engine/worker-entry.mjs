// Entry of an engine worker thread: the server runs TypeScript through tsx, so the worker
// registers it before loading its module.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
