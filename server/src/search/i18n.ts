import type { Lang, Messages } from '../lib/i18n.js';

export const searchTexts: Messages = {
  detailTooLarge: {
    'zh-CN': '日志详情过大（最多 {max} 字节）',
    'en-US': 'The log detail is too large (at most {max} bytes)',
    id: 'Detail log terlalu besar (maksimal {max} byte)',
  },
};

/**
 * The document system's status and category vocabulary, keyed by the stored (Chinese) label. A
 * label outside it (another document system's) is shown as stored.
 */
const documentLabels: Messages = {
  已发布: { 'zh-CN': '已发布', 'en-US': 'Published', id: 'Diterbitkan' },
  修订中: { 'zh-CN': '修订中', 'en-US': 'Under revision', id: 'Sedang direvisi' },
  已废止: { 'zh-CN': '已废止', 'en-US': 'Withdrawn', id: 'Dicabut' },
  人事制度: { 'zh-CN': '人事制度', 'en-US': 'HR policies', id: 'Kebijakan SDM' },
  财务制度: { 'zh-CN': '财务制度', 'en-US': 'Finance policies', id: 'Kebijakan keuangan' },
  采购管理: { 'zh-CN': '采购管理', 'en-US': 'Purchasing', id: 'Pengadaan' },
  流程规范: { 'zh-CN': '流程规范', 'en-US': 'Process standards', id: 'Standar proses' },
  技术文档: { 'zh-CN': '技术文档', 'en-US': 'Technical documents', id: 'Dokumen teknis' },
  行政管理: { 'zh-CN': '行政管理', 'en-US': 'Administration', id: 'Administrasi' },
  销售管理: { 'zh-CN': '销售管理', 'en-US': 'Sales', id: 'Penjualan' },
  质量管理: { 'zh-CN': '质量管理', 'en-US': 'Quality', id: 'Mutu' },
};

/** A document's status or category label in the reader's language. */
export function documentLabel(label: string, lang: Lang): string {
  return Object.prototype.hasOwnProperty.call(documentLabels, label) ? documentLabels[label][lang] : label;
}
