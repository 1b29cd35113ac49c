import type { Messages } from '../lib/i18n.js';

export const searchTexts: Messages = {
  detailTooLarge: {
    'zh-CN': '日志详情过大（最多 {max} 字节）',
    'en-US': 'The log detail is too large (at most {max} bytes)',
    id: 'Detail log terlalu besar (maksimal {max} byte)',
  },
};
