import { authHandlers } from './auth';
import { ucHandlers } from './uc';
import { ucOrgHandlers } from './ucOrg';
import { fileHandlers } from './files';
import { menuHandler } from './menu';
import { eventLogHandler, feedbackSaveHandler } from './feedback';
import { sealHandlers } from './seals';
import { instanceTimersHandler } from './flowchart';

/**
 * The handlers every test server starts with: sign-in, user centre (users and organisation lists), files, menu and feedback.
 * Tests add or override per case with server.use(...) and the factories below or of their feature.
 */
export const defaultHandlers = [
  ...authHandlers,
  ...ucHandlers(),
  ...ucOrgHandlers(),
  ...fileHandlers(),
  menuHandler(),
  feedbackSaveHandler(),
  eventLogHandler(),
  // a form with a signature field asks for the signer's seals and stored signature (none by default)
  ...sealHandlers(),
  // an instance's chart asks for its timers (none by default)
  instanceTimersHandler(),
];

export * from './auth';
export * from './uc';
export * from './ucOrg';
export * from './files';
export * from './menu';
export * from './feedback';
export * from './forms';
export * from './seals';
export * from './departures';
export * from './adminAudit';
export * from './setup';
export * from './adminOrg';
export * from './adminUsers';
