import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTemplateData, type BuildInput } from '../../server/src/print/data.js';
import { signPdf } from '../../server/src/signing/pdf.js';
import { newVerificationCode, recordPrint } from '../../server/src/signing/service.js';
import { LEAVE, workflowSuite, type Loose } from './workflow-support.js';
import { makePdf } from './signing-support.js';

/**
 * Issue 29.1: one time zone for one reader. A request started at 00:20 in Shanghai (16:20 UTC the day before) is of
 * 2026-11-29 for a starter in Shanghai and of 2026-11-28 for one in Jakarta: its subject, serial number and summary
 * name the starter's day (the day their header shows), the watermark the reader's, a print its printer's and says so;
 * the verification page is written in the company's zone (COMPANY_TIME_ZONE, Asia/Shanghai here) and names it.
 */

const { ctx, zhangwei } = workflowSuite(['zhangwei']);

const STARTED = new Date('2026-11-28T16:20:00Z');

const call = (method: 'GET' | 'POST', url: string, zone: string | null, body?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: {
      'p-auth': zhangwei.token,
      'p-langid': 'en-US',
      ...(zone ? { 'p-timezone': zone } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });

/** Starts a leave request with the clock (of the server's code) at `at`, from a browser in `zone`. */
async function startAt(zone: string | null, at = STARTED) {
  vi.useFakeTimers({ toFake: ['Date'], now: at });
  try {
    const res = await call('POST', '/runtime/instance/v1/start', zone, { defKey: 'leaveRequest', formData: LEAVE });
    expect(res.statusCode).toBe(200);
    const value = res.json().value as { instId: string; subject: string; prop1: string };
    const row = (await ctx.db
      .selectFrom('wf_instance')
      .select(['ai_summary', 'ai_summaries'])
      .where('id', '=', value.instId)
      .executeTakeFirstOrThrow()) as Loose;
    return { ...value, summary: row.ai_summary as string, summaries: row.ai_summaries as Record<string, string> };
  } finally {
    vi.useRealTimers();
  }
}

afterEach(() => vi.useRealTimers());

describe('the day of a request', () => {
  it('is the starter’s: subject, serial number and summary of a start at 00:20 Shanghai time', async () => {
    const shanghai = await startAt('Asia/Shanghai');
    expect(shanghai.subject).toContain('2026-11-29');
    expect(shanghai.prop1).toMatch(/^LEAVEREQUEST-20261129-\d{4}$/);
    for (const text of [shanghai.summary, ...Object.values(shanghai.summaries)]) expect(text).toContain('2026-11-29');

    const jakarta = await startAt('Asia/Jakarta');
    expect(jakarta.subject).toContain('2026-11-28');
    expect(jakarta.prop1).toMatch(/^LEAVEREQUEST-20261128-\d{4}$/);
    for (const text of [jakarta.summary, ...Object.values(jakarta.summaries)]) {
      expect(text).toContain('2026-11-28');
      expect(text).not.toContain('2026-11-29');
    }
  });

  it('is the company’s (Asia/Shanghai) when the browser names no zone or one that does not exist', async () => {
    expect(ctx.config.printTimeZone).toBe('Asia/Shanghai');
    for (const zone of [null, 'Mars/Olympus_Mons', '../../etc/passwd']) {
      const started = await startAt(zone);
      expect(started.subject).toContain('2026-11-29');
      expect(started.prop1).toContain('-20261129-');
    }
  });

  it('the watermark’s {date} is the reader’s today', async () => {
    const { instId } = await startAt('Asia/Shanghai');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T16:40:00Z') });
    const inShanghai = (await call('GET', `/bpmModel/bpmWatermark/v1/getByInstId?instId=${instId}`, 'Asia/Shanghai')).json();
    const inJakarta = (await call('GET', `/bpmModel/bpmWatermark/v1/getByInstId?instId=${instId}`, 'Asia/Jakarta')).json();
    const noZone = (await call('GET', `/bpmModel/bpmWatermark/v1/getByInstId?instId=${instId}`, null)).json();
    vi.useRealTimers();
    expect(inShanghai.value.text).toContain('2026-11-29');
    expect(inJakarta.value.text).toContain('2026-11-28');
    expect(inJakarta.value.text).not.toContain('2026-11-29');
    expect(noZone.value.text).toContain('2026-11-29');
  });
});

describe('a print', () => {
  const input = (timeZone: string): BuildInput => ({
    fields: [{ name: 'leaderSign', type: 'signature', labels: { 'zh-CN': '领导签字', 'en-US': 'Leader', id: 'Pimpinan' } } as never],
    values: {
      leaderSign: JSON.stringify([{ index: 1, userId: 'u-lina', name: '李娜', signature: 'f1', createTime: '2026-11-29:00:29:18' }]),
    },
    hidden: new Set(),
    lang: 'en-US',
    timeZone,
    lookups: {
      names: { user: new Map(), org: new Map(), post: new Map(), role: new Map(), job: new Map() },
      fileNames: new Map(),
      images: new Map(),
    },
    history: [
      { node: 'Leader', approverId: 'u-lina', approver: '李娜', action: 'Agree', opinion: 'ok', time: new Date('2026-11-28T16:29:18Z') },
    ],
    meta: {
      title: 'Leave',
      subject: 's',
      applicant: 'a',
      createTime: STARTED,
      status: 'Ended',
      instId: 'i',
      printedBy: 'p',
      printTime: new Date('2026-11-28T16:45:00Z'),
      verifyUrl: 'u',
      verifyCode: 'c',
    },
    qrCode: { _type: 'image', source: Buffer.alloc(0), format: 'image/png', width: 1, height: 1 },
  });

  it('shows the seal’s time (stored in China time) and the history’s in one zone, and names the zone', () => {
    const shanghai = buildTemplateData(input('Asia/Shanghai')) as Loose;
    expect(shanghai._history[0]).toMatchObject({ time: '2026-11-29 00:29:18', signTime: '2026-11-29 00:29:18' });
    expect(shanghai._signatures[0].time).toBe('2026-11-29 00:29:18');
    expect(shanghai._createTime).toBe('2026-11-29 00:20:00');
    expect(shanghai._timeZone).toBe('Asia/Shanghai (UTC+08:00)');

    const jakarta = buildTemplateData(input('Asia/Jakarta')) as Loose;
    expect(jakarta._history[0]).toMatchObject({ time: '2026-11-28 23:29:18', signTime: '2026-11-28 23:29:18' });
    expect(jakarta._signatures[0].time).toBe('2026-11-28 23:29:18');
    expect(jakarta._createTime).toBe('2026-11-28 23:20:00');
    expect(jakarta._printTime).toBe('2026-11-28 23:45:00');
    expect(jakarta._timeZone).toBe('Asia/Jakarta (UTC+07:00)');
  });
});

describe('the verification page', () => {
  it('writes its times in the company’s zone, names it, and brings the script that shows them in the reader’s', async () => {
    const { instId } = await startAt('Asia/Shanghai');
    const code = newVerificationCode();
    const pdf = await signPdf({ db: ctx.db, config: ctx.config }, await makePdf(['x']), []);
    await recordPrint(ctx.db, { code, instId, pdf, signers: [] });
    await ctx.db
      .updateTable('signing_verification' as never)
      .set({ printed_at: new Date('2026-11-28T16:30:00Z') } as never)
      .where('code' as never, '=', code as never)
      .execute();
    const page = await ctx.app.inject({ method: 'GET', url: `/verify/${code}?lang=en-US` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<time datetime="2026-11-28T16:30:00.000Z">2026-11-29 00:30:00</time>');
    expect(page.body).not.toContain('UTC 16:30');
    expect(page.body).toMatch(/Time zone<\/dt><dd data-time-zone>Asia\/Shanghai \(UTC\+08:00\)<\/dd>/);
    expect(page.body).toContain('<script src="/verify-assets/local-time.js" defer></script>');

    const script = await ctx.app.inject({ method: 'GET', url: '/verify-assets/local-time.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain("querySelectorAll('time[datetime]')");
  });
});
