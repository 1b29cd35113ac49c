import nodemailer, { type SendMailOptions } from 'nodemailer';
import { beforeAll, describe, expect, it } from 'vitest';
import { portalSuite } from './portal-helpers.js';
import { uploadFile } from './support/files.js';
import {
  MAIL,
  addAccount,
  addressOf,
  imapAs,
  listFolder,
  syncAndWait,
  useMailServer,
  useMailWorker,
  type ListedMail,
} from './mail-support.js';

const suite = portalSuite(['zhangwei', 'lina']);
const mail = useMailServer(['zhangwei', 'lina'], suite.ctx);
useMailWorker(suite.ctx);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
// a 1x1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const RICH_HTML = `<p onclick="steal()">Quarterly <b>report</b></p><script>alert(1)</script>
<img src="https://tracker.test/pixel.png" alt="pixel"><img src="cid:logo@portal" alt="logo">
<a href="javascript:alert(2)">bad link</a><a href="https://example.com/x">good link</a>`;

let zhang = '';
let lina = '';
let rich: ListedMail;

async function deliver(subject: string, html: string, attachments: SendMailOptions['attachments'] = []) {
  const transport = nodemailer.createTransport({ host: mail.server.smtp.host, port: mail.server.smtp.port, secure: false });
  await transport.sendMail({ from: 'Partner <partner@outside.test>', to: addressOf('zhangwei'), subject, html, attachments });
  transport.close();
}

const inbox = (token: string, account: string, extra: object[] = []) => listFolder(suite.call, token, account, 'inbox', extra);
const detail = (token: string, id: string, query = '') => suite.call({ url: `${MAIL}/getJson?id=${id}${query}`, token });
const send = (token: string, payload: object) => suite.call({ method: 'POST', url: `${MAIL}/send`, token, payload, lang: 'en-US' });

beforeAll(async () => {
  await deliver('Quarterly report', RICH_HTML, [
    { filename: 'report.pdf', content: PDF, contentType: 'application/pdf' },
    { filename: 'logo.png', content: PNG, contentType: 'image/png', cid: 'logo@portal' },
  ]);
  zhang = await addAccount(suite.call, suite.zhangwei.token, mail.server, 'zhangwei');
  lina = await addAccount(suite.call, suite.lina.token, mail.server, 'lina');
  await syncAndWait(suite.call, suite.zhangwei.token, zhang);
  rich = (await inbox(suite.zhangwei.token, zhang)).rows.find((r) => r.subject === 'Quarterly report')!;
});

describe('reading mail', () => {
  it('shows the body sanitized, remote pictures blocked until allowed, cid pictures from the stored files', async () => {
    expect(rich).toMatchObject({ isRead: 0, hasAttachment: true });
    const res = await detail(suite.zhangwei.token, rich.id);
    expect(res.json(), res.body).toMatchObject({ state: true });
    const d = res.json().value;
    expect(d.html).toContain('<b>report</b>');
    expect(d.html).not.toMatch(/<script|onclick|javascript:|alert\(1\)/);
    expect(d.html).not.toContain('tracker.test');
    expect(d.html).toContain('data-remote-image="blocked"');
    expect(d.html).toContain('href="https://example.com/x"');
    expect(d).toMatchObject({ hasRemoteImages: true, remoteImagesAllowed: false, isRead: 1 });
    const logo = d.attachments.find((a: { contentId: string }) => a.contentId === 'logo@portal');
    expect(logo).toMatchObject({ inline: true, contentType: 'image/png' });
    expect(d.html).toContain(`data-file-id="${logo.fileId}"`);
    expect(d.html).toContain(`src="/system/file/v1/preview?fileId=${logo.fileId}"`);
    const allowed = (await detail(suite.zhangwei.token, rich.id, '&allowRemote=true')).json().value;
    expect(allowed.html).toContain('src="https://tracker.test/pixel.png"');
    expect(allowed.html).not.toContain('<script');
  });

  it('serves attachments through the file service with the owner’s rights only', async () => {
    const d = (await detail(suite.zhangwei.token, rich.id)).json().value;
    const pdf = d.attachments.find((a: { fileName: string }) => a.fileName === 'report.pdf');
    expect(pdf).toMatchObject({ inline: false, contentType: 'application/pdf', size: PDF.length });
    const mine = await suite.call({ url: pdf.downloadUrl, token: suite.zhangwei.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    expect((await suite.call({ url: pdf.downloadUrl, token: suite.lina.token })).statusCode).toBe(403);
    // opened twice, stored once
    const files = await suite.ctx.db.selectFrom('mail_attachment').select('file_id').where('message_id', '=', rich.id).execute();
    expect(files).toHaveLength(2);
  });

  it('marks read on the IMAP server too, and unread again with isRead?read=false', async () => {
    const seenOnServer = async () => {
      const client = await imapAs(mail.server, 'zhangwei');
      try {
        await client.mailboxOpen('INBOX', { readOnly: true });
        const m = await client.fetchOne(String(rich.uid), { flags: true }, { uid: true });
        return !!m && !!m.flags?.has('\\Seen');
      } finally {
        await client.logout();
      }
    };
    expect(await seenOnServer()).toBe(true);
    const res = await suite.call({ url: `${MAIL}/isRead?id=${rich.id}&read=false`, token: suite.zhangwei.token });
    expect(res.json()).toMatchObject({ state: true, value: { count: 1 } });
    expect(await seenOnServer()).toBe(false);
    expect((await inbox(suite.zhangwei.token, zhang)).rows.find((r) => r.id === rich.id)?.isRead).toBe(0);
    const again = await suite.call({ url: `${MAIL}/isRead?id=${rich.id}`, token: suite.zhangwei.token });
    expect(again.json().value.count).toBe(1);
    expect(await seenOnServer()).toBe(true);
  });

  it('refuses another user’s mail', async () => {
    expect((await detail(suite.lina.token, rich.id)).statusCode).toBe(404);
    expect((await suite.call({ url: `${MAIL}/isRead?id=${rich.id}`, token: suite.lina.token })).statusCode).toBe(404);
    const removed = await suite.call({ url: `${MAIL}/remove?ids=${rich.id}&type=delete`, token: suite.lina.token });
    expect(removed.json()).toMatchObject({ state: true, value: { count: 0 } });
    expect((await inbox(suite.zhangwei.token, zhang)).rows.some((r) => r.id === rich.id)).toBe(true);
  });
});

describe('sending mail', () => {
  it('sends with an attachment to another user’s mailbox, keeps a copy in Sent and records the contact', async () => {
    const fileId = await uploadFile(suite.ctx, suite.zhangwei, 'plan.txt', Buffer.from('the plan'), 'text/plain');
    const res = await send(suite.zhangwei.token, {
      accountId: zhang,
      to: [`Li Na <${addressOf('lina')}>`],
      subject: 'Plan for next week',
      html: '<p>See the <i>plan</i>.</p><script>x()</script>',
      fileIds: [fileId],
    });
    expect(res.json(), res.body).toMatchObject({ state: true, value: { savedToSent: true } });
    // issue 29.17: the copy is in the portal's Sent at once (no sync asked for), with its recipients
    const sentNow = await listFolder(suite.call, suite.zhangwei.token, zhang, 'sent');
    const copy = sentNow.rows.find((r) => r.subject === 'Plan for next week') as (ListedMail & { to: unknown }) | undefined;
    expect(copy, JSON.stringify(sentNow.rows)).toMatchObject({ isRead: 1, hasAttachment: true, to: [{ address: addressOf('lina') }] });
    expect(sentNow.total).toBe(sentNow.rows.length);
    await syncAndWait(suite.call, suite.lina.token, lina);
    const got = (await inbox(suite.lina.token, lina)).rows.find((r) => r.subject === 'Plan for next week')!;
    expect(got).toMatchObject({ hasAttachment: true, from: { address: addressOf('zhangwei'), name: 'zhangwei' } });
    const d = (await detail(suite.lina.token, got.id)).json().value;
    expect(d.html).toContain('<i>plan</i>');
    expect(d.html).not.toContain('script');
    expect(d.attachments.map((a: { fileName: string }) => a.fileName)).toEqual(['plan.txt']);
    // a sync afterwards finds the same copy: still one row
    await syncAndWait(suite.call, suite.zhangwei.token, zhang);
    const sent = await listFolder(suite.call, suite.zhangwei.token, zhang, 'sent');
    expect(sent.rows.filter((r) => r.subject === 'Plan for next week')).toHaveLength(1);
    const contacts = (
      await suite.call({ method: 'POST', url: '/mail/mail/mailLinkman/v1/listJson', token: suite.zhangwei.token, payload: {} })
    ).json().value.rows;
    expect(contacts).toContainEqual(expect.objectContaining({ mailAddress: addressOf('lina'), name: 'Li Na', useCount: 1 }));
  });

  it('refuses a file the sender may not read, an unknown account and a bad address', async () => {
    const linaFile = await uploadFile(suite.ctx, suite.lina, 'private.txt', Buffer.from('mine'), 'text/plain');
    const base = { to: [addressOf('lina')], subject: 'x', html: 'x' };
    expect((await send(suite.zhangwei.token, { ...base, fileIds: [linaFile] })).statusCode).toBe(403);
    expect((await send(suite.zhangwei.token, { ...base, accountId: lina })).statusCode).toBe(404);
    const bad = await send(suite.zhangwei.token, { ...base, to: ['not an address'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Not a valid mail address');
  });

  it('threads a reply to its original and forwards the original’s attachments', async () => {
    const got = (await inbox(suite.lina.token, lina)).rows.find((r) => r.subject === 'Plan for next week')!;
    const reply = await send(suite.lina.token, {
      to: [addressOf('zhangwei')],
      subject: 'Re: Plan for next week',
      html: 'Agreed',
      replyId: got.id,
    });
    expect(reply.json(), reply.body).toMatchObject({ state: true });
    // as the portal forwards: what was written, then the original as shown (its inline picture names a stored file)
    const shown = (await detail(suite.zhangwei.token, rich.id)).json().value;
    const forward = await send(suite.zhangwei.token, {
      to: [addressOf('lina')],
      subject: 'Fwd: Quarterly report',
      html: `<p>FYI</p><blockquote>${shown.html}</blockquote>`,
      forwardId: rich.id,
    });
    expect(forward.json(), forward.body).toMatchObject({ state: true });
    await syncAndWait(suite.call, suite.zhangwei.token, zhang);
    const original = await suite.ctx.db.selectFrom('mail_message').select('message_id').where('id', '=', got.id).executeTakeFirstOrThrow();
    const threaded = await suite.ctx.db
      .selectFrom('mail_message')
      .select(['in_reply_to', 'subject'])
      .where('owner_id', '=', suite.zhangwei.userId)
      .where('subject', '=', 'Re: Plan for next week')
      .executeTakeFirstOrThrow();
    expect(threaded.in_reply_to).toBe(original.message_id);
    await syncAndWait(suite.call, suite.lina.token, lina);
    const fwd = (await inbox(suite.lina.token, lina)).rows.find((r) => r.subject === 'Fwd: Quarterly report')!;
    const received = (await detail(suite.lina.token, fwd.id)).json().value;
    const parts = received.attachments.map((a: { fileName: string; inline: boolean }) => [a.fileName, a.inline]);
    // the PDF once as an attachment, the logo once, as the quoted body's picture
    expect(parts.sort()).toEqual([
      ['logo.png', true],
      ['report.pdf', false],
    ]);
    const logo = received.attachments.find((a: { fileName: string }) => a.fileName === 'logo.png');
    expect(received.html).toContain(`data-file-id="${logo.fileId}"`);
    expect(received.html).toContain('<b>report</b>');
  });

  it('a reply quoting a table and a picture sends both; a picture naming a file the sender may not read is dropped', async () => {
    const shown = (await detail(suite.zhangwei.token, rich.id)).json().value;
    const linaPicture = await uploadFile(suite.ctx, suite.lina, 'lina.png', PNG, 'image/png');
    const res = await send(suite.zhangwei.token, {
      to: [addressOf('lina')],
      subject: 'Re: figures',
      replyId: rich.id,
      html:
        '<p>See below</p><blockquote><table border="1"><tr><th>Quarter</th><td>Q3</td></tr></table>' +
        `${shown.html}<img src="/system/file/v1/preview?fileId=${linaPicture}" data-file-id="${linaPicture}" alt="not yours"></blockquote>`,
    });
    expect(res.json(), res.body).toMatchObject({ state: true });
    await syncAndWait(suite.call, suite.lina.token, lina);
    const got = (await inbox(suite.lina.token, lina)).rows.find((r) => r.subject === 'Re: figures')!;
    const d = (await detail(suite.lina.token, got.id)).json().value;
    expect(d.html).toMatch(
      /<table[^>]*><tbody><tr><th>Quarter<\/th><td>Q3<\/td><\/tr><\/tbody><\/table>|<table[^>]*><tr><th>Quarter<\/th><td>Q3<\/td><\/tr><\/table>/,
    );
    expect(d.attachments.map((a: { fileName: string; inline: boolean }) => [a.fileName, a.inline])).toEqual([['logo.png', true]]);
    expect(d.html).toContain(`data-file-id="${d.attachments[0].fileId}"`);
    expect(d.html).not.toContain(linaPicture);
    expect(d.html).toContain('alt="not yours"');
  });
});

describe('removing mail', () => {
  it('moves to Trash by default, and deletes for ever from Trash', async () => {
    const token = suite.zhangwei.token;
    const res = await suite.call({ url: `${MAIL}/remove?ids=${rich.id}`, token });
    expect(res.json()).toMatchObject({ state: true, value: { count: 1 } });
    expect((await inbox(token, zhang)).rows.some((r) => r.id === rich.id)).toBe(false);
    await syncAndWait(suite.call, token, zhang);
    const trash = await listFolder(suite.call, token, zhang, 'trash');
    const moved = trash.rows.find((r) => r.subject === 'Quarterly report')!;
    expect(moved).toBeTruthy();
    expect((await inbox(token, zhang)).rows.some((r) => r.subject === 'Quarterly report')).toBe(false);
    const gone = await suite.call({ url: `${MAIL}/remove?ids=${moved.id}&type=trash`, token });
    expect(gone.json().value.count).toBe(1);
    await syncAndWait(suite.call, token, zhang);
    expect((await listFolder(suite.call, token, zhang, 'trash')).total).toBe(0);
  });
});
