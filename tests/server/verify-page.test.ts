import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.js';
import { signPdf } from '../../server/src/signing/pdf.js';
import { newVerificationCode, recordPrint } from '../../server/src/signing/service.js';
import { VERIFY_CHECKS_PER_MINUTE } from '../../server/src/signing/routes.js';
import { complete, LEAVE, start, todoOf, workflowSuite } from './workflow-support.js';
import { flipByte, makePdf, multipart } from './signing-support.js';

const { ctx, zhangwei, lina } = workflowSuite(['zhangwei', 'lina']);

let instId = '';
let prop1 = '';
let code = '';
let printed: Buffer;
let address = 0;

/** A new client address per test: the checks are rate-limited per address. */
const from = () => ({ 'x-forwarded-for': `10.9.0.${++address}` });

const page = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...from(), ...headers } });
const check = (pdf: Buffer, headers: Record<string, string> = {}, url = `/verify/${code}?lang=en-US`) => {
  const body = multipart('file', 'printed.pdf', pdf);
  return ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers } });
};

async function printFor(id: string, lines: string[]) {
  const pdf = await signPdf({ db: ctx.db, config: ctx.config }, await makePdf(lines), [
    { sealId: 'seal-lina', holderName: '李娜', reason: 'Agree: department manager' },
  ]);
  const c = newVerificationCode();
  await recordPrint(ctx.db, {
    code: c,
    instId: id,
    pdf,
    signers: [{ sealId: 'seal-lina', holderName: '李娜', reason: 'Agree: department manager' }],
  });
  return { pdf, code: c };
}

beforeAll(async () => {
  const started = await start(zhangwei, 'leaveRequest', LEAVE);
  instId = started.instId;
  prop1 = started.prop1;
  const [task] = await todoOf(lina, instId);
  expect((await complete(lina, task.id, 'agree', { opinion: 'fine' })).status).toBe(200);
  ({ pdf: printed, code } = await printFor(instId, [`Leave request ${prop1}`, 'Lina: agree']));
});

