/**
 * What the export reads: the pages of an instance tab, the same query the tab's list uses
 * (lists/instances.ts); this sub-domain has no table of its own.
 */
export { listInstances as instancePage } from '../task-lists/repo-instances.js';
