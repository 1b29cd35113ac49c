/** Moved to task-lists/repo-tasks.ts; this re-export keeps other domains' imports working until the lead updates them. */
export * from '../task-lists/repo-tasks.js';
