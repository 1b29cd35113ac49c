import crypto from 'node:crypto';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import PostalMime from 'postal-mime';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalSuite } from './portal-helpers.js';
import { uploadFile } from './support/files.js';
import { solidPng } from './support/office-docs.js';
import { hostileDocx, tripwire } from './support/hostile-docs.js';
import { pdfPictures, pdfText } from './print-support.js';
import { MAIL, addAccount, addressOf, imapAs, listFolder, syncAndWait, useMailServer, useMailWorker } from './mail-support.js';

// Mail from outside is hostile: its HTML must not make a reply carry the reader's own files to the sender, and its
// size must not make the portal download whatever a sender chose to send.

const suite = portalSuite(['zhangwei', 'lina']);
const mail = useMailServer(['zhangwei', 'lina'], suite.ctx);
useMailWorker(suite.ctx);

// a 1x1 PNG; the reader's file is one with a marker after it (still a picture to the file service)
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const SECRET = Buffer.concat([PNG, Buffer.from('SALARY-TABLE-2026')]);
const LIMIT = 128 * 1024;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const BIG = crypto.randomBytes(300 * 1024);

let zhang = '';
let lina = '';
let secretId = '';
// a listener a Word attachment links to, and a red picture of the server's outside the converter's folder
let wire: Awaited<ReturnType<typeof tripwire>>;
let serverDir = '';

/** lina (the outsider here) writes to zhangwei through the relay, as any sender on the internet can. */
async function deliver(subject: string, html: string, attachments: SendMailOptions['attachments'] = []) {
  const transport = nodemailer.createTransport({ host: mail.server.smtp.host, port: mail.server.smtp.port, secure: false });
  await transport.sendMail({ from: `Li Na <${addressOf('lina')}>`, to: addressOf('zhangwei'), subject, html, attachments });
  transport.close();
}

const inboxOf = (token: string, account: string) => listFolder(suite.call, token, account, 'inbox');
const detail = async (token: string, id: string) =>
  (await suite.call({ url: `${MAIL}/getJson?id=${id}`, token, lang: 'en-US' })).json().value;
const send = (token: string, payload: object) => suite.call({ method: 'POST', url: `${MAIL}/send`, token, payload, lang: 'en-US' });

/** The raw source of lina's newest mail with this subject, straight from her IMAP mailbox. */
async function rawAtLina(subject: string): Promise<Buffer> {
  const client = await imapAs(mail.server, 'lina');
  try {
    await client.mailboxOpen('INBOX', { readOnly: true });
    let found: Buffer | undefined;
    for await (const m of client.fetch('1:*', { envelope: true, source: true })) if (m.envelope?.subject === subject) found = m.source;
    if (!found) throw new Error(`lina has no mail ${subject}`);
    return found;
  } finally {
    await client.logout();
  }
}

beforeAll(async () => {
  suite.ctx.config.mailMaxBytes = LIMIT;
  secretId = await uploadFile(suite.ctx, suite.zhangwei, 'salary.png', SECRET, 'image/png');
  // the mail names the reader's file in its HTML, beside a picture of its own
  await deliver(
    'Quick question',
    `<p>Could you check this?</p><img src="/system/file/v1/preview?fileId=${secretId}" data-file-id="${secretId}" alt="chart">` +
      '<img src="cid:own@outside" alt="own">',
    [{ filename: 'own.png', content: PNG, contentType: 'image/png', cid: 'own@outside' }],
  );
  wire = await tripwire();
  serverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-secret-'));
  const serverPicture = path.join(serverDir, 'secret.png');
  fs.writeFileSync(serverPicture, solidPng([255, 0, 0], 96));
  await deliver('Contract draft', '<p>The draft is attached.</p>', [
    { filename: 'draft.docx', content: await hostileDocx(wire.base, serverPicture, 'MAIL-DOCX'), contentType: DOCX },
  ]);
  await deliver('Large archive', '<p>Please see the archive attached.</p>', [
    { filename: 'archive.bin', content: BIG, contentType: 'application/octet-stream' },
  ]);
  zhang = await addAccount(suite.call, suite.zhangwei.token, mail.server, 'zhangwei');
  lina = await addAccount(suite.call, suite.lina.token, mail.server, 'lina');
  await syncAndWait(suite.call, suite.zhangwei.token, zhang);
}, 60_000);

afterAll(async () => {
  await wire?.close();
  if (serverDir) fs.rmSync(serverDir, { recursive: true, force: true });
});

const mailWith = async (subject: string) => (await inboxOf(suite.zhangwei.token, zhang)).rows.find((r) => r.subject === subject)!;

