/**
 * Every workflow call of the reference server (method and path). Paths the spec names are kept;
 * for calls the spec leaves unnamed (marked "ours") we chose a path under the same service base.
 * Bodies and answers: contract/workflow.ts, workflow-model.ts, workflow-home.ts. The task lists, tasks, instances,
 * opinions and live events are described as calls in workflow-lists/tasks/instances/opinions/shared.ts.
 */
export const WORKFLOW_PATHS = {
  // instances
  notice: { method: 'GET', path: '/runtime/instance/v1/getNotice' }, // ?id -> NoticeRow (marks it read)
  urgentConf: { method: 'POST', path: '/runtime/instance/v1/getUrgentStateConf' }, // -> UrgentLevel[]
  urgentById: { method: 'POST', path: '/runtime/instance/v1/getUrgrntById' }, // UrgentByIdBody -> {instId, urgentState}
  setUrgent: { method: 'POST', path: '/runtime/instance/v1/setUrgentState' }, // ours: SetUrgentBody
  instanceExport: { method: 'POST', path: '/runtime/instance/v1/export' }, // TypeTreeBody -> text/csv

  // exceptions, print records, watermark, likes
  exceptionList: { method: 'POST', path: '/runtime/bpmTaskException/v1/list' },
  exceptionExport: { method: 'POST', path: '/runtime/bpmTaskException/v1/export' },
  exceptionDelete: { method: 'DELETE', path: '/runtime/bpmTaskException/v1/delete' }, // ?ids
  exceptionTypeTree: { method: 'POST', path: '/runtime/bpmTaskException/v1/typeTree' },
  printRecordsByInst: { method: 'GET', path: '/runtime/bmpPrintRecord/v1/getByProInstId' }, // ?procInstId&nodeId (spelling as the spec)
  printRecordQuery: { method: 'POST', path: '/runtime/bpmPrintRecord/v1/query' },
  printLog: { method: 'POST', path: '/runtime/bpmPrintRecord/v1/printLog' }, // PrintLogBody
  watermark: { method: 'GET', path: '/bpmModel/bpmWatermark/v1/getByInstId' }, // ?instId -> Watermark
  like: { method: 'POST', path: '/bpm/like/addOrUpdateLikeRecord' }, // LikeBody -> LikeSummary
  likeList: { method: 'GET', path: '/bpm/like/getLikeListByRefId' }, // ?ids -> LikeSummary[]

  // form data records, admin task operations, related information (spec 02 §7, second tier)
  saveFormData: { method: 'POST', path: '/runtime/task/v1/saveFormData' }, // SaveFormDataBody -> {formDataVersion}
  formRecordList: { method: 'POST', path: '/runtime/boDataModifyRecord/v1/listJson' }, // QueryBody (querys instId) -> FormRecordPage
  formRecordRemove: { method: 'DELETE', path: '/runtime/boDataModifyRecord/v1/remove' }, // ?ids (admin)
  instanceOpinions2: { method: 'GET', path: '/runtime/instance/v1/instanceFlowOpinions2' }, // ?instId -> NodeOpinions[] (grouped by node)
  updateFlowOpinions: { method: 'POST', path: '/runtime/instance/v1/updateFlowOpinions' }, // UpdateOpinionBody (own opinion text, or admin)
  handlerTypes: { method: 'GET', path: '/runtime/task/v1/handlerTypes' }, // -> HandlerType[]
  setTaskExecutors: { method: 'POST', path: '/runtime/task/v1/setTaskExecutors' }, // SetExecutorsBody (admin) -> TaskRow[]
  adminTaskList: { method: 'POST', path: '/runtime/task/v1/list' }, // QueryBody (admin: every open task) -> TaskPage
  relatedInformation: { method: 'GET', path: '/runtime/instance/v1/getRelatedInformationById' }, // ?id -> RelatedInformation
  varTree: { method: 'POST', path: '/flow/node/v1/varTree' }, // VarTreeBody -> VarNode[]
  myCommonFlow: { method: 'POST', path: '/bpmMobileCategory/v1/getMyCommonFlow' }, // -> OftenFlowRow[] (same list as getMyOftenFlow)
  commonFlowAdd: { method: 'POST', path: '/bpmMobileCategory/v1/customAddCommonFlow' }, // SaveOftenFlowBody (adds) -> OftenFlowRow[]
  commonFlowRemove: { method: 'DELETE', path: '/bpmMobileCategory/v1/batchRemove' }, // ?ids (definition keys) -> OftenFlowRow[]

  // model: definitions, types, forms
  defList: { method: 'POST', path: '/flow/def/v1/listJson' },
  defQuery: { method: 'POST', path: '/flow/def/v1/query' }, // main versions only (IS_MAIN_ = Y)
  defDesign: { method: 'GET', path: '/flow/def/v1/getDefDesignByDefId' }, // ?defId
  flowHasStartRights: { method: 'GET', path: '/flow/def/v1/flowHasStartRights' }, // ?defKey -> boolean
  deploy: { method: 'POST', path: '/flow/def/v1/deploy' }, // ours: DeployBody -> DeployResult (400 with reasons when refused)
  setDefStatus: { method: 'POST', path: '/flow/def/v1/setStatus' }, // ours: SetDefStatusBody
  typeTree: { method: 'GET', path: '/flow/type/v1/tree' }, // ours -> FlowTypeNode[]
  typeSave: { method: 'POST', path: '/flow/type/v1/save' }, // ours (admin)
  typeRemove: { method: 'DELETE', path: '/flow/type/v1/remove' }, // ours (admin) ?ids
  formGet: { method: 'GET', path: '/flow/form/v1/getByKey' }, // ours: ?formKey -> FormDefinition
  formSave: { method: 'POST', path: '/flow/form/v1/save' }, // ours (admin): FormDefinitionInput
  formPreview: { method: 'GET', path: '/flow/form/v1/preview' }, // ours: ?formId (formKey, or formKey_nodeId for a node's rights) -> FormView

  // agents, secretaries, approval items, often flows
  agentSave: { method: 'POST', path: '/flow/agent/v1/save' },
  agentList: { method: 'POST', path: '/flow/agent/v1/listJson' }, // ?isMgr=true (admin: everyone's)
  agentGet: { method: 'GET', path: '/flow/agent/v1/agentGet' }, // ?id
  agentRemove: { method: 'DELETE', path: '/flow/agent/v1/remove' }, // ?ids
  secretaryList: { method: 'POST', path: '/runtime/bpmSecretaryManage/v1/list' }, // ?personal=true
  secretaryRemove: { method: 'DELETE', path: '/runtime/bpmSecretaryManage/v1/removes' }, // ?ids
  secretarySave: { method: 'POST', path: '/runtime/bpmSecretaryManage/v1/save' },
  secretaryGet: { method: 'GET', path: '/runtime/bpmSecretaryManage/v1/get/:id' },
  approvalItemSave: { method: 'POST', path: '/flow/approvalItem/v1/save' },
  approvalItemList: { method: 'POST', path: '/flow/approvalItem/v1/listJson' }, // ?isPersonal=true
  approvalItemRemove: { method: 'DELETE', path: '/flow/approvalItem/v1/remove' }, // ?ids
  myOftenFlow: { method: 'GET', path: '/bpmModel/BpmOftenFlow/v1/getMyOftenFlow' },
  saveMyOftenFlow: { method: 'POST', path: '/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow' },
  hasAuthFlowList: { method: 'POST', path: '/bpmModel/BpmOftenFlow/v1/getHasAuthFlowList' },

  // home page
  homeTodo: { method: 'POST', path: '/runtime/homePage/v1/getMyTodoTask' },
  homeNotice: { method: 'POST', path: '/runtime/homePage/v1/getNoticeTodoRead' },
  homeDone: { method: 'POST', path: '/runtime/homePage/v1/getMyDoneTask' },
  homeRequest: { method: 'POST', path: '/runtime/homePage/v1/getMyRequest' },
  homeDelay: { method: 'POST', path: '/runtime/homePage/v1/getMyDelayTask' },
  homeSankey: { method: 'POST', path: '/runtime/homePage/v1/getSankey' },
  relatedProcess: { method: 'POST', path: '/runtime/homePage/v1/homePageRelatedProcess' },

  // read records (who opened an instance's approval form)
  addReadRecord: { method: 'POST', path: '/runtime/task/v1/addReadRecord' }, // ?taskId, or (ours) ?instId -> ReadRecordRow
  readRecords: { method: 'POST', path: '/runtime/instance/v1/getByRecordInstId' }, // QueryBody (querys procInstId EQUAL; params.distinct '1') -> ReadRecordPage
} as const;
