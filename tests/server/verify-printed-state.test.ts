import { beforeAll, describe, expect, it } from 'vitest';
import { newVerificationCode, recordPrint } from '../../server/src/signing/service.js';
import { complete, LEAVE, start, todoOf, workflowSuite, type Client } from './workflow-support.js';
import { makePdf } from './signing-support.js';
import { fetchBytes, pdfText } from './print-support.js';

// Issue 27 item 12: the verification page shows the history as the document was printed; what came later apart.

const { ctx, zhangwei, lina, liuyang } = workflowSuite(['zhangwei', 'lina', 'liuyang']);

let linaName = '';
let liuyangName = '';
beforeAll(async () => {
  const names = await ctx.db.selectFrom('uc_user').select(['account', 'fullname']).where('account', 'in', ['lina', 'liuyang']).execute();
  linaName = names.find((n) => n.account === 'lina')!.fullname;
  liuyangName = names.find((n) => n.account === 'liuyang')!.fullname;
});

const LATER: Record<string, { heading: string; intro: string; none: string; removed: string }> = {
  'en-US': {
    heading: 'Decided after printing',
    intro: 'These decisions were made after this document was printed, so they are not on it.',
    none: 'Nothing has been decided since this document was printed',
    removed: 'Removed from the history since printing',
  },
  'zh-CN': {
    heading: '打印之后的审批',
    intro: '以下审批发生在本文件打印之后，因此不在本文件上。',
    none: '本文件打印后没有新的审批',
    removed: '打印后已从审批记录中删除',
  },
  id: {
    heading: 'Diputuskan setelah dicetak',
    intro: 'Keputusan berikut dibuat setelah dokumen ini dicetak, jadi tidak tercantum di dalamnya.',
    none: 'Belum ada keputusan sejak dokumen ini dicetak',
    removed: 'Dihapus dari riwayat sejak dicetak',
  },
};

/** The page in `lang`, cut into what it shows as printed and what it lists as later. */
async function pageParts(code: string, lang: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/verify/${code}?lang=${lang}` });
  expect(res.statusCode).toBe(200);
  const at = res.body.indexOf(`<h2>${LATER[lang]!.heading}</h2>`);
  expect(at).toBeGreaterThan(0);
  const end = res.body.indexOf('<section', at);
  return { printed: res.body.slice(0, at), later: res.body.slice(at, end) };
}

/** A leave request agreed by lina (the leader); HR (liuyang) is next. */
async function agreedByLina() {
  const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
  const [task] = await todoOf(lina, instId);
  expect((await complete(lina, task.id, 'agree', { opinion: 'fine' })).status).toBe(200);
  return instId;
}

async function hrAgrees(instId: string, c: Client = liuyang) {
  const [task] = await todoOf(c, instId);
  expect((await complete(c, task.id, 'agree', { opinion: 'HR noted it' })).status).toBe(200);
}

async function printed(instId: string) {
  const code = newVerificationCode();
  await recordPrint(ctx.db, { code, instId, pdf: await makePdf(['Leave request']), signers: [] });
  return code;
}

describe('the verification page after the print', () => {
  it('lists a decision made after the print apart from the printed ones, in every language', async () => {
    const instId = await agreedByLina();
    const code = await printed(instId);
    for (const lang of Object.keys(LATER)) {
      const before = await pageParts(code, lang);
      expect(before.printed).toContain(`<td>${linaName}</td>`);
      expect(before.later).toContain(LATER[lang]!.none);
    }
    await hrAgrees(instId);
    for (const lang of Object.keys(LATER)) {
      const { printed: onPaper, later } = await pageParts(code, lang);
      expect(onPaper).toContain(`<td>${linaName}</td>`);
      expect(onPaper).not.toContain(liuyangName);
      expect(later).toContain(LATER[lang]!.intro);
      expect(later).toContain(`<td>${liuyangName}</td>`);
      expect(later).not.toContain(linaName);
    }
    const en = await pageParts(code, 'en-US');
    expect(en.later).toMatch(new RegExp(`<td>${liuyangName}</td><td>Agree</td>.*Intact`, 's'));
  });

  it('shows a printed decision the history no longer holds as removed, one changed since as changed', async () => {
    const instId = await agreedByLina();
    const code = await printed(instId);
    const linaRow = () => ctx.db.selectFrom('wf_opinion').where('inst_id', '=', instId).where('auditor_id', '=', lina.userId);
    // the printed state stays: lina's agreement as it was printed, even after her row is rewritten to a rejection
    await ctx.db
      .updateTable('wf_opinion')
      .set({ status: 'reject' })
      .where('inst_id', '=', instId)
      .where('auditor_id', '=', lina.userId)
      .execute();
    const changed = await pageParts(code, 'en-US');
    expect(changed.printed).toMatch(new RegExp(`<td>${linaName}</td><td>Agree</td>.*Changed since it was signed`, 's'));
    expect(changed.later).not.toContain(linaName);
    await ctx.db.deleteFrom('wf_opinion').where('id', 'in', linaRow().select('id')).execute();
    for (const lang of Object.keys(LATER)) {
      const gone = await pageParts(code, lang);
      expect(gone.printed).toContain(`<td>${linaName}</td>`);
      expect(gone.printed).toContain(LATER[lang]!.removed);
    }
  });

  it('a record from before the printed decisions were kept cuts the history at its print time', async () => {
    const instId = await agreedByLina();
    const code = await printed(instId);
    await hrAgrees(instId);
    await ctx.db.updateTable('signing_verification').set({ decisions: null }).where('code', '=', code).execute();
    const { printed: onPaper, later } = await pageParts(code, 'en-US');
    expect(onPaper).toContain(`<td>${linaName}</td>`);
    expect(onPaper).not.toContain(liuyangName);
    expect(later).toContain(`<td>${liuyangName}</td>`);
  });
});

describe('a print converted after a later decision (real print job, LibreOffice)', () => {
  it('shows the history the document was filled with, not the one at conversion', async () => {
    const instId = await agreedByLina();
    const filled = await zhangwei.post('/system/file/v1/wordPrint', { formKey: 'leaveForm', id: 'print_tpl_leave', instId });
    expect(filled.status).toBe(200);
    const job = await ctx.db
      .selectFrom('print_job' as never)
      .select(['code' as never])
      .where('docx_file_id' as never, '=', filled.body.value as never)
      .executeTakeFirstOrThrow();
    const code = (job as { code: string }).code;
    // HR decides between the print and the PDF (the PDF is made when someone first opens it)
    await hrAgrees(instId);
    const preview = await zhangwei.get(`/file/onlinePreviewController/v1/onlinePreview?fileId=${filled.body.value}`);
    expect(preview.status).toBe(200);
    const pdf = await fetchBytes(ctx, zhangwei, preview.body.value.pdfUrl);
    const text = (await pdfText(pdf.bytes)).text;
    expect(text).toContain(linaName);
    expect(text).not.toContain(liuyangName);

    const { printed: onPaper, later } = await pageParts(code, 'en-US');
    expect(onPaper).toContain(`<td>${linaName}</td>`);
    expect(onPaper).not.toContain(liuyangName);
    expect(later).toContain(`<td>${liuyangName}</td>`);
  }, 120_000);
});
