import type { Messages } from '../lib/i18n.js';

/** Texts of the assistant and the handbook pages, in the three portal languages. */
export const assistantTexts: Messages = {
  'handbook.title': { 'zh-CN': '使用手册', 'en-US': 'Handbook', id: 'Buku panduan' },
  'handbook.intro': {
    'zh-CN': '审批门户的常用操作说明。',
    'en-US': 'How to do the everyday things in the approval portal.',
    id: 'Cara melakukan hal sehari-hari di portal persetujuan.',
  },
  'handbook.contents': { 'zh-CN': '目录', 'en-US': 'Contents', id: 'Daftar isi' },
  'handbook.languages': { 'zh-CN': '语言', 'en-US': 'Languages', id: 'Bahasa' },
  'handbook.backToPortal': { 'zh-CN': '返回门户', 'en-US': 'Back to the portal', id: 'Kembali ke portal' },
  'handbook.notFound': {
    'zh-CN': '手册页面不存在',
    'en-US': 'This handbook page does not exist',
    id: 'Halaman buku panduan ini tidak ada',
  },

  'answer.fromHandbook': {
    'zh-CN': '使用手册《{page}》中“{section}”一节：',
    'en-US': 'From the handbook page “{page}”, section “{section}”:',
    id: 'Dari halaman buku panduan “{page}”, bagian “{section}”:',
  },
  'answer.more': { 'zh-CN': '详见：{url}', 'en-US': 'More: {url}', id: 'Selengkapnya: {url}' },
  'answer.related': { 'zh-CN': '相关内容：', 'en-US': 'Related:', id: 'Terkait:' },
  'answer.empty': { 'zh-CN': '请输入问题', 'en-US': 'Please type a question', id: 'Silakan ketik pertanyaan' },
  'answer.notFound': {
    'zh-CN': '抱歉，使用手册中没有找到与您的问题相关的内容。您可以换个说法再问，查看使用手册（{url}），或点击“转人工”联系人工客服。',
    'en-US':
      'Sorry, the handbook has nothing on your question. Try asking in other words, look through the handbook ({url}), or use “Transfer to a human agent”.',
    id: 'Maaf, buku panduan tidak memuat jawaban atas pertanyaan Anda. Coba tanyakan dengan kata lain, lihat buku panduan ({url}), atau gunakan “Alihkan ke petugas”.',
  },
  'tasks.count': { 'zh-CN': '您当前有 {count} 条待办。', 'en-US': 'You have {count} to-dos.', id: 'Anda memiliki {count} tugas.' },
  'tasks.countOne': { 'zh-CN': '您当前有 1 条待办。', 'en-US': 'You have 1 to-do.', id: 'Anda memiliki 1 tugas.' },
  'tasks.none': { 'zh-CN': '您当前没有待办。', 'en-US': 'You have no to-dos.', id: 'Anda tidak memiliki tugas.' },
  'tasks.latest': { 'zh-CN': '最近的待办：', 'en-US': 'The latest:', id: 'Yang terbaru:' },
  'tasks.item': {
    'zh-CN': '- {subject}（{flow}，节点“{node}”，{time} 到达）',
    'en-US': '- {subject} ({flow}, step “{node}”, arrived {time})',
    id: '- {subject} ({flow}, langkah “{node}”, tiba {time})',
  },
  'tasks.open': {
    'zh-CN': '在“我的待办”中处理：/front/matter/myTask',
    'en-US': 'Handle them in My tasks: /front/matter/myTask',
    id: 'Tangani di Tugas saya: /front/matter/myTask',
  },
  'requests.none': {
    'zh-CN': '没有找到您发起的相关申请。',
    'en-US': 'I found no matching request that you started.',
    id: 'Tidak ada permohonan yang cocok yang Anda mulai.',
  },
  'requests.noneAtAll': {
    'zh-CN': '您还没有发起过流程。',
    'en-US': 'You have not started any process yet.',
    id: 'Anda belum memulai proses apa pun.',
  },
  'requests.item': {
    'zh-CN': '- {subject}（{flow}，{time} 发起）：{state}',
    'en-US': '- {subject} ({flow}, started {time}): {state}',
    id: '- {subject} ({flow}, dimulai {time}): {state}',
  },
  'requests.at': {
    'zh-CN': '审批中，当前在“{nodes}”，待 {people} 处理',
    'en-US': 'in approval, now at “{nodes}”, waiting for {people}',
    id: 'dalam persetujuan, sekarang di “{nodes}”, menunggu {people}',
  },
  'requests.running': { 'zh-CN': '审批中', 'en-US': 'in approval', id: 'dalam persetujuan' },
  'requests.hangUp': { 'zh-CN': '已挂起', 'en-US': 'hung up', id: 'ditangguhkan' },
  'requests.end': { 'zh-CN': '已办结', 'en-US': 'finished', id: 'selesai' },
  'requests.manual_end': { 'zh-CN': '已人工终止', 'en-US': 'terminated by hand', id: 'dihentikan manual' },
  'requests.backToStart': {
    'zh-CN': '已驳回到发起人，请修改后重新提交',
    'en-US': 'rejected to you; change it and submit again',
    id: 'ditolak ke Anda; ubah lalu kirim ulang',
  },
  'requests.revoker_to_start': { 'zh-CN': '已撤回到发起人', 'en-US': 'withdrawn to you', id: 'ditarik kembali ke Anda' },
  'requests.other': { 'zh-CN': '状态：{status}', 'en-US': 'status: {status}', id: 'status: {status}' },
  'requests.open': {
    'zh-CN': '在“我的申请”中查看详情：/front/matter/myRequest',
    'en-US': 'Details in My requests: /front/matter/myRequest',
    id: 'Rincian di Permohonan saya: /front/matter/myRequest',
  },
  'tasks.unavailable': {
    'zh-CN': '暂时无法读取您的流程数据。',
    'en-US': 'Your process data cannot be read right now.',
    id: 'Data proses Anda tidak dapat dibaca saat ini.',
  },
  'stream.failed': {
    'zh-CN': '回答获取失败，请稍后重试',
    'en-US': 'Could not get an answer, please try again later',
    id: 'Gagal mendapatkan jawaban, coba lagi nanti',
  },
  'llm.system': {
    'zh-CN': '你是企业审批门户的助手。只根据下面提供的资料回答用户的问题；资料中没有的内容要直接说不知道，不要编造。用中文回答，简洁清楚。',
    'en-US':
      'You are the assistant of a company approval portal. Answer the user only from the material below; if the material does not contain the answer, say you do not know and do not invent anything. Answer in English, briefly and clearly.',
    id: 'Anda adalah asisten portal persetujuan perusahaan. Jawab pengguna hanya dari bahan di bawah; jika bahan tidak memuat jawabannya, katakan Anda tidak tahu dan jangan mengarang. Jawab dalam bahasa Indonesia, singkat dan jelas.',
  },
  'llm.handbook': { 'zh-CN': '使用手册摘录', 'en-US': 'Handbook excerpts', id: 'Kutipan buku panduan' },
  'llm.userData': { 'zh-CN': '该用户自己的流程数据', 'en-US': 'The user’s own process data', id: 'Data proses milik pengguna' },
};
