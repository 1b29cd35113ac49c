/**
 * The authorization domain's door: what other domains may use. The workflow's start right composes these SQL
 * fragments of whom an authorisation reaches into its own queries.
 */
export { flowAuthorizedFor, flowIsAuthorized, startGrant } from './repo-reach.js';
export type { StartRight } from './service.js';
