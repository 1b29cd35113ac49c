// `npm start`: build the portal if needed, then run the reference server in this process.
import { register } from 'tsx/esm/api';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
register();
await import('../server/src/main.ts');
