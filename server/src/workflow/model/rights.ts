/** Start rights (spec 02 §5); the queries live in repo-rights.ts, this name stays for the modules that import it. */
export { hasStartRight, startableKeys } from './repo-rights.js';
