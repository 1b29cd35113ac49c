import type { Messages } from '../lib/i18n.js';

export const messageTexts: Messages = {
  notFound: { 'zh-CN': '消息不存在', 'en-US': 'The message does not exist', id: 'Pesan tidak ada' },
  noIds: { 'zh-CN': '请选择消息', 'en-US': 'Please select messages', id: 'Harap pilih pesan' },
  unknownReceivers: {
    'zh-CN': '收件人不存在或已停用：{accounts}',
    'en-US': 'No such active colleague: {accounts}',
    id: 'Rekan aktif tidak ditemukan: {accounts}',
  },
  emptySubject: { 'zh-CN': '请填写消息标题', 'en-US': 'Please enter a subject', id: 'Harap isi subjek' },
};
