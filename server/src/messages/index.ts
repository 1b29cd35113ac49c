/** The messages domain's door (inner messages): what other domains may use. */
export { localParams, sendInnerMessage } from './service.js';
