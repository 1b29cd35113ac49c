import type { Messages } from '../lib/i18n.js';

export const ucMessages: Messages = {
  userNotFound: { 'zh-CN': '用户不存在', 'en-US': 'User not found', id: 'Pengguna tidak ditemukan' },
  badBase64: {
    'zh-CN': '请求内容不是有效的 Base64 编码 JSON',
    'en-US': 'The request body is not Base64-encoded JSON',
    id: 'Isi permintaan bukan JSON yang dikodekan Base64',
  },
  badQueryBody: {
    'zh-CN': '查询条件格式不正确：{detail}',
    'en-US': 'The query is not well formed: {detail}',
    id: 'Format kueri tidak benar: {detail}',
  },
  accountRequired: { 'zh-CN': '请提供账号或用户 ID', 'en-US': 'An account or user id is required', id: 'Akun atau ID pengguna diperlukan' },
  oldPasswordWrong: { 'zh-CN': '原密码错误', 'en-US': 'The current password is wrong', id: 'Kata sandi saat ini salah' },
  passwordTooShort: {
    'zh-CN': '新密码至少需要 {min} 个字符',
    'en-US': 'The new password needs at least {min} characters',
    id: 'Kata sandi baru minimal {min} karakter',
  },
  passwordNeedsLetter: {
    'zh-CN': '新密码必须包含字母',
    'en-US': 'The new password must contain a letter',
    id: 'Kata sandi baru harus berisi huruf',
  },
  passwordNeedsDigit: {
    'zh-CN': '新密码必须包含数字',
    'en-US': 'The new password must contain a digit',
    id: 'Kata sandi baru harus berisi angka',
  },
  passwordNeedsUpper: {
    'zh-CN': '新密码必须包含大写字母',
    'en-US': 'The new password must contain an upper-case letter',
    id: 'Kata sandi baru harus berisi huruf besar',
  },
  passwordNeedsSpecial: {
    'zh-CN': '新密码必须包含特殊字符',
    'en-US': 'The new password must contain a special character',
    id: 'Kata sandi baru harus berisi karakter khusus',
  },
  passwordIsAccount: {
    'zh-CN': '新密码不能与账号相同',
    'en-US': 'The new password must not be the account name',
    id: 'Kata sandi baru tidak boleh sama dengan nama akun',
  },
  passwordUnchanged: {
    'zh-CN': '新密码不能与原密码相同',
    'en-US': 'The new password must differ from the current one',
    id: 'Kata sandi baru harus berbeda dari kata sandi saat ini',
  },
  passwordChanged: {
    'zh-CN': '密码已修改，其他设备上的登录已退出',
    'en-US': 'Password changed; your other sessions have been signed out',
    id: 'Kata sandi diubah; sesi Anda yang lain telah dikeluarkan',
  },
  postNotYours: {
    'zh-CN': '您不在该岗位上，无法切换',
    'en-US': 'You do not hold this post, so you cannot switch to it',
    id: 'Anda tidak memegang jabatan ini sehingga tidak dapat beralih ke sana',
  },
  postSwitched: { 'zh-CN': '岗位已切换', 'en-US': 'Position switched', id: 'Jabatan telah dialihkan' },
  tenantNotFound: { 'zh-CN': '租户不存在', 'en-US': 'Tenant not found', id: 'Penyewa tidak ditemukan' },
};