describe('the verification page', () => {
  it('shows the document, who signed what and when, to anyone holding the link (no sign-in)', async () => {
    const res = await page(`/verify/${code}?lang=en-US`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain(prop1);
    expect(html).toContain('李娜');
    expect(html).toContain('Agree: department manager');
    expect(html).toContain('Approval history');
    expect(html).toMatch(/<td>李娜<\/td><td>Agree<\/td>.*Intact/s);
    expect(html).toContain('The form data has not changed since this document was printed');
    // one script, our own file (issue 29.1: it shows the times in the reader's zone); nothing inline
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script src="/verify-assets/local-time.js" defer>']);
    expect(html).not.toMatch(/<script[^>]*>[^<]/);
    expect(html).toContain(`action="/verify/${code}?lang=en-US"`);
  });

  it('speaks Chinese by default, Indonesian by Accept-Language, and ?lang wins', async () => {
    expect((await page(`/verify/${code}`)).body).toContain('文件验证');
    expect((await page(`/verify/${code}`, { 'accept-language': 'id,en;q=0.5' })).body).toContain('Verifikasi dokumen');
    expect((await page(`/verify/${code}?lang=en-US`, { 'accept-language': 'id' })).body).toContain('Document verification');
  });

  // issue 29: the steps stayed in Chinese on the English and Indonesian pages
  it.each([
    ['en-US', 'Direct leader approval'],
    ['id', 'Persetujuan atasan langsung'],
    ['zh-CN', '直属领导审批'],
  ])('names the steps in the page language (%s), from the definition', async (lang, step) => {
    const html = (await page(`/verify/${code}?lang=${lang}`)).body;
    expect(html).toContain(`<td>${step}</td>`);
    if (lang !== 'zh-CN') expect(html).not.toContain('直属领导审批');
  });

  it('an unknown code answers a 404 page', async () => {
    for (const unknown of [newVerificationCode(), 'short', '<script>x</script>']) {
      const res = await page(`/verify/${encodeURIComponent(unknown)}?lang=en-US`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Unknown verification code');
      expect(res.body).not.toContain('<script>x');
    }
    const post = await check(printed, from(), `/verify/${newVerificationCode()}?lang=en-US`);
    expect(post.statusCode).toBe(404);
  });

  it('the printed original is intact', async () => {
    const res = await check(printed, from());
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('This file is the printed original and is intact.');
    expect(res.body).toMatch(/<td>李娜<\/td>.*Valid/s);
  });

  it('one byte changed: the file was changed after it was signed', async () => {
    for (const at of [300, -30, printed.indexOf('/Contents <') + 40]) {
      const res = await check(flipByte(printed, at), from());
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('This file was changed after it was signed.');
      expect(res.body).toContain('Not valid');
    }
  });

  it('another valid PDF, even of the same form: not the document printed under this code', async () => {
    const other = await printFor(instId, [`Leave request ${prop1}`, 'Lina: agree']);
    const res = await check(other.pdf, from());
    expect(res.body).toContain('This file is not the document printed under this code.');
    const unsigned = await check(await makePdf(['something else']), from());
    expect(unsigned.body).toContain('This file is not the document printed under this code.');
    expect(unsigned.body).toContain('The file carries no signature');
  });

  it('no file, or not a PDF: a message, nothing else', async () => {
    const notPdf = await check(Buffer.from('hello'), from());
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.body).toContain('The chosen file is not a PDF.');
    const plain = await ctx.app.inject({
      method: 'POST',
      url: `/verify/${code}?lang=en-US`,
      payload: 'a=b',
      headers: { ...from(), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.body).toContain('Choose a PDF file first.');
  });

  it('a file over the upload limit is refused with its message', async () => {
    const small = await buildApp({ db: ctx.db, config: { ...ctx.config, uploadLimitBytes: 4096 } }, { logger: false });
    try {
      const body = multipart('file', 'printed.pdf', printed);
      const res = await small.inject({
        method: 'POST',
        url: `/verify/${code}?lang=en-US`,
        payload: body.payload,
        headers: { ...body.headers, ...from() },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('The file is larger than');
    } finally {
      await small.close();
    }
  });

  it('rate-limits the checks of one address', async () => {
    const headers = { 'x-forwarded-for': '10.9.1.1' };
    for (let i = 0; i < VERIFY_CHECKS_PER_MINUTE; i++) expect((await check(printed, headers)).statusCode).toBe(200);
    const refused = await check(printed, headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.body).toMatch(/Too many checks; please try again in \d+ seconds/);
    // another address is not held up
    expect((await check(printed, { 'x-forwarded-for': '10.9.1.2' })).statusCode).toBe(200);
  });

  it('a history row changed in the database shows as changed since it was signed', async () => {
    await ctx.db
      .updateTable('wf_opinion')
      .set({ opinion: 'fine, and more' })
      .where('inst_id', '=', instId)
      .where('status', '=', 'agree')
      .execute();
    const html = (await page(`/verify/${code}?lang=en-US`)).body;
    expect(html).toMatch(/<td>李娜<\/td><td>Agree<\/td>.*Changed since it was signed/s);
  });

  it('the stored form changed since printing', async () => {
    const inst = await ctx.db.selectFrom('wf_instance').select('form_data').where('id', '=', instId).executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('wf_instance')
      .set({ form_data: JSON.stringify({ ...inst.form_data, days: 9 }) })
      .where('id', '=', instId)
      .execute();
    const html = (await page(`/verify/${code}?lang=en-US`)).body;
    expect(html).toContain('The form data has changed since this document was printed');
  });

  it('escapes what the instance says (no markup from a subject)', async () => {
    await ctx.db.updateTable('wf_instance').set({ subject: '<script>alert(1)</script><b>x</b>' }).where('id', '=', instId).execute();
    const html = (await page(`/verify/${code}?lang=en-US`)).body;
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;b&gt;x&lt;/b&gt;');
    expect(html).not.toContain('<script>');
  });
});
