/**
 * Workflow calls of spec 02 §7. Each sub-domain describes its shapes and calls in its own file:
 * workflow-shared.ts (statuses, forms, live events), workflow-lists.ts (task tabs), workflow-tasks.ts,
 * workflow-instances.ts, workflow-opinions.ts, workflow-reads.ts, and for the flow model and the second tier
 * workflow-{definitions,flow-types,form-definitions,agents,secretaries,approval-items,often-flows,notices,urgent,
 * likes,print-records,watermark,exceptions,export,form-records,flow-opinions,task-admin,related,variables}.ts.
 * This file re-exports the runtime's files, which most portal files import as '@contract/workflow'.
 */
export * from './workflow-shared.js';
export * from './workflow-lists.js';
export * from './workflow-tasks.js';
export * from './workflow-instances.js';
export * from './workflow-opinions.js';
export * from './workflow-reads.js';
export * from './workflow-batch.js';
export * from './workflow-urging.js';
export * from './workflow-task-tools.js';
