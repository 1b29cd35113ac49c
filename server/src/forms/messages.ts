import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import { requestLang, translate, type Messages } from '../lib/i18n.js';

/** Every text of the forms domain a user can see, in the three portal languages. */
export const FORMS_MESSAGES: Messages = {
  'form.notFound': { 'zh-CN': '表单不存在', 'en-US': 'The form does not exist', id: 'Formulir tidak ditemukan' },
  'form.forbidden': {
    'zh-CN': '您无权预览此表单：只有管理员和可发起使用该表单的流程的用户可以预览',
    'en-US': 'You may not preview this form: only administrators and users who may start a flow using it can',
    id: 'Anda tidak berhak melihat pratinjau formulir ini: hanya administrator dan pengguna yang dapat memulai alur yang memakainya',
  },
  'node.start': { 'zh-CN': '发起节点', 'en-US': 'Start form', id: 'Formulir awal' },
  'template.notFound': {
    'zh-CN': '数据模板不存在：{key}',
    'en-US': 'The data template does not exist: {key}',
    id: 'Templat data tidak ditemukan: {key}',
  },
  'row.notFound': {
    'zh-CN': '数据不存在或已被删除',
    'en-US': 'The record does not exist or was removed',
    id: 'Data tidak ada atau sudah dihapus',
  },
  'row.forbidden': {
    'zh-CN': '只有创建人或管理员可以修改或删除此数据',
    'en-US': 'Only its creator or an administrator may change or remove this record',
    id: 'Hanya pembuat atau administrator yang dapat mengubah atau menghapus data ini',
  },
  'row.changed': {
    'zh-CN': '数据已被他人修改，请刷新后重试',
    'en-US': 'The record was changed by someone else; refresh and try again',
    id: 'Data diubah oleh orang lain; muat ulang dan coba lagi',
  },
  'row.publishedNoDraft': {
    'zh-CN': '已提交的数据不能再存为草稿',
    'en-US': 'A saved record cannot go back to being a draft',
    id: 'Data yang sudah disimpan tidak dapat kembali menjadi draf',
  },
  'field.unknown': {
    'zh-CN': '模板中没有此字段：{field}',
    'en-US': 'The template has no such field: {field}',
    id: 'Templat tidak memiliki kolom ini: {field}',
  },
  'field.phone': {
    'zh-CN': '{field}格式不正确，应为手机号或座机号（如 13800138000 或 021-12345678）',
    'en-US': '{field} is not a valid phone number (e.g. 13800138000 or 021-12345678)',
    id: '{field} bukan nomor telepon yang valid (mis. 13800138000 atau 021-12345678)',
  },
  'field.email': {
    'zh-CN': '{field}不是有效的邮箱地址',
    'en-US': '{field} is not a valid e-mail address',
    id: '{field} bukan alamat email yang valid',
  },
  'field.creditCode': {
    'zh-CN': '{field}应为18位统一社会信用代码（数字和大写字母）',
    'en-US': '{field} must be an 18-character unified social credit code (digits and capital letters)',
    id: '{field} harus berupa kode kredit sosial terpadu 18 karakter (angka dan huruf kapital)',
  },
  'field.range': {
    'zh-CN': '{field}应在{min}到{max}之间',
    'en-US': '{field} must be between {min} and {max}',
    id: '{field} harus antara {min} dan {max}',
  },
  'field.tooLong': {
    'zh-CN': '{field}不能超过{max}个字符',
    'en-US': '{field} may not be longer than {max} characters',
    id: '{field} tidak boleh lebih dari {max} karakter',
  },
  // the spec's own text (spec 02 §5 "Custom query")
  'query.aliasRequired': { 'zh-CN': 'alias can not be null.', 'en-US': 'alias can not be null.', id: 'alias can not be null.' },
  'query.notFound': {
    'zh-CN': '自定义查询不存在：{alias}',
    'en-US': 'No such custom query: {alias}',
    id: 'Kueri kustom tidak ditemukan: {alias}',
  },
  'query.pageOne': {
    'zh-CN': '自定义查询只提供第1页',
    'en-US': 'A custom query answers page 1 only',
    id: 'Kueri kustom hanya menjawab halaman 1',
  },
};

/** An error with its message already in the caller's language. */
export function formsError(
  request: Pick<FastifyRequest, 'headers'>,
  status: number,
  key: string,
  params: Record<string, string | number> = {},
): AppError {
  return new AppError(status, translate(FORMS_MESSAGES, requestLang(request), key, params), status);
}
