/** The setup domain's door: the first run of an empty company (issue 30). */
export { issueSetupLink, startedEmpty } from './service.js';
export { offeredLanguages } from './languages.js';
