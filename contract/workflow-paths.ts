/**
 * Every workflow call of the reference server (method and path). Paths the spec names are kept;
 * for calls the spec leaves unnamed (marked "ours") we chose a path under the same service base.
 * Bodies and answers: contract/workflow.ts, workflow-home.ts. Most calls are described as calls in their own
 * contract/workflow-*.ts files (lists, tasks, instances, opinions, definitions, agents ...); what is left here is
 * only what the portal still reaches by method and path.
 */
export const WORKFLOW_PATHS = {
  // instances

  // home page: HOME_CALLS in workflow-home.ts

  // read records (who opened an instance's approval form)
  addReadRecord: { method: 'POST', path: '/runtime/task/v1/addReadRecord' }, // ?taskId, or (ours) ?instId -> ReadRecordRow
  readRecords: { method: 'POST', path: '/runtime/instance/v1/getByRecordInstId' }, // QueryBody (querys procInstId EQUAL; params.distinct '1') -> ReadRecordPage
} as const;
