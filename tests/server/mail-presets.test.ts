import { afterEach, describe, expect, it } from 'vitest';
import { parseServerUrl } from '../../server/src/mail/presets.js';
import { portalSuite } from './portal-helpers.js';
import { MAIL_PASSWORD, SETTING, trapPort } from './mail-support.js';

// Issue 29.17: adding an account offers the servers of the address's provider and the company's own server; an
// offer only fills the form, the outbound-address policy (MAIL_HOSTS) decides as for typed hosts.

const suite = portalSuite(['zhangwei']);

const presets = (address: string, lang = 'en-US') =>
  suite.call({ url: `${SETTING}/presets?address=${encodeURIComponent(address)}`, token: suite.zhangwei.token, lang });

afterEach(() => {
  suite.ctx.config.mailCompanyServer = undefined;
  suite.ctx.config.mailHosts = undefined;
});

describe('mail server presets', () => {
  it('offers a well-known provider by the address’s domain, nothing for an unknown domain', async () => {
    const gmail = await presets('Someone@GMAIL.com');
    expect(gmail.json(), gmail.body).toMatchObject({
      state: true,
      value: [
        {
          source: 'provider',
          name: 'Gmail',
          imapHost: 'imap.gmail.com',
          imapPort: 993,
          imapSsl: true,
          smtpHost: 'smtp.gmail.com',
          smtpPort: 465,
          smtpSsl: true,
        },
      ],
    });
    expect((await presets('li@qq.com')).json().value[0]).toMatchObject({ name: 'QQ Mail', imapHost: 'imap.qq.com' });
    expect((await presets('someone@unknown-company.test')).json().value).toEqual([]);
  });

  it('offers the company default for its domains (and for any address no provider serves when it names none)', async () => {
    suite.ctx.config.mailCompanyServer = {
      imap: 'imaps://mail.corp.example',
      smtp: 'smtp://mail.corp.example:587',
      domains: ['corp.example'],
    };
    const company = {
      source: 'company',
      imapHost: 'mail.corp.example',
      imapPort: 993,
      imapSsl: true,
      smtpHost: 'mail.corp.example',
      smtpPort: 587,
      smtpSsl: false,
    };
    expect((await presets('zhang@corp.example')).json().value).toEqual([{ ...company, name: '' }]);
    expect((await presets('zhang@sales.corp.example')).json().value).toEqual([{ ...company, name: '' }]);
    expect((await presets('zhang@other.example')).json().value).toEqual([]);
    suite.ctx.config.mailCompanyServer = { ...suite.ctx.config.mailCompanyServer, domains: [] };
    expect((await presets('zhang@other.example')).json().value).toEqual([{ ...company, name: '' }]);
    // a provider's address gets the provider only
    expect((await presets('zhang@gmail.com')).json().value.map((p: { source: string }) => p.source)).toEqual(['provider']);
  });

  it('never offers what the address policy refuses, and an offered host is still checked on save', async () => {
    // MAIL_HOSTS names the company's server only: the provider is not offered
    suite.ctx.config.mailHosts = ['mail.corp.example'];
    suite.ctx.config.mailCompanyServer = { imap: 'imaps://mail.corp.example', smtp: 'smtps://mail.corp.example', domains: [] };
    expect((await presets('zhang@gmail.com')).json().value).toEqual([]);
    expect((await presets('zhang@corp.example')).json().value).toHaveLength(1);
    // without MAIL_HOSTS a company server on an inner address is not offered, and typing it is refused as before
    suite.ctx.config.mailHosts = undefined;
    const trap = await trapPort();
    try {
      suite.ctx.config.mailCompanyServer = { imap: `imap://127.0.0.1:${trap.port}`, smtp: `smtp://127.0.0.1:${trap.port}`, domains: [] };
      expect((await presets('zhang@corp.example')).json().value).toEqual([]);
      const saved = await suite.call({
        method: 'POST',
        url: `${SETTING}/save`,
        token: suite.zhangwei.token,
        lang: 'en-US',
        payload: {
          mailAddress: 'zhang@corp.example',
          password: MAIL_PASSWORD,
          imapHost: '127.0.0.1',
          imapPort: trap.port,
          imapSsl: false,
          smtpHost: '127.0.0.1',
          smtpPort: trap.port,
          smtpSsl: false,
        },
      });
      expect(saved.statusCode).toBe(400);
      expect(trap.connections()).toBe(0);
    } finally {
      await trap.close();
    }
  });

  it('refuses a bad address in the user’s language', async () => {
    const bad = await presets('not an address', 'zh-CN');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('reads the company server’s address forms', () => {
    expect(parseServerUrl('imaps://Mail.Corp.Example', 'imap')).toEqual({ host: 'mail.corp.example', port: 993, ssl: true });
    expect(parseServerUrl('imap://mail.corp.example:1143', 'imap')).toEqual({ host: 'mail.corp.example', port: 1143, ssl: false });
    expect(parseServerUrl('smtp://mail.corp.example', 'smtp')).toEqual({ host: 'mail.corp.example', port: 587, ssl: false });
    expect(parseServerUrl('smtps://mail.corp.example', 'smtp')).toEqual({ host: 'mail.corp.example', port: 465, ssl: true });
    expect(parseServerUrl('http://mail.corp.example', 'smtp')).toBeUndefined();
    expect(parseServerUrl('smtp://mail.corp.example:99999', 'smtp')).toBeUndefined();
  });
});
