/** Moved to task-lists/repo-instances.ts; this re-export keeps other domains' imports working until the lead updates them. */
export * from '../task-lists/repo-instances.js';
