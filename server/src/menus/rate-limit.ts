/** Moved to portal/rate-limit.ts; kept so the routes of other domains importing it still build. */
export { perUser } from '../portal/rate-limit.js';
