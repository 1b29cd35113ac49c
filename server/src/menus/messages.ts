import type { Messages } from '../lib/i18n.js';

/** Texts of the portal domain's answers, in the three portal languages. */
export const portalMessages: Messages = {
  moduleNotFound: { 'zh-CN': '系统模块不存在', 'en-US': 'The system module does not exist', id: 'Modul sistem tidak ada' },
  shortUrlNotFound: {
    'zh-CN': '短链接不存在或已过期',
    'en-US': 'The short link does not exist or has expired',
    id: 'Tautan pendek tidak ada atau sudah kedaluwarsa',
  },
  layoutNotFound: { 'zh-CN': '首页布局未配置', 'en-US': 'No home layout is configured', id: 'Tata letak beranda belum dikonfigurasi' },
  newsNotFound: { 'zh-CN': '新闻公告不存在', 'en-US': 'The news item does not exist', id: 'Berita tidak ada' },
  tagNotFound: { 'zh-CN': '标签不存在', 'en-US': 'The tag does not exist', id: 'Tag tidak ada' },
  tagNotYours: {
    'zh-CN': '只能修改自己创建的标签',
    'en-US': 'You can only change tags you created',
    id: 'Anda hanya dapat mengubah tag yang Anda buat',
  },
  tagDuplicate: {
    'zh-CN': '同类标签名称已存在',
    'en-US': 'A tag of this type with this name already exists',
    id: 'Tag jenis ini dengan nama ini sudah ada',
  },
  screenshotUnknown: {
    'zh-CN': '截图文件不存在或不属于当前用户',
    'en-US': 'The screenshot file does not exist or is not yours',
    id: 'Berkas tangkapan layar tidak ada atau bukan milik Anda',
  },
  feedbackEmpty: {
    'zh-CN': '请填写反馈内容',
    'en-US': 'Please describe the problem',
    id: 'Harap jelaskan masalahnya',
  },
  eventNotFound: { 'zh-CN': '下载任务不存在', 'en-US': 'The download task does not exist', id: 'Tugas unduhan tidak ada' },
  eventRunning: {
    'zh-CN': '下载任务正在执行，请稍候',
    'en-US': 'The download task is running, please wait',
    id: 'Tugas unduhan sedang berjalan, harap tunggu',
  },
  eventNoResult: {
    'zh-CN': '下载任务尚未生成文件',
    'en-US': 'The download task has no file yet',
    id: 'Tugas unduhan belum menghasilkan berkas',
  },
  eventFailed: { 'zh-CN': '导出失败：{reason}', 'en-US': 'Export failed: {reason}', id: 'Ekspor gagal: {reason}' },
  eventInternal: { 'zh-CN': '服务器内部错误', 'en-US': 'internal server error', id: 'kesalahan internal server' },
  eventNoDepartment: {
    'zh-CN': '当前用户没有主部门',
    'en-US': 'You have no main department',
    id: 'Anda tidak memiliki departemen utama',
  },
  eventNameMessages: { 'zh-CN': '我的站内消息导出', 'en-US': 'Export of my messages', id: 'Ekspor pesan saya' },
  eventNameDepartmentUsers: { 'zh-CN': '本部门人员导出', 'en-US': 'Export of my department’s staff', id: 'Ekspor staf departemen saya' },
  'csv.messages.subject': { 'zh-CN': '主题', 'en-US': 'Subject', id: 'Subjek' },
  'csv.messages.type': { 'zh-CN': '类型', 'en-US': 'Type', id: 'Jenis' },
  'csv.messages.from': { 'zh-CN': '发送人', 'en-US': 'From', id: 'Pengirim' },
  'csv.messages.time': { 'zh-CN': '接收时间', 'en-US': 'Received', id: 'Diterima' },
  'csv.messages.read': { 'zh-CN': '已读', 'en-US': 'Read', id: 'Dibaca' },
  'csv.messages.content': { 'zh-CN': '内容', 'en-US': 'Content', id: 'Isi' },
  'csv.users.account': { 'zh-CN': '账号', 'en-US': 'Account', id: 'Akun' },
  'csv.users.fullname': { 'zh-CN': '姓名', 'en-US': 'Name', id: 'Nama' },
  'csv.users.employeeNo': { 'zh-CN': '工号', 'en-US': 'Employee no.', id: 'No. karyawan' },
  'csv.users.post': { 'zh-CN': '岗位', 'en-US': 'Position', id: 'Jabatan' },
  'csv.users.email': { 'zh-CN': '邮箱', 'en-US': 'E-mail', id: 'Email' },
  'csv.users.mobile': { 'zh-CN': '手机', 'en-US': 'Mobile', id: 'Ponsel' },
  'csv.yes': { 'zh-CN': '是', 'en-US': 'yes', id: 'ya' },
  'csv.no': { 'zh-CN': '否', 'en-US': 'no', id: 'tidak' },
};
