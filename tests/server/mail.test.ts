import { describe, expect, it } from 'vitest';
import { decryptPassword, mailKey } from '../../server/src/mail/secret.js';
import { checkMailHosts } from '../../server/src/mail/connect.js';
import { portalSuite } from './portal-helpers.js';
import { LINKMAN, MAIL, MAIL_PASSWORD, SETTING, addressOf, settingsFor, trapPort, useMailServer } from './mail-support.js';

const suite = portalSuite(['zhangwei', 'lina', 'sunli']);
const mail = useMailServer(['zhangwei', 'lina', 'sunli'], suite.ctx);

const save = (token: string, body: object, query = '', lang?: string) =>
  suite.call({ method: 'POST', url: `${SETTING}/save${query}`, token, payload: body, lang });
const stored = (ownerId: string) => suite.ctx.db.selectFrom('mail_setting').selectAll().where('owner_id', '=', ownerId).execute();

describe('mail accounts', () => {
  it('a wrong IMAP password is refused with a clear message in the caller’s language and stores nothing', async () => {
    const body = settingsFor(mail.server, 'zhangwei', 'wrong-password');
    const en = await save(suite.zhangwei.token, body, '', 'en-US');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ state: false });
    expect(en.json().message).toContain('IMAP sign-in failed');
    const zh = await save(suite.zhangwei.token, body, '', 'zh-CN');
    expect(zh.json().message).toContain('登录失败');
    const test = await suite.call({ method: 'POST', url: `${SETTING}/test`, token: suite.zhangwei.token, payload: body, lang: 'id' });
    expect(test.statusCode).toBe(400);
    expect(test.json().message).toContain('Gagal masuk IMAP');
    expect(await stored(suite.zhangwei.userId)).toHaveLength(0);
  });

  it('an unreachable server answers mail.unreachable and stores nothing', async () => {
    const body = { ...settingsFor(mail.server, 'zhangwei'), imapPort: 1 };
    const res = await save(suite.zhangwei.token, body, '', 'en-US');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Cannot reach the IMAP server 127.0.0.1:1');
    expect(await stored(suite.zhangwei.userId)).toHaveLength(0);
  });

  it('a company that lists its mail servers (MAIL_HOSTS) refuses any other host before connecting, and stores nothing', async () => {
    suite.ctx.config.mailHosts = ['mail.example.com', '*.corp.example'];
    try {
      const body = settingsFor(mail.server, 'zhangwei');
      const res = await save(suite.zhangwei.token, body, '', 'en-US');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Mail server 127.0.0.1 is not one your company allows: ask your administrator');
      const test = await suite.call({ method: 'POST', url: `${SETTING}/test`, token: suite.zhangwei.token, payload: body, lang: 'zh-CN' });
      expect(test.json().message).toContain('127.0.0.1');
      expect(await stored(suite.zhangwei.userId)).toHaveLength(0);
    } finally {
      suite.ctx.config.mailHosts = ['127.0.0.1'];
    }
  });

  it.each([
    [['mail.example.com'], 'mail.example.com', true],
    [['mail.example.com'], 'MAIL.example.com.', true],
    [['mail.example.com'], 'evil.mail.example.com', false],
    [['*.corp.example'], 'imap.corp.example', true],
    [['*.corp.example'], 'corp.example', false],
    [['*.corp.example'], 'imap.corp.example.evil', false],
    [[], '10.0.0.1', true],
  ])('checkMailHosts(%j) lets %s through: %s', (allowed, host, expected) => {
    const run = () => checkMailHosts([host], allowed);
    if (expected) expect(run).not.toThrow();
    else expect(run).toThrow();
  });

  it('saves a tested account: the password encrypted at rest and never in any answer', async () => {
    const res = await save(suite.zhangwei.token, settingsFor(mail.server, 'zhangwei'));
    expect(res.json(), res.body).toMatchObject({
      state: true,
      value: { mailAddress: addressOf('zhangwei'), hasPassword: true, isDefault: true },
    });
    expect(res.body).not.toContain(MAIL_PASSWORD);
    const [row] = await stored(suite.zhangwei.userId);
    expect(row.password_enc).not.toContain(MAIL_PASSWORD);
    expect(row.password_enc).toMatch(/^v1:/);
    expect(decryptPassword(mailKey(suite.ctx.config), row.id, row.password_enc)).toBe(MAIL_PASSWORD);
    // the ciphertext is bound to its row
    expect(() => decryptPassword(mailKey(suite.ctx.config), 'another-row', row.password_enc)).toThrow();
    for (const url of [`${SETTING}/listJson`, `${MAIL}/getMailTreeData`]) {
      const answer = await suite.call({ method: url.endsWith('listJson') ? 'POST' : 'GET', url, token: suite.zhangwei.token, payload: {} });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(MAIL_PASSWORD);
      expect(answer.body).not.toContain(row.password_enc.slice(3, 20));
    }
    const list = (await suite.call({ method: 'POST', url: `${SETTING}/listJson`, token: suite.zhangwei.token, payload: {} })).json().value;
    expect(list.total).toBe(1);
    expect(list.rows[0]).not.toHaveProperty('password');
    expect(list.rows[0].hasPassword).toBe(true);
  });

  it('isOriginPwd keeps the stored password; without it an empty password is refused', async () => {
    const [row] = await stored(suite.zhangwei.userId);
    const body = { ...settingsFor(mail.server, 'zhangwei', ''), id: row.id, nickName: 'Zhang Wei' };
    const refused = await save(suite.zhangwei.token, body, '', 'en-US');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Please enter the mail password');
    const kept = await save(suite.zhangwei.token, { ...body, password: 'ignored' }, '?isOriginPwd=true');
    expect(kept.json(), kept.body).toMatchObject({ state: true, value: { id: row.id, nickName: 'Zhang Wei' } });
    const [after] = await stored(suite.zhangwei.userId);
    expect(decryptPassword(mailKey(suite.ctx.config), row.id, after.password_enc)).toBe(MAIL_PASSWORD);
    const tested = await suite.call({
      method: 'POST',
      url: `${SETTING}/test?isOriginPwd=true`,
      token: suite.zhangwei.token,
      payload: body,
    });
    expect(tested.json()).toMatchObject({ state: true, value: { imap: true, smtp: true } });
  });

  it('the stored password goes only where it went: a changed host, port, SSL setting or user name needs it again', async () => {
    const token = suite.sunli.token;
    const saved = await save(token, settingsFor(mail.server, 'sunli'));
    expect(saved.json(), saved.body).toMatchObject({ state: true });
    const [row] = await stored(suite.sunli.userId);
    const trap = await trapPort();
    // both names lead to this machine and are listed: only the password rule stands between the change and a connection
    suite.ctx.config.mailHosts = ['127.0.0.1', 'localhost'];
    try {
      const body = { ...settingsFor(mail.server, 'sunli', ''), id: row.id };
      const changes: [string, object][] = [
        ['save', { imapPort: trap.port }],
        ['test', { smtpPort: trap.port }],
        ['save', { imapHost: 'localhost' }],
        ['test', { smtpHost: 'LOCALHOST', smtpPort: trap.port }],
        ['save', { imapSsl: true }],
        ['test', { smtpSsl: true }],
        ['save', { userName: 'someone-else' }],
        // without a user name the address is the login: a new address is a new login
        ['test', { mailAddress: 'other@example.com' }],
      ];
      for (const [call, change] of changes) {
        const res = await suite.call({
          method: 'POST',
          url: `${SETTING}/${call}?isOriginPwd=true`,
          token,
          payload: { ...body, ...change },
          lang: 'en-US',
        });
        expect(res.statusCode, `${call} ${JSON.stringify(change)}`).toBe(400);
        expect(res.json().message).toBe('The mail server, port, SSL setting or user name changed: please enter the password again');
      }
      expect(trap.connections()).toBe(0);
      const [after] = await stored(suite.sunli.userId);
      expect(after).toMatchObject({
        imap_port: row.imap_port,
        smtp_port: row.smtp_port,
        user_name: row.user_name,
        password_enc: row.password_enc,
      });
      // the same servers and login keep the stored password
      const same = await save(token, { ...body, nickName: 'Sun Li' }, '?isOriginPwd=true');
      expect(same.json(), same.body).toMatchObject({ state: true, value: { nickName: 'Sun Li' } });
      // typed again, the new server is tried (and the trap is what answers)
      const typed = await suite.call({
        method: 'POST',
        url: `${SETTING}/test`,
        token,
        payload: { ...body, password: MAIL_PASSWORD, imapPort: trap.port },
        lang: 'zh-CN',
      });
      expect(typed.json().message).toContain(`127.0.0.1:${trap.port}`);
      expect(trap.connections()).toBe(1);
    } finally {
      suite.ctx.config.mailHosts = ['127.0.0.1'];
      await trap.close();
    }
  });

  it('tests a stored account by id, and only the caller’s own', async () => {
    const [row] = await stored(suite.zhangwei.userId);
    const ok = await suite.call({ method: 'POST', url: `${SETTING}/test?id=${row.id}`, token: suite.zhangwei.token });
    expect(ok.json(), ok.body).toMatchObject({ state: true, value: { imap: true, smtp: true } });
    const theirs = await suite.call({ method: 'POST', url: `${SETTING}/test?id=${row.id}`, token: suite.lina.token });
    expect(theirs.statusCode).toBe(404);
    const withTheirPassword = await suite.call({
      method: 'POST',
      url: `${SETTING}/save?isOriginPwd=true`,
      token: suite.lina.token,
      payload: { ...settingsFor(mail.server, 'zhangwei', ''), id: row.id },
    });
    expect(withTheirPassword.statusCode).toBe(404);
    expect(await stored(suite.lina.userId)).toHaveLength(0);
  });

  it('refuses a second account with the same address', async () => {
    const res = await save(suite.zhangwei.token, settingsFor(mail.server, 'zhangwei'), '', 'en-US');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('already added');
  });

  it('the tree lists the caller’s accounts only, and removes them only for their owner', async () => {
    const linaSaved = await save(suite.lina.token, settingsFor(mail.server, 'lina'));
    const linaId = linaSaved.json().value.id as string;
    const tree = (await suite.call({ url: `${MAIL}/getMailTreeData`, token: suite.zhangwei.token })).json().value;
    expect(tree.map((a: { mailAddress: string }) => a.mailAddress)).toEqual([addressOf('zhangwei')]);
    const refused = await suite.call({ method: 'DELETE', url: `${SETTING}/remove?ids=${linaId}`, token: suite.zhangwei.token });
    expect(refused.json()).toMatchObject({ state: true, value: { count: 0 } });
    expect(await stored(suite.lina.userId)).toHaveLength(1);
    const removed = await suite.call({ method: 'DELETE', url: `${SETTING}/remove?ids=${linaId}`, token: suite.lina.token });
    expect(removed.json()).toMatchObject({ state: true, value: { count: 1 } });
    expect(await stored(suite.lina.userId)).toHaveLength(0);
  });
});

