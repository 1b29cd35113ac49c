/**
 * The notify domain's door: what other domains may use. Notify imports nothing of workflow: the workflow hands its
 * notices over as data (`Notice`), and the approve-from-mail pages decide through `MailLinkDecisions`, which app.ts
 * fills with the workflow's functions.
 */
export { notify, settleTaskNotices, type Notice } from './send.js';
export { markTasksTold, tellNewTasks, toldInThisTrx, type ToldTask } from './repo.js';
export { hashToken, linkRefusal, type LinkView, type MailLinkDecisions } from './links.js';
export { killSiblings, linkByHash, useToken } from './repo-links.js';
