/** The portal domain's door: what other domains may use (print runs batch prints as download-notice events). */
export { startAsyncEvent, type EventRunner } from './async-events/service.js';