describe('mail contacts and suggestions', () => {
  it('saves, lists, refuses duplicates and removes the caller’s own contacts', async () => {
    const token = suite.zhangwei.token;
    const a = await suite.call({
      method: 'POST',
      url: `${LINKMAN}/save`,
      token,
      payload: { name: 'Partner A', mailAddress: 'a@partner.test' },
    });
    expect(a.json(), a.body).toMatchObject({ state: true, value: { name: 'Partner A', mailAddress: 'a@partner.test', useCount: 0 } });
    const dup = await suite.call({
      method: 'POST',
      url: `${LINKMAN}/save`,
      token,
      payload: { name: 'Again', mailAddress: 'A@Partner.test' },
    });
    expect(dup.statusCode).toBe(409);
    const bad = await suite.call({ method: 'POST', url: `${LINKMAN}/save`, token, payload: { name: 'x', mailAddress: 'not an address' } });
    expect(bad.statusCode).toBe(400);
    const renamed = await suite.call({
      method: 'POST',
      url: `${LINKMAN}/save`,
      token,
      payload: { id: a.json().value.id, name: 'Partner Alpha', mailAddress: 'a@partner.test' },
    });
    expect(renamed.json().value.name).toBe('Partner Alpha');
    const list = await suite.call({
      method: 'POST',
      url: `${LINKMAN}/listJson`,
      token,
      payload: { querys: [{ property: 'name', value: 'alpha', operation: 'LIKE' }] },
    });
    expect(list.json().value).toMatchObject({ total: 1 });
    const refusedFilter = await suite.call({
      method: 'POST',
      url: `${LINKMAN}/listJson`,
      token,
      payload: { querys: [{ property: 'owner_id', value: 'x' }] },
    });
    expect(refusedFilter.statusCode).toBe(400);
    const others = await suite.call({ method: 'POST', url: `${LINKMAN}/listJson`, token: suite.lina.token, payload: {} });
    expect(others.json().value.total).toBe(0);
    const notTheirs = await suite.call({ method: 'DELETE', url: `${LINKMAN}/remove?ids=${a.json().value.id}`, token: suite.lina.token });
    expect(notTheirs.json().value.count).toBe(0);
    const changeTheirs = await suite.call({
      method: 'POST',
      url: `${LINKMAN}/save`,
      token: suite.lina.token,
      payload: { id: a.json().value.id, name: 'Hijack', mailAddress: 'h@x.test' },
    });
    expect(changeTheirs.statusCode).toBe(404);
  });

  it('suggests the caller’s contacts and active portal users with an email, by query', async () => {
    const token = suite.zhangwei.token;
    const byContact = (await suite.call({ url: `${LINKMAN}/getMailAndUserData?query=partner`, token })).json().value;
    expect(byContact).toEqual([{ name: 'Partner Alpha', mailAddress: 'a@partner.test', source: 'linkman', userId: null, account: null }]);
    const byUser = (await suite.call({ url: `${LINKMAN}/getMailAndUserData?query=lina`, token })).json().value;
    expect(byUser).toContainEqual(expect.objectContaining({ mailAddress: 'lina@example.com', source: 'user', account: 'lina' }));
    // lina has no contact called partner: another user's contacts are never suggested
    const hers = (await suite.call({ url: `${LINKMAN}/getMailAndUserData?query=partner`, token: suite.lina.token })).json().value;
    expect(hers).toEqual([]);
  });
});
