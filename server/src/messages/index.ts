/** The messages domain's door (inner messages): what other domains may use. */
export { localParams, sendInnerMessage } from './service.js';
/** The safe HTML subset of message and news content (the portal's news editor sanitizes with it on write). */
export { sanitizeContent } from './sanitize.js';
