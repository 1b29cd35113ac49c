import type { FastifyRequest } from 'fastify';
import { requestLang, translate, type Lang, type Messages } from '../lib/i18n.js';
import { AppError } from '../lib/errors.js';

/** Every text of the workflow domain a user can see, in the three portal languages. */
export const WF_MESSAGES: Messages = {
  'task.notFound': { 'zh-CN': '任务不存在', 'en-US': 'The task does not exist', id: 'Tugas tidak ditemukan' },
  'task.forbidden': {
    'zh-CN': '您无权处理或查看此任务',
    'en-US': 'You may not view or handle this task',
    id: 'Anda tidak berhak melihat atau menangani tugas ini',
  },
  'task.alreadyDone': {
    'zh-CN': '该任务已被处理，请刷新后查看',
    'en-US': 'This task has already been handled; refresh to see its state',
    id: 'Tugas ini sudah ditangani; muat ulang untuk melihat statusnya',
  },
  'task.busy': {
    'zh-CN': '流程正忙，请稍后重试',
    'en-US': 'The process is busy; please try again',
    id: 'Proses sedang sibuk; silakan coba lagi',
  },
  'task.lockedBySomeone': { 'zh-CN': '任务已被{name}锁定', 'en-US': 'The task is locked by {name}', id: 'Tugas dikunci oleh {name}' },
  'task.notLockable': { 'zh-CN': '该任务无需锁定', 'en-US': 'This task cannot be locked', id: 'Tugas ini tidak dapat dikunci' },
  'task.notLockedByYou': { 'zh-CN': '该任务未被您锁定', 'en-US': 'You have not locked this task', id: 'Anda tidak mengunci tugas ini' },
  'task.actionNotAllowed': {
    'zh-CN': '当前节点不允许此操作：{action}',
    'en-US': 'This step does not allow the action: {action}',
    id: 'Langkah ini tidak mengizinkan tindakan: {action}',
  },
  'task.opinionRequired': { 'zh-CN': '请填写审批意见', 'en-US': 'Please write an opinion', id: 'Silakan tulis pendapat' },
  'task.rejectNoTarget': {
    'zh-CN': '没有可驳回的节点',
    'en-US': 'There is no step to return to',
    id: 'Tidak ada langkah untuk dikembalikan',
  },
  'task.hangUp': {
    'zh-CN': '流程已挂起，暂不能处理',
    'en-US': 'The process is on hold and cannot be handled now',
    id: 'Proses sedang ditangguhkan dan belum dapat ditangani',
  },
  'task.formChanged': {
    'zh-CN': '表单数据已被他人修改，请刷新后重试',
    'en-US': 'The form was changed by someone else; refresh and try again',
    id: 'Formulir diubah oleh orang lain; muat ulang dan coba lagi',
  },
  'task.fieldRequired': {
    'zh-CN': '请填写必填项：{field}',
    'en-US': 'Please fill in the required field: {field}',
    id: 'Silakan isi kolom wajib: {field}',
  },
  'task.fieldInvalid': {
    'zh-CN': '字段取值无效：{field}',
    'en-US': 'The value of this field is not valid: {field}',
    id: 'Nilai kolom ini tidak valid: {field}',
  },
  // the rule's own message is already in the caller's language (stored with the form)
  'task.ruleBroken': { 'zh-CN': '{message}', 'en-US': '{message}', id: '{message}' },
  'task.ruleBrokenRow': {
    'zh-CN': '{field}第 {row} 行：{message}',
    'en-US': '{field}, row {row}: {message}',
    id: '{field}, baris {row}: {message}',
  },
  'task.notDelegable': { 'zh-CN': '该任务不能转交', 'en-US': 'This task cannot be handed over', id: 'Tugas ini tidak dapat diserahkan' },
  'task.notDelegated': {
    'zh-CN': '该任务不是您转交出去的待办',
    'en-US': 'This is not an open task you handed over',
    id: 'Ini bukan tugas terbuka yang Anda serahkan',
  },
  'task.agentSelf': {
    'zh-CN': '不能转交给自己',
    'en-US': 'You cannot hand a task to yourself',
    id: 'Anda tidak dapat menyerahkan tugas kepada diri sendiri',
  },
  'task.revokeNotAllowed': {
    'zh-CN': '后续节点已处理或流程已变化，不能撤回',
    'en-US': 'The next step was already handled or the process moved on; it cannot be revoked',
    id: 'Langkah berikutnya sudah ditangani atau proses sudah berlanjut; tidak dapat ditarik kembali',
  },
  'user.notFound': {
    'zh-CN': '用户不存在或已停用',
    'en-US': 'The user does not exist or is disabled',
    id: 'Pengguna tidak ada atau dinonaktifkan',
  },
  'instance.notFound': { 'zh-CN': '流程实例不存在', 'en-US': 'The process instance does not exist', id: 'Instans proses tidak ditemukan' },
  'instance.forbidden': {
    'zh-CN': '您无权查看此流程',
    'en-US': 'You may not view this process',
    id: 'Anda tidak berhak melihat proses ini',
  },
  'instance.notRunning': { 'zh-CN': '流程已结束', 'en-US': 'The process has ended', id: 'Proses telah berakhir' },
  'instance.onlyCreatorOrAdmin': {
    'zh-CN': '只有发起人或管理员可以执行此操作',
    'en-US': 'Only the initiator or an administrator may do this',
    id: 'Hanya pemohon atau administrator yang dapat melakukan ini',
  },
  'instance.removeRunning': {
    'zh-CN': '运行中的流程只有管理员可以删除',
    'en-US': 'Only an administrator may remove a running process',
    id: 'Hanya administrator yang dapat menghapus proses yang berjalan',
  },
  'instance.alreadyHangUp': { 'zh-CN': '流程已处于挂起状态', 'en-US': 'The process is already on hold', id: 'Proses sudah ditangguhkan' },
  'instance.notHangUp': { 'zh-CN': '流程未挂起', 'en-US': 'The process is not on hold', id: 'Proses tidak ditangguhkan' },
  'instance.badHangUpType': {
    'zh-CN': '未知的挂起操作：{type}',
    'en-US': 'Unknown hang-up action: {type}',
    id: 'Tindakan penangguhan tidak dikenal: {type}',
  },
  'def.notFound': { 'zh-CN': '流程定义不存在', 'en-US': 'The flow definition does not exist', id: 'Definisi alur tidak ditemukan' },
  'def.forbidden': { 'zh-CN': '流程定义已禁用', 'en-US': 'The flow definition is disabled', id: 'Definisi alur dinonaktifkan' },
  'def.noStartRight': {
    'zh-CN': '您没有发起该流程的权限',
    'en-US': 'You may not start this flow',
    id: 'Anda tidak berhak memulai alur ini',
  },
  'def.refused': {
    'zh-CN': '流程定义未通过检查，共{count}个问题',
    'en-US': 'The definition was refused: {count} problem(s)',
    id: 'Definisi ditolak: {count} masalah',
  },
  'def.adminOnly': {
    'zh-CN': '只有管理员可以管理流程定义',
    'en-US': 'Only administrators may manage flow definitions',
    id: 'Hanya administrator yang dapat mengelola definisi alur',
  },
  'form.notFound': { 'zh-CN': '表单不存在', 'en-US': 'The form does not exist', id: 'Formulir tidak ditemukan' },
  'form.forbidden': {
    'zh-CN': '您无权预览该表单',
    'en-US': 'You may not preview this form',
    id: 'Anda tidak boleh melihat pratinjau formulir ini',
  },
  'draft.notFound': { 'zh-CN': '草稿不存在', 'en-US': 'The draft does not exist', id: 'Draf tidak ditemukan' },
  'record.notFound': { 'zh-CN': '记录不存在', 'en-US': 'The record does not exist', id: 'Catatan tidak ditemukan' },
  'record.forbidden': {
    'zh-CN': '您无权修改此记录',
    'en-US': 'You may not change this record',
    id: 'Anda tidak berhak mengubah catatan ini',
  },
  'agent.badPeriod': {
    'zh-CN': '代理结束时间必须晚于开始时间',
    'en-US': 'The end of the agency must be after its start',
    id: 'Akhir perwakilan harus setelah awalnya',
  },
  'secretary.forbidden': {
    'zh-CN': '您不是该领导的秘书',
    'en-US': 'You are not this leader’s secretary',
    id: 'Anda bukan sekretaris pimpinan ini',
  },
  'type.hasDefs': {
    'zh-CN': '分类下还有流程定义，不能删除',
    'en-US': 'The category still holds flow definitions',
    id: 'Kategori masih berisi definisi alur',
  },
  'filter.badColumn': { 'zh-CN': '不支持的查询条件', 'en-US': 'Unsupported filter', id: 'Filter tidak didukung' },
  'engine.failed': {
    'zh-CN': '流程执行出错（节点 {node}），已记录为异常',
    'en-US': 'The process failed at step {node}; it was recorded as an exception',
    id: 'Proses gagal pada langkah {node}; dicatat sebagai pengecualian',
  },

  // why a deployment is refused
  'deploy.tooLarge': {
    'zh-CN': '文件过大（最大 2 MB）',
    'en-US': 'The file is too large (2 MB at most)',
    id: 'Berkas terlalu besar (maksimal 2 MB)',
  },
  'deploy.doctype': {
    'zh-CN': '不允许 DOCTYPE 或实体声明',
    'en-US': 'DOCTYPE and entity declarations are not allowed',
    id: 'Deklarasi DOCTYPE dan entitas tidak diizinkan',
  },
  'deploy.xmlInvalid': {
    'zh-CN': '不是有效的 BPMN 2.0 XML',
    'en-US': 'This is not valid BPMN 2.0 XML',
    id: 'Ini bukan XML BPMN 2.0 yang valid',
  },
  'deploy.noProcess': { 'zh-CN': '没有流程（process）元素', 'en-US': 'There is no process element', id: 'Tidak ada elemen proses' },
  'deploy.manyProcesses': {
    'zh-CN': '只能包含一个流程（process）',
    'en-US': 'Only one process per definition is allowed',
    id: 'Hanya satu proses per definisi yang diizinkan',
  },
  'deploy.badKey': {
    'zh-CN': '流程 id 只能由字母、数字、下划线和连字符组成，并以字母开头',
    'en-US': 'The process id must start with a letter and hold only letters, digits, _ and -',
    id: 'Id proses harus diawali huruf dan hanya berisi huruf, angka, _ dan -',
  },
  'deploy.scriptTask': {
    'zh-CN': '不允许脚本任务（scriptTask）',
    'en-US': 'Script tasks are not allowed',
    id: 'Tugas skrip tidak diizinkan',
  },
  'deploy.scriptCondition': {
    'zh-CN': '不允许脚本条件（带 language 的表达式），请使用 FEEL',
    'en-US': 'Scripted conditions (an expression with a language) are not allowed; use FEEL',
    id: 'Kondisi berskrip (ekspresi dengan bahasa) tidak diizinkan; gunakan FEEL',
  },
  'deploy.code': {
    'zh-CN': '不允许代码属性：{attribute}',
    'en-US': 'Code attributes are not allowed: {attribute}',
    id: 'Atribut kode tidak diizinkan: {attribute}',
  },
  'deploy.codeAttribute': {
    'zh-CN': '不允许可执行的扩展属性或表达式：{attribute}',
    'en-US': 'Executable extension attributes or expressions are not allowed: {attribute}',
    id: 'Atribut ekstensi atau ekspresi yang dapat dieksekusi tidak diizinkan: {attribute}',
  },
  'deploy.extensionElement': {
    'zh-CN': '不允许扩展元素：{type}',
    'en-US': 'Extension elements are not allowed: {type}',
    id: 'Elemen ekstensi tidak diizinkan: {type}',
  },
  'deploy.unsupportedElement': {
    'zh-CN': '不支持的元素：{type}',
    'en-US': 'Unsupported element: {type}',
    id: 'Elemen tidak didukung: {type}',
  },
  'deploy.complexGateway': {
    'zh-CN': '引擎不支持复杂网关',
    'en-US': 'The engine does not support complex gateways',
    id: 'Mesin tidak mendukung gateway kompleks',
  },
  'deploy.notFeel': {
    'zh-CN': '表达式必须是 FEEL（以 = 开头）',
    'en-US': 'Expressions must be FEEL (starting with =)',
    id: 'Ekspresi harus FEEL (diawali =)',
  },
  'deploy.unsafeExpression': {
    'zh-CN': '表达式引用了不允许的名称（如 constructor）',
    'en-US': 'The expression uses a forbidden name (such as constructor)',
    id: 'Ekspresi memakai nama terlarang (seperti constructor)',
  },
  'deploy.badExpression': {
    'zh-CN': 'FEEL 表达式语法错误',
    'en-US': 'The FEEL expression has a syntax error',
    id: 'Ekspresi FEEL memiliki kesalahan sintaks',
  },
  'deploy.eventDefinition': {
    'zh-CN': '不支持定时、消息、信号等事件定义',
    'en-US': 'Timer, message, signal and other event definitions are not supported',
    id: 'Definisi peristiwa timer, pesan, sinyal, dll. tidak didukung',
  },
  'deploy.badAssignee': {
    'zh-CN': '处理人规则格式错误',
    'en-US': 'The approver rule is malformed',
    id: 'Aturan pemberi persetujuan salah format',
  },
  'deploy.noAssignee': {
    'zh-CN': '用户任务未设置处理人（wf:assignee）',
    'en-US': 'The user task has no approver rule (wf:assignee)',
    id: 'Tugas pengguna tidak memiliki aturan pemberi persetujuan (wf:assignee)',
  },
  'deploy.loopUnsupported': {
    'zh-CN': '只支持用户任务的多实例（会签）',
    'en-US': 'Only user tasks may be multi-instance (countersign)',
    id: 'Hanya tugas pengguna yang boleh multi-instans (tanda tangan bersama)',
  },
  'deploy.noCardinality': {
    'zh-CN': '多实例必须设置 loopCardinality',
    'en-US': 'A multi-instance task needs a loopCardinality',
    id: 'Tugas multi-instans memerlukan loopCardinality',
  },
  'deploy.loopCollection': {
    'zh-CN': '多实例不支持集合输入，请使用 loopCardinality',
    'en-US': 'Multi-instance collections are not supported; use loopCardinality',
    id: 'Koleksi multi-instans tidak didukung; gunakan loopCardinality',
  },
  'deploy.calledElement': {
    'zh-CN': '调用活动必须指定被调用流程的 key',
    'en-US': 'A call activity must name the key of the flow it calls',
    id: 'Aktivitas panggilan harus menyebut kunci alur yang dipanggil',
  },
  'deploy.calledUnknown': {
    'zh-CN': '被调用的流程不存在：{key}',
    'en-US': 'The called flow does not exist: {key}',
    id: 'Alur yang dipanggil tidak ada: {key}',
  },
  'deploy.danglingFlow': {
    'zh-CN': '连线的起点或终点不存在',
    'en-US': 'A sequence flow has a missing source or target',
    id: 'Alur urutan tidak memiliki sumber atau tujuan',
  },
  'deploy.startEvents': {
    'zh-CN': '流程必须有且只有一个开始事件',
    'en-US': 'The process needs exactly one start event',
    id: 'Proses memerlukan tepat satu peristiwa mulai',
  },
  'deploy.noEnd': { 'zh-CN': '流程没有结束事件', 'en-US': 'The process has no end event', id: 'Proses tidak memiliki peristiwa akhir' },
  'deploy.unconditionalFlow': {
    'zh-CN': '排他/包容网关的非默认出线必须有条件',
    'en-US': 'Every non-default flow out of an exclusive or inclusive gateway needs a condition',
    id: 'Setiap alur non-default dari gateway eksklusif atau inklusif memerlukan kondisi',
  },
  'deploy.formUnknown': { 'zh-CN': '表单不存在：{key}', 'en-US': 'The form does not exist: {key}', id: 'Formulir tidak ada: {key}' },
  'deploy.typeUnknown': { 'zh-CN': '分类不存在', 'en-US': 'The category does not exist', id: 'Kategori tidak ada' },

  // exceptions recorded on instances
  'exception.noApprover': {
    'zh-CN': '节点没有找到处理人，已转给管理员',
    'en-US': 'No approver was found for the step; it went to the administrators',
    id: 'Tidak ada pemberi persetujuan untuk langkah ini; diteruskan ke administrator',
  },
  'exception.engine': { 'zh-CN': '流程执行出错：{detail}', 'en-US': 'The process failed: {detail}', id: 'Proses gagal: {detail}' },
  'exception.calledMissing': {
    'zh-CN': '被调用的子流程不存在：{key}',
    'en-US': 'The called sub flow does not exist: {key}',
    id: 'Sub alur yang dipanggil tidak ada: {key}',
  },

  // opinion status labels (spec 02 §4)
  'status.start': { 'zh-CN': '提交', 'en-US': 'Submit', id: 'Kirim' },
  'status.agree': { 'zh-CN': '同意', 'en-US': 'Agree', id: 'Setuju' },
  'status.oppose': { 'zh-CN': '反对', 'en-US': 'Oppose', id: 'Menentang' },
  'status.reject': { 'zh-CN': '驳回', 'en-US': 'Refuse', id: 'Tolak' },
  'status.backToStart': { 'zh-CN': '驳回到发起人', 'en-US': 'Refuse and return to initiator', id: 'Tolak dan kembalikan ke pemohon' },
  'status.reSubmit': { 'zh-CN': '重新提交', 'en-US': 'Resubmit', id: 'Kirim ulang' },
  'status.revoker': { 'zh-CN': '撤回', 'en-US': 'Revoke', id: 'Tarik kembali' },
  'status.revoker_to_start': { 'zh-CN': '撤回到发起人', 'en-US': 'Withdraw to initiator', id: 'Tarik ke pemohon' },
  'status.signPass': { 'zh-CN': '会签通过', 'en-US': 'Countersigned and approved', id: 'Ditandatangani bersama dan disetujui' },
  'status.signNotPass': { 'zh-CN': '会签不通过', 'en-US': 'Countersign failed', id: 'Tanda tangan bersama gagal' },
  'status.skip': { 'zh-CN': '跳过', 'en-US': 'Skip', id: 'Lewati' },
  'status.manual_end': { 'zh-CN': '人工终止', 'en-US': 'Manual termination', id: 'Penghentian manual' },
  'status.awaiting_check': { 'zh-CN': '待审批', 'en-US': 'Pending approval', id: 'Menunggu persetujuan' },
  'status.hangUp': { 'zh-CN': '挂起', 'en-US': 'Pending', id: 'Ditangguhkan' },
  'status.end': { 'zh-CN': '结束', 'en-US': 'Done', id: 'Selesai' },

  // buttons
  'button.agree': { 'zh-CN': '同意', 'en-US': 'Agree', id: 'Setuju' },
  'button.oppose': { 'zh-CN': '反对', 'en-US': 'Oppose', id: 'Menentang' },
  'button.reject': { 'zh-CN': '驳回', 'en-US': 'Refuse', id: 'Tolak' },
  'button.backToStart': { 'zh-CN': '驳回到发起人', 'en-US': 'Return to initiator', id: 'Kembalikan ke pemohon' },
  'button.reSubmit': { 'zh-CN': '重新提交', 'en-US': 'Resubmit', id: 'Kirim ulang' },
  'button.manual_end': { 'zh-CN': '终止流程', 'en-US': 'End the process', id: 'Akhiri proses' },
  'button.skip': { 'zh-CN': '跳过', 'en-US': 'Skip', id: 'Lewati' },
  'button.lock': { 'zh-CN': '锁定', 'en-US': 'Lock', id: 'Kunci' },
  'button.unlock': { 'zh-CN': '解锁', 'en-US': 'Unlock', id: 'Buka kunci' },
  'button.adminUnlock': { 'zh-CN': '强制解锁', 'en-US': 'Force unlock', id: 'Paksa buka kunci' },
  'button.delegate': { 'zh-CN': '转办', 'en-US': 'Hand over', id: 'Serahkan' },
  'button.circulate': { 'zh-CN': '传阅', 'en-US': 'Circulate', id: 'Edarkan' },
  'button.print': { 'zh-CN': '打印', 'en-US': 'Print', id: 'Cetak' },
  'button.flowImage': { 'zh-CN': '流程图', 'en-US': 'Flow chart', id: 'Diagram alur' },
  'button.opinions': { 'zh-CN': '审批记录', 'en-US': 'Approval history', id: 'Riwayat persetujuan' },

  // handler types of setTaskExecutors
  'handler.user': { 'zh-CN': '用户', 'en-US': 'User', id: 'Pengguna' },
  'handler.role': { 'zh-CN': '角色', 'en-US': 'Role', id: 'Peran' },
  'handler.org': { 'zh-CN': '组织', 'en-US': 'Organisation', id: 'Organisasi' },
  'handler.orgLeader': { 'zh-CN': '组织负责人', 'en-US': 'Organisation leader', id: 'Pimpinan organisasi' },
  'handler.initiator': { 'zh-CN': '发起人', 'en-US': 'Initiator', id: 'Pemohon' },
  'handler.initiatorLeader': { 'zh-CN': '发起人的直属领导', 'en-US': 'Initiator’s leader', id: 'Pimpinan pemohon' },
  'handler.field': { 'zh-CN': '表单中的人员字段', 'en-US': 'User field of the form', id: 'Kolom pengguna formulir' },
  'var.instance': { 'zh-CN': '流程信息', 'en-US': 'Process facts', id: 'Fakta proses' },
  'var.form': { 'zh-CN': '表单字段', 'en-US': 'Form fields', id: 'Kolom formulir' },
  'var.countersign': { 'zh-CN': '会签', 'en-US': 'Countersign', id: 'Tanda tangan bersama' },
  'var.initiatorId': { 'zh-CN': '发起人', 'en-US': 'Initiator', id: 'Pemohon' },
  'var.instId': { 'zh-CN': '实例编号', 'en-US': 'Instance id', id: 'Id instans' },
  'var.defKey': { 'zh-CN': '流程 key', 'en-US': 'Flow key', id: 'Kunci alur' },
  'var.approverCount': { 'zh-CN': '节点处理人数', 'en-US': 'Approvers of the node', id: 'Jumlah pemberi persetujuan' },
  'var.passRatio': { 'zh-CN': '同意比例', 'en-US': 'Share agreeing', id: 'Rasio setuju' },
  'var.passCount': { 'zh-CN': '同意人数', 'en-US': 'Votes agreeing', id: 'Suara setuju' },
  'var.opposeCount': { 'zh-CN': '反对人数', 'en-US': 'Votes opposing', id: 'Suara menentang' },
  'var.nrOfInstances': { 'zh-CN': '投票总数', 'en-US': 'Votes in all', id: 'Jumlah suara' },
  'var.nrOfCompletedInstances': { 'zh-CN': '已投票数', 'en-US': 'Votes cast', id: 'Suara masuk' },
  'var.decided': { 'zh-CN': '结果已定', 'en-US': 'Outcome decided', id: 'Hasil sudah pasti' },

  // urgent levels
  'urgent.0': { 'zh-CN': '普通', 'en-US': 'Normal', id: 'Biasa' },
  'urgent.1': { 'zh-CN': '紧急', 'en-US': 'Urgent', id: 'Mendesak' },
  'urgent.2': { 'zh-CN': '特急', 'en-US': 'Very urgent', id: 'Sangat mendesak' },

  // home page sankey
  'sankey.uncategorised': { 'zh-CN': '未分类', 'en-US': 'Uncategorised', id: 'Tanpa kategori' },
  'sankey.running': { 'zh-CN': '审批中', 'en-US': 'In progress', id: 'Sedang diproses' },
  'sankey.end': { 'zh-CN': '已完成', 'en-US': 'Completed', id: 'Selesai' },
  'sankey.stopped': { 'zh-CN': '已终止/退回', 'en-US': 'Stopped or returned', id: 'Dihentikan atau dikembalikan' },

  // default summary of an instance (who, what, how much, when)
  'summary.lead': {
    'zh-CN': '{who}于{when}发起「{what}」',
    'en-US': '{who} started "{what}" on {when}',
    id: '{who} memulai "{what}" pada {when}',
  },
  'summary.sep': { 'zh-CN': '；', 'en-US': '; ', id: '; ' },
  'summary.colon': { 'zh-CN': '：', 'en-US': ': ', id: ': ' },
  'summary.end': { 'zh-CN': '。', 'en-US': '.', id: '.' },
  'summary.prompt': {
    'zh-CN': '请根据下面的流程表单数据，用一两句话概括这项申请：谁、申请什么、金额或数量、时间。只使用给出的事实，不要编造。',
    'en-US':
      'Summarise this request in one or two sentences from the form data below: who, what, how much, when. Use only the given facts; invent nothing.',
    id: 'Ringkas permohonan ini dalam satu atau dua kalimat dari data formulir di bawah: siapa, apa, berapa, kapan. Gunakan hanya fakta yang diberikan; jangan mengarang.',
  },
  'export.header': {
    'zh-CN': '编号,标题,流程,发起人,状态,创建时间',
    'en-US': 'Number,Subject,Flow,Initiator,Status,Created',
    id: 'Nomor,Judul,Alur,Pemohon,Status,Dibuat',
  },
  'export.exceptionHeader': {
    'zh-CN': '流程,标题,节点,原因,时间',
    'en-US': 'Flow,Subject,Step,Reason,Time',
    id: 'Alur,Judul,Langkah,Alasan,Waktu',
  },
  'watermark.default': { 'zh-CN': '{fullname} {account}', 'en-US': '{fullname} {account}', id: '{fullname} {account}' },
};

export function wfText(lang: Lang, key: string, params?: Record<string, string | number>): string {
  return translate(WF_MESSAGES, lang, key, params);
}

/** A workflow error whose message is translated for the caller once the request's language is known. */
export class WfError extends AppError {
  constructor(
    status: number,
    public readonly wfKey: string,
    public readonly wfParams: Record<string, string | number> = {},
    details?: unknown,
  ) {
    // no core message key: the workflow's own dictionary translates it (localise, in the onError hook)
    super(status, wfKey, status, details);
  }
}

export const wfError = (status: number, key: string, params?: Record<string, string | number>, details?: unknown) =>
  new WfError(status, key, params, details);

/** Translates a WfError in place for the caller (the error handler prints `message`). */
export function localise(err: unknown, request: Pick<FastifyRequest, 'headers'>): unknown {
  // by shape, not instanceof: a test runner may load this module twice
  const e = err as Partial<WfError> | null;
  if (e && typeof e === 'object' && typeof e.wfKey === 'string' && e.wfKey in WF_MESSAGES) {
    Object.defineProperty(e, 'message', {
      value: wfText(requestLang(request), e.wfKey, e.wfParams ?? {}),
      writable: true,
      configurable: true,
    });
  }
  return err;
}
