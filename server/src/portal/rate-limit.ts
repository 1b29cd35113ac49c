// files-api helper: removed at merge. perUser moved to lib/rate-limit.ts (a route helper of every domain); mail, seals
// and portal/async-events still import it from here until their owner changes those lines.
export { perUser } from '../lib/rate-limit.js';
