import type { Messages } from '../lib/i18n.js';

/** What sign-in tells a person, in the portal's three languages. */
export const identityMessages: Messages = {
  badCredentials: {
    'zh-CN': '账号或密码错误',
    'en-US': 'Wrong account or password',
    id: 'Akun atau kata sandi salah',
  },
  missingCredentials: {
    'zh-CN': '请输入账号和密码',
    'en-US': 'Please enter your account and password',
    id: 'Masukkan akun dan kata sandi Anda',
  },
  accountDisabled: {
    'zh-CN': '该账号已被禁用，请联系管理员',
    'en-US': 'This account is disabled; please contact the administrator',
    id: 'Akun ini dinonaktifkan; silakan hubungi administrator',
  },
  accountNotActivated: {
    'zh-CN': '该账号尚未激活，请联系管理员',
    'en-US': 'This account is not activated yet; please contact the administrator',
    id: 'Akun ini belum diaktifkan; silakan hubungi administrator',
  },
  accountDeparted: {
    'zh-CN': '该账号的用户已离职，无法登录',
    'en-US': 'The holder of this account has left the company; it cannot sign in',
    id: 'Pemilik akun ini telah keluar dari perusahaan; akun tidak dapat masuk',
  },
  captchaRequired: {
    'zh-CN': '请输入验证码',
    'en-US': 'Please enter the captcha',
    id: 'Masukkan kode captcha',
  },
  captchaWrong: {
    'zh-CN': '验证码错误或已过期，请重新输入',
    'en-US': 'The captcha is wrong or has expired; please try again',
    id: 'Kode captcha salah atau kedaluwarsa; silakan coba lagi',
  },
  tooManyAttempts: {
    'zh-CN': '登录请求过于频繁，请 {seconds} 秒后再试',
    'en-US': 'Too many sign-in requests; please try again in {seconds} seconds',
    id: 'Terlalu banyak permintaan masuk; coba lagi dalam {seconds} detik',
  },
  invalidToken: {
    'zh-CN': '登录已失效，请重新登录',
    'en-US': 'Your sign-in has expired; please sign in again',
    id: 'Sesi masuk Anda telah berakhir; silakan masuk lagi',
  },
  refreshReused: {
    'zh-CN': '刷新令牌已被使用，请重新登录',
    'en-US': 'This refresh token was already used; please sign in again',
    id: 'Token penyegaran ini sudah digunakan; silakan masuk lagi',
  },
  ssoFailed: {
    'zh-CN': '无法获取登录信息',
    'en-US': 'Unable to get login information',
    id: 'Tidak dapat memperoleh informasi masuk',
  },
  loggedOut: {
    'zh-CN': '已退出登录',
    'en-US': 'Signed out',
    id: 'Telah keluar',
  },
};

/** The server-rendered sign-in page. */
export const loginPageMessages: Messages = {
  appTitle: { 'zh-CN': '企业审批门户', 'en-US': 'Approval Portal', id: 'Portal Persetujuan' },
  heading: { 'zh-CN': '登录', 'en-US': 'Sign in', id: 'Masuk' },
  account: { 'zh-CN': '账号', 'en-US': 'Account', id: 'Akun' },
  password: { 'zh-CN': '密码', 'en-US': 'Password', id: 'Kata sandi' },
  captcha: { 'zh-CN': '验证码', 'en-US': 'Captcha', id: 'Captcha' },
  captchaImage: {
    'zh-CN': '验证码图片，点击换一张',
    'en-US': 'Captcha image, click for another',
    id: 'Gambar captcha, klik untuk yang lain',
  },
  submit: { 'zh-CN': '登录', 'en-US': 'Sign in', id: 'Masuk' },
  submitting: { 'zh-CN': '正在登录…', 'en-US': 'Signing in…', id: 'Sedang masuk…' },
  language: { 'zh-CN': '语言', 'en-US': 'Language', id: 'Bahasa' },
  demoHint: {
    'zh-CN': '演示账号：zhangwei（张伟）、lina（李娜）等，密码 Portal@2026；管理员 htadmin，密码 Admin@2026',
    'en-US': 'Demo accounts: zhangwei, lina and others with password Portal@2026; administrator htadmin with Admin@2026',
    id: 'Akun demo: zhangwei, lina, dan lainnya dengan kata sandi Portal@2026; administrator htadmin dengan Admin@2026',
  },
  // each language names itself, whatever the page's language
  languageName: { 'zh-CN': '简体中文', 'en-US': 'English', id: 'Bahasa Indonesia' },
  sessionExpired: {
    'zh-CN': '登录已失效，请重新登录',
    'en-US': 'Your session has ended: please sign in again',
    id: 'Sesi Anda telah berakhir: silakan masuk lagi',
  },
  networkError: {
    'zh-CN': '无法连接服务器，请稍后再试',
    'en-US': 'Cannot reach the server; please try again later',
    id: 'Tidak dapat menghubungi server; coba lagi nanti',
  },
};
