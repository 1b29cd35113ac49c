/**
 * Every workflow call of the reference server (method and path). Paths the spec names are kept;
 * for calls the spec leaves unnamed (marked "ours") we chose a path under the same service base.
 * Bodies and answers: contract/workflow.ts, workflow-home.ts. The flow model's calls (definitions, types, forms,
 * agents, secretaries, approval words, often-used flows) are described in their own contract/workflow-*.ts files.
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
  eventStream: { method: 'GET', path: '/runtime/events/v1/stream' }, // text/event-stream of LiveEvent

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
