import type { Messages } from '../lib/i18n.js';

export const fileMessages: Messages = {
  tooLarge: {
    'zh-CN': '文件过大，单个文件不能超过 {limit}',
    'en-US': 'The file is too large; each file may be at most {limit}',
    id: 'Berkas terlalu besar; setiap berkas paling besar {limit}',
  },
  tooManyFiles: {
    'zh-CN': '一次上传的文件过多',
    'en-US': 'Too many files in one upload',
    id: 'Terlalu banyak berkas dalam satu unggahan',
  },
  noFile: { 'zh-CN': '请选择要上传的文件', 'en-US': 'Please choose a file to upload', id: 'Pilih berkas untuk diunggah' },
  notMultipart: {
    'zh-CN': '上传请求必须是 multipart/form-data',
    'en-US': 'An upload must be sent as multipart/form-data',
    id: 'Unggahan harus dikirim sebagai multipart/form-data',
  },
  notFound: { 'zh-CN': '文件不存在', 'en-US': 'File not found', id: 'Berkas tidak ditemukan' },
  forbidden: { 'zh-CN': '您无权查看该文件', 'en-US': 'You may not read this file', id: 'Anda tidak boleh membaca berkas ini' },
  needsConversion: {
    'zh-CN': '该类型的文件需要转换后才能在线预览，请下载后查看',
    'en-US': 'This type of file needs a conversion for online preview; please download it instead',
    id: 'Jenis berkas ini perlu dikonversi untuk pratinjau daring; silakan unduh berkasnya',
  },
  tooManyIds: {
    'zh-CN': '一次最多打包下载 {max} 个文件',
    'en-US': 'At most {max} files can be downloaded together',
    id: 'Paling banyak {max} berkas dapat diunduh bersama',
  },
  uploaded: { 'zh-CN': '上传成功', 'en-US': 'Uploaded', id: 'Berhasil diunggah' },
};