describe('a received mail naming the reader’s files', () => {
  it('is shown without the name; its own inline picture stays', async () => {
    const d = await detail(suite.zhangwei.token, (await mailWith('Quick question')).id);
    expect(d.html).not.toContain(secretId);
    const own = d.attachments.find((a: { fileName: string }) => a.fileName === 'own.png');
    expect(own).toMatchObject({ inline: true });
    expect(d.html).toContain(`data-file-id="${own.fileId}"`);
  });

  it.each(['replyId', 'forwardId'] as const)('a %s sends the mail’s own picture and nothing the reader owns', async (kind) => {
    const original = await mailWith('Quick question');
    const shown = await detail(suite.zhangwei.token, original.id);
    const subject = `${kind === 'replyId' ? 'Re' : 'Fwd'}: Quick question`;
    // as the portal quotes it; and the body a tampered page (or a mail stored before names were dropped) would send
    const named = `<img src="/system/file/v1/preview?fileId=${secretId}" data-file-id="${secretId}" alt="chart">`;
    const res = await send(suite.zhangwei.token, {
      to: [addressOf('lina')],
      subject,
      html: `<p>Done.</p><blockquote>${shown.html}${named}</blockquote>`,
      [kind]: original.id,
    });
    expect(res.json(), res.body).toMatchObject({ state: true });
    const raw = await rawAtLina(subject);
    expect(raw.toString('latin1')).not.toContain('salary.png');
    const parts = (await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' })).attachments;
    expect(parts.map((a) => Buffer.from(a.content as ArrayBuffer).includes('SALARY-TABLE-2026'))).toEqual([false]);
    await syncAndWait(suite.call, suite.lina.token, lina);
    const got = (await inboxOf(suite.lina.token, lina)).rows.find((r) => r.subject === subject)!;
    const received = await detail(suite.lina.token, got.id);
    expect(received.attachments.map((a: { fileName: string; size: number }) => [a.fileName, a.size])).toEqual([['own.png', PNG.length]]);
    expect(received.html).toContain('alt="chart"');
  });

  it('a body stored before names were dropped is served without them', async () => {
    const original = await mailWith('Quick question');
    await suite.ctx.db
      .updateTable('mail_message')
      .set({ body_html: `<p>old</p><img src="/x" data-file-id="${secretId}" alt="chart">` })
      .where('id', '=', original.id)
      .execute();
    const d = await detail(suite.zhangwei.token, original.id);
    expect(d.html).toContain('<p>old</p>');
    expect(d.html).not.toContain(secretId);
  });
});

describe('a mail larger than the portal downloads', () => {
  it('is read as its text with a note in the reader’s language; its attachment stays on the server', async () => {
    const big = await mailWith('Large archive');
    const d = await detail(suite.zhangwei.token, big.id);
    expect(d.html).toContain('Please see the archive attached.');
    expect(d.attachments).toEqual([]);
    expect(d.notice).toMatch(/^This mail \(0\.\d MB\) is larger than the 0\.1 MB the portal downloads: only its text is shown/);
    const zh = (await suite.call({ url: `${MAIL}/getJson?id=${big.id}`, token: suite.zhangwei.token, lang: 'zh-CN' })).json().value;
    expect(zh.notice).toContain('附件未下载');
    const files = await suite.ctx.db
      .selectFrom('sys_file')
      .select(['file_name', 'size'])
      .where('uploader_id', '=', suite.zhangwei.userId)
      .execute();
    expect(files.some((f) => f.file_name === 'archive.bin' || Number(f.size) >= BIG.length)).toBe(false);
    // a mail within the limit is read whole, its attachments stored, and carries no note
    const small = await detail(suite.zhangwei.token, (await mailWith('Quick question')).id);
    expect(small.notice).toBeUndefined();
  });

  it('a forward of it attaches nothing it did not download', async () => {
    const big = await mailWith('Large archive');
    const res = await send(suite.zhangwei.token, {
      to: [addressOf('lina')],
      subject: 'Fwd: Large archive',
      html: '<p>FYI</p>',
      forwardId: big.id,
    });
    expect(res.json(), res.body).toMatchObject({ state: true });
    expect((await rawAtLina('Fwd: Large archive')).length).toBeLessThan(LIMIT);
  });
});

describe('a Word attachment that links to the network and the server’s files', () => {
  const get = (token: string, url: string) =>
    suite.ctx.app.inject({ method: 'GET', url, headers: { 'p-auth': token, 'p-langid': 'en-US' } });

  it('opens in the viewer as a PDF of its own text: nothing fetched, nothing of the server’s shown', async () => {
    const d = await detail(suite.zhangwei.token, (await mailWith('Contract draft')).id);
    const [draft] = d.attachments.filter((a: { fileName: string }) => a.fileName === 'draft.docx');
    expect(draft).toMatchObject({ inline: false });
    const preview = await get(suite.zhangwei.token, `/file/onlinePreviewController/v1/onlinePreview?fileId=${draft.fileId}`);
    expect(preview.json(), preview.body).toMatchObject({ state: true, value: { fileType: 'application/pdf', fileName: 'draft.pdf' } });
    const pdf = await get(suite.zhangwei.token, preview.json().value.pdfUrl);
    expect(pdf.statusCode).toBe(200);
    expect((await pdfText(pdf.rawPayload)).text).toContain('MAIL-DOCX');
    expect(pdfPictures(pdf.rawPayload)).toEqual({ images: 0, redPixels: 0 });
    // LibreOffice may fetch after the export returns: give it a moment
    await new Promise((r) => setTimeout(r, 500));
    expect(wire.hits).toEqual([]);
    expect(wire.connections()).toBe(0);
  }, 120_000);

  it('is the reader’s alone: another user can neither preview nor download it', async () => {
    const d = await detail(suite.zhangwei.token, (await mailWith('Contract draft')).id);
    const [draft] = d.attachments.filter((a: { fileName: string }) => a.fileName === 'draft.docx');
    const preview = await get(suite.lina.token, `/file/onlinePreviewController/v1/onlinePreview?fileId=${draft.fileId}`);
    expect(preview.json()).toMatchObject({ state: false });
    expect([403, 404]).toContain(preview.statusCode);
    const download = await get(suite.lina.token, `/system/file/v1/downloadFile?fileId=${draft.fileId}`);
    expect([403, 404]).toContain(download.statusCode);
  });
});
