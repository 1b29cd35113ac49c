import type { Database } from '../db/database.js';

/** [title, catalogue, owner account] */
const DOCUMENTS: [string, string, string][] = [
  ['员工考勤管理制度', '人事制度', 'liuyang'],
  ['年休假管理办法', '人事制度', 'liuyang'],
  ['员工招聘与录用流程', '人事制度', 'liuyang'],
  ['绩效考核实施细则', '人事制度', 'liuyang'],
  ['员工培训管理规定', '人事制度', 'liuyang'],
  ['加班与调休管理办法', '人事制度', 'liuyang'],
  ['费用报销管理办法', '财务制度', 'chenjing'],
  ['差旅费标准与报销规定', '财务制度', 'chenjing'],
  ['预算编制与执行管理办法', '财务制度', 'chenjing'],
  ['备用金管理规定', '财务制度', 'chenjing'],
  ['发票开具与管理规范', '财务制度', 'sunli'],
  ['固定资产管理办法', '财务制度', 'sunli'],
  ['采购管理制度', '采购管理', 'zhouqiang'],
  ['供应商准入与评估办法', '采购管理', 'zhouqiang'],
  ['招标采购实施细则', '采购管理', 'zhouqiang'],
  ['办公用品领用规定', '采购管理', 'zhouqiang'],
  ['合同审批与管理办法', '流程规范', 'wangqiang'],
  ['用印申请流程规范', '流程规范', 'wangqiang'],
  ['流程审批时效要求', '流程规范', 'htadmin'],
  ['审批门户使用指南', '流程规范', 'htadmin'],
  ['请假审批流程说明', '流程规范', 'liuyang'],
  ['出差申请流程说明', '流程规范', 'liuyang'],
  ['代理审批设置规范', '流程规范', 'htadmin'],
  ['研发项目管理规范', '技术文档', 'lina'],
  ['代码评审规范', '技术文档', 'lina'],
  ['软件版本发布流程', '技术文档', 'lina'],
  ['接口设计规范', '技术文档', 'zhangwei'],
  ['数据库设计规范', '技术文档', 'zhangwei'],
  ['前端开发规范', '技术文档', 'zhaomin'],
  ['测试用例编写规范', '技术文档', 'zhaomin'],
  ['生产环境变更管理规范', '技术文档', 'lina'],
  ['信息安全管理制度', '行政管理', 'htadmin'],
  ['账号与权限管理规定', '行政管理', 'htadmin'],
  ['办公区域安全管理规定', '行政管理', 'wangqiang'],
  ['会议室使用管理办法', '行政管理', 'wangqiang'],
  ['车辆使用管理规定', '行政管理', 'wangqiang'],
  ['销售合同评审办法', '销售管理', 'wuhao'],
  ['客户信息管理规范', '销售管理', 'wuhao'],
  ['销售提成核算办法', '销售管理', 'wuhao'],
  ['渠道合作伙伴管理办法', '销售管理', 'wuhao'],
  ['质量管理体系手册', '质量管理', 'wangqiang'],
  ['不合格品处理程序', '质量管理', 'wangqiang'],
  ['客户投诉处理流程', '质量管理', 'wuhao'],
  ['档案管理办法', '行政管理', 'htadmin'],
];

const PREFIX: Record<string, string> = {
  人事制度: 'HR',
  财务制度: 'FIN',
  采购管理: 'PUR',
  流程规范: 'BPM',
  技术文档: 'TEC',
  行政管理: 'ADM',
  销售管理: 'SAL',
  质量管理: 'QM',
};
const DAY = 86400000;
const BASE = Date.UTC(2026, 9, 15, 1, 0, 0);

/**
 * 44 documents with deterministic dates: created days apart, effective a week after creation,
 * the last ones still under revision (no effective time yet) or withdrawn.
 */
export function documentSeedRows(userIds: Map<string, string>, fullnames: Map<string, string>) {
  const counters = new Map<string, number>();
  return DOCUMENTS.map(([title, catalogue, owner], i) => {
    const prefix = PREFIX[catalogue];
    const n = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, n);
    const code = `DOC-${prefix}-${String(n).padStart(3, '0')}`;
    const created = new Date(BASE - (i * 13 + (i % 5) * 3) * DAY);
    const status = i % 11 === 10 ? '修订中' : i % 17 === 16 ? '已废止' : '已发布';
    return {
      id: `doc_${String(i + 1).padStart(3, '0')}`,
      title,
      catalogue_label: catalogue,
      version: `${1 + (i % 3)}.${i % 4}`,
      status_label: status,
      code,
      owner_id: userIds.get(owner) ?? null,
      owner_name: fullnames.get(owner) ?? owner,
      created_time: created,
      effective_time: status === '修订中' ? null : new Date(created.getTime() + 7 * DAY),
      dms_url: `https://dms.example.com/documents/view?code=${code}`,
    };
  });
}

export async function seedDocuments(db: Database, userIds: Map<string, string>, fullnames: Map<string, string>): Promise<void> {
  await db.insertInto('doc_document').values(documentSeedRows(userIds, fullnames)).execute();
}
