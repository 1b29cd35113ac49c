/**
 * Every workflow call of the reference server (method and path). Paths the spec names are kept;
 * for calls the spec leaves unnamed (marked "ours") we chose a path under the same service base.
 * Bodies and answers: contract/workflow.ts, workflow-model.ts, workflow-home.ts.
 */
export const WORKFLOW_PATHS = {
  // task tabs (POST, TaskListBody -> TaskPage)
  todoList: { method: 'POST', path: '/runtime/task/v1/getTodoList' },
  leaderTodoList: { method: 'POST', path: '/runtime/task/v1/getLeaderTodoList' }, // ours
  doneList: { method: 'POST', path: '/runtime/task/v1/getDoneList' }, // ours
  leaderDoneList: { method: 'POST', path: '/runtime/task/v1/getLeaderDoneList' }, // ours
  delegateList: { method: 'POST', path: '/runtime/task/v1/getDelegateList' }, // ours: myDelegate
  // instance tabs (POST, TaskListBody -> InstancePage)
  overviewList: { method: 'POST', path: '/runtime/instance/v1/getOverviewList' }, // ours: processOverview
  collectionList: { method: 'POST', path: '/runtime/instance/v1/getCollectionList' }, // ours: myCollection
  draftList: { method: 'POST', path: '/runtime/instance/v1/getMyDraftList' }, // ours: myDraft
  circulatedList: { method: 'POST', path: '/runtime/instance/v1/getCirculatedList' }, // ours: ciculated
  receivedList: { method: 'POST', path: '/runtime/instance/v1/getReceivedList' }, // ours: received
  myRequestList: { method: 'POST', path: '/runtime/instance/v1/getMyRequestList' }, // ours: myRequest
  // classification trees with counts (POST TypeTreeBody -> TypeTree)
  taskTypeTree: { method: 'POST', path: '/runtime/task/v1/typeTree' },
  instanceTypeTree: { method: 'POST', path: '/runtime/instance/v1/typeTree' },

  // one task
  buttons: { method: 'GET', path: '/runtime/task/v1/getButtonsBytaskId' }, // ?taskId&leaderId&reqParams -> ApprovalState
  taskDetail: { method: 'GET', path: '/runtime/task/v1/taskDetailBo' }, // ?taskId&reqParams&leaderId -> TaskDetail
  complete: { method: 'POST', path: '/runtime/task/v1/complete' }, // CompleteBody -> CompleteResult; 409 when already done
  afterJumpNodes: { method: 'POST', path: '/runtime/task/v1/getAfterJumpNodes' }, // JumpNodesBody -> JumpNode[]
  checkTaskAuth: { method: 'GET', path: '/runtime/task/v1/checkTaskAuth' }, // ?taskId -> true, or 403/404
  taskIsFirstNode: { method: 'GET', path: '/runtime/task/v1/taskIsFirstNode' }, // ?taskId -> boolean
  tasksByInstId: { method: 'GET', path: '/runtime/task/v1/getBpmTaskByInstId' }, // ?instId -> TaskRow[] (open tasks)
  lock: { method: 'POST', path: '/runtime/task/v1/lock' }, // ours: LockBody -> {lockStatus}
  agentToTina: { method: 'POST', path: '/runtime/task/v1/agentToTina' }, // DelegateBody -> TaskRow
  agentAutoList: { method: 'POST', path: '/runtime/task/v1/getAgentAutoList' }, // QueryBody -> TaskPage (tasks I hold as agent)
  withdrawAgent: { method: 'POST', path: '/runtime/task/v1/withdrawAgent' }, // WithdrawAgentBody -> TaskRow
  defStatus: { method: 'GET', path: '/runtime/task/v1/getDefStatus' }, // ?instId&taskId -> DefStatusValue
  savedOpinion: { method: 'GET', path: '/runtime/task/v1/getBpmSaveOpinionByTeam' }, // ?instId&taskId -> string|null
  saveOpinion: { method: 'POST', path: '/runtime/task/v1/createBpmSaveOpinion' }, // SaveOpinionBody
  nodeOpinion: { method: 'GET', path: '/runtime/task/v1/nodeOpinion' }, // ?instId&nodeId&defId -> OpinionRow[]

  // instances
  start: { method: 'POST', path: '/runtime/instance/v1/start' }, // StartBody -> StartResult
  draftGet: { method: 'GET', path: '/runtime/instance/v1/getDraft' }, // ours: ?id -> {id, defKey, formData, subject}
  draftRemove: { method: 'DELETE', path: '/runtime/instance/v1/removeDraft' }, // ours: ?ids
  instanceStatus: { method: 'GET', path: '/runtime/instance/v1/getInstanceStatus' }, // ?instId
  formDataVersion: { method: 'GET', path: '/runtime/instance/v1/getInstFormDataVersion' }, // ?instId -> integer
  hangUp: { method: 'GET', path: '/runtime/instance/v1/hangUp' }, // {type}=hangUp ?instId
  cancelHangUp: { method: 'GET', path: '/runtime/instance/v1/cancelHangUp' }, // {type}=cancelHangUp ?instId
  remove: { method: 'DELETE', path: '/runtime/instance/v1/remove' }, // ?ids (admin, or the initiator of an ended/revoked one)
  instDetailList: { method: 'POST', path: '/runtime/instance/v1/getInstDetailList' }, // {ids} -> InstanceRow[]
  // requested by the portal (approval form opened with instId only: my requests, flow cards, monitor):
  // ?instId -> {instance: InstanceRow, form: FormView (read-only rights), nodeLayoutList: NodeLayout[], defId}
  instanceForm: { method: 'GET', path: '/runtime/instance/v1/getInstanceForm' },
  instanceOpinions: { method: 'GET', path: '/runtime/instance/v1/instanceFlowOpinions' }, // ?instId -> OpinionRow[]
  bpmImage: { method: 'GET', path: '/runtime/instance/v1/getBpmImage' }, // ?proInstId&defId&bpmnInstId -> FlowImage
  instanceFlowImage: { method: 'GET', path: '/runtime/instance/v1/instanceFlowImage' }, // ?proInstId&nodeId&type&defId -> FlowImage of the sub flow
  revoke: { method: 'POST', path: '/runtime/instance/v1/revoke' }, // ours: RevokeBody
  endProcess: { method: 'POST', path: '/runtime/instance/v1/endProcess' }, // ours: EndInstanceBody (manual_end)
  circulate: { method: 'POST', path: '/runtime/instance/v1/circulate' }, // ours: CirculateBody
  collect: { method: 'POST', path: '/runtime/instance/v1/collect' }, // ours: CollectBody
  notice: { method: 'GET', path: '/runtime/instance/v1/getNotice' }, // ?id -> NoticeRow (marks it read)
  urgentConf: { method: 'POST', path: '/runtime/instance/v1/getUrgentStateConf' }, // -> UrgentLevel[]
  urgentById: { method: 'POST', path: '/runtime/instance/v1/getUrgrntById' }, // UrgentByIdBody -> {instId, urgentState}
  setUrgent: { method: 'POST', path: '/runtime/instance/v1/setUrgentState' }, // ours: SetUrgentBody
  instanceExport: { method: 'POST', path: '/runtime/instance/v1/export' }, // TypeTreeBody -> text/csv
  eventStream: { method: 'GET', path: '/runtime/events/v1/stream' }, // text/event-stream of LiveEvent

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

  // home page: HOME_CALLS in workflow-home.ts

  // read records (who opened an instance's approval form)
  addReadRecord: { method: 'POST', path: '/runtime/task/v1/addReadRecord' }, // ?taskId, or (ours) ?instId -> ReadRecordRow
  readRecords: { method: 'POST', path: '/runtime/instance/v1/getByRecordInstId' }, // QueryBody (querys procInstId EQUAL; params.distinct '1') -> ReadRecordPage
} as const;

/** Which call each task-list tab uses. */
export const TAB_PATHS = {
  todo: WORKFLOW_PATHS.todoList.path,
  leaderTodo: WORKFLOW_PATHS.leaderTodoList.path,
  done: WORKFLOW_PATHS.doneList.path,
  leaderDone: WORKFLOW_PATHS.leaderDoneList.path,
  myDelegate: WORKFLOW_PATHS.delegateList.path,
  processOverview: WORKFLOW_PATHS.overviewList.path,
  myCollection: WORKFLOW_PATHS.collectionList.path,
  myDraft: WORKFLOW_PATHS.draftList.path,
  ciculated: WORKFLOW_PATHS.circulatedList.path,
  received: WORKFLOW_PATHS.receivedList.path,
  myRequest: WORKFLOW_PATHS.myRequestList.path,
} as const;

/** Which tabs list tasks (TaskPage) and which list instances (InstancePage). */
export const TASK_ROW_TABS = ['todo', 'leaderTodo', 'done', 'leaderDone', 'myDelegate'] as const;
