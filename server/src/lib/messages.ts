import type { Messages } from './i18n.js';

/** Messages of the server core (sign-in check, generic filters, validation), in the three languages. */
export const coreMessages: Messages = {
  'auth.notSignedIn': { 'zh-CN': '未登录，请先登录', 'en-US': 'Not signed in: please sign in', id: 'Belum masuk: silakan masuk' },
  'auth.tokenInvalid': {
    'zh-CN': '登录已失效，请重新登录',
    'en-US': 'Your session is invalid or has expired: please sign in again',
    id: 'Sesi Anda tidak valid atau telah berakhir: silakan masuk lagi',
  },
  'filter.unknownColumn': {
    'zh-CN': '不支持的查询字段：{property}',
    'en-US': 'Unknown filter column: {property}',
    id: 'Kolom filter tidak dikenal: {property}',
  },
  'filter.badOperation': {
    'zh-CN': '字段 {property} 不支持操作 {operation}',
    'en-US': 'Operation {operation} is not allowed on {property}',
    id: 'Operasi {operation} tidak diizinkan pada {property}',
  },
  'filter.badValue': {
    'zh-CN': '查询字段 {property} 的值无效',
    'en-US': 'Invalid value for filter {property}',
    id: 'Nilai filter {property} tidak valid',
  },
  'filter.badDirection': {
    'zh-CN': '字段 {property} 的排序方向无效',
    'en-US': 'Invalid sort direction on {property}',
    id: 'Arah urutan pada {property} tidak valid',
  },
  'request.invalid': { 'zh-CN': '请求参数无效：{detail}', 'en-US': 'Invalid request: {detail}', id: 'Permintaan tidak valid: {detail}' },
  'request.badJson': {
    'zh-CN': '请求内容不是有效的 JSON',
    'en-US': 'The request body is not valid JSON',
    id: 'Isi permintaan bukan JSON yang valid',
  },
  'request.tooLarge': { 'zh-CN': '请求内容过大', 'en-US': 'The request is too large', id: 'Permintaan terlalu besar' },
  'request.mediaType': {
    'zh-CN': '不支持的请求内容类型',
    'en-US': 'This type of request content is not supported',
    id: 'Jenis isi permintaan ini tidak didukung',
  },
  'request.refused': { 'zh-CN': '请求无法处理', 'en-US': 'The request cannot be processed', id: 'Permintaan tidak dapat diproses' },
  'server.error': { 'zh-CN': '服务器内部错误', 'en-US': 'Internal server error', id: 'Kesalahan server internal' },
  'route.notFound': { 'zh-CN': '接口不存在：{route}', 'en-US': 'No such call: {route}', id: 'Panggilan tidak ada: {route}' },
};
