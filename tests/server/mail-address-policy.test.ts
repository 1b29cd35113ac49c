import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/mail-test-server.mjs';
import { mailHostsLogLine, smtpTransport, testServers, type MailServerSettings } from '../../server/src/mail/connect.js';
import { MAIL_CONNECTS_PER_MINUTE } from '../../server/src/mail/routes.js';
import { portalSuite } from './portal-helpers.js';
import { MAIL_PASSWORD, SETTING, trapPort } from './mail-support.js';

// Without MAIL_HOSTS (the default) a user's mail account reaches public mail servers only: the account test must not
// be a port scanner of the portal's own network. Only loopback addresses are used here: a refusal must come before
// any packet, and no test may send one to another network.

const suite = portalSuite(['zhangwei', 'wuhao', 'sunli']);

beforeAll(() => {
  suite.ctx.config.mailHosts = undefined;
});

const settings = (host: string, port: number) => ({
  mailAddress: 'zhangwei@example.com',
  password: MAIL_PASSWORD,
  imapHost: host,
  imapPort: port,
  imapSsl: false,
  smtpHost: host,
  smtpPort: port,
  smtpSsl: false,
});

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};

describe('mail servers on inner addresses', () => {
  it('a loopback server is refused before connecting: a closed and an open port answer the same, at once', async () => {
    const open = await trapPort();
    const closed = await freePort();
    try {
      for (const host of ['127.0.0.1', 'localhost', '[::1]', '::ffff:127.0.0.1']) {
        const answers = [];
        for (const port of [open.port, closed]) {
          const { result, ms } = await timed(() =>
            suite.call({
              method: 'POST',
              url: `${SETTING}/test`,
              token: suite.zhangwei.token,
              payload: settings(host, port),
              lang: 'en-US',
            }),
          );
          expect(result.statusCode, host).toBe(400);
          expect(ms, `${host}:${port}`).toBeLessThan(1000);
          answers.push(result.json().message);
        }
        expect(answers[0]).toBe(answers[1]);
        expect(answers[0]).toBe(
          `The IMAP server ${host} is on a local or private network address, which the portal does not connect to: use your provider's public server, or ask your administrator to list this server`,
        );
      }
      const saved = await suite.call({
        method: 'POST',
        url: `${SETTING}/save`,
        token: suite.zhangwei.token,
        payload: settings('localhost', open.port),
        lang: 'zh-CN',
      });
      expect(saved.json().message).toContain('内网地址');
      expect(open.connections()).toBe(0);
      const rows = await suite.ctx.db.selectFrom('mail_setting').select('id').where('owner_id', '=', suite.zhangwei.userId).execute();
      expect(rows).toHaveLength(0);
    } finally {
      await open.close();
    }
  });

  it('a public-looking name that resolves to an inner address is refused when connecting (DNS rebinding), IMAP and SMTP alike', async () => {
    const trap = await trapPort();
    const base: MailServerSettings = {
      ...settings('mail.partner-example.com', trap.port),
      userName: 'zhangwei@example.com',
      anyAddress: false,
    };
    try {
      // the name answered a public address when the user typed it; now it points inside (alone, or among public ones)
      for (const answers of [
        [{ address: '127.0.0.1', family: 4 }],
        [
          { address: '8.8.8.8', family: 4 },
          { address: '127.0.0.1', family: 4 },
        ],
        [{ address: '::ffff:127.0.0.1', family: 6 }],
      ]) {
        const resolve = async () => answers;
        await expect(testServers({ ...base, resolve })).rejects.toMatchObject({
          key: 'mail.privateHost',
          params: { server: 'IMAP', host: 'mail.partner-example.com' },
        });
      }
      // the mail sender resolves and checks the same way
      const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
      await expect(smtpTransport({ ...base, smtpHost: 'smtp.partner-example.com', resolve })).rejects.toMatchObject({
        key: 'mail.privateHost',
        params: { server: 'SMTP', host: 'smtp.partner-example.com' },
      });
      expect(trap.connections()).toBe(0);
    } finally {
      await trap.close();
    }
  });

  it('the start-up log says when MAIL_HOSTS is unset, and what it names when set', () => {
    expect(mailHostsLogLine(undefined)).toMatch(/^MAIL_HOSTS is unset: .*public.*loopback, private and link-local addresses are refused/);
    expect(mailHostsLogLine(['mail.corp.example'])).toContain('mail.corp.example');
  });
});

describe('rate of account tests and saves', () => {
  it(`allows ${MAIL_CONNECTS_PER_MINUTE} tests and ${MAIL_CONNECTS_PER_MINUTE} saves a minute per user, in the caller's language`, async () => {
    const port = await freePort();
    const attempt = (call: 'test' | 'save', token: string) =>
      suite.call({ method: 'POST', url: `${SETTING}/${call}`, token, payload: settings('127.0.0.1', port), lang: 'en-US' });
    for (const call of ['test', 'save'] as const) {
      for (let i = 0; i < MAIL_CONNECTS_PER_MINUTE; i++) expect((await attempt(call, suite.wuhao.token)).statusCode).toBe(400);
      const refused = await attempt(call, suite.wuhao.token);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ state: false });
      expect(refused.json().message).toMatch(/^Too many mail server tests; please try again in \d+ seconds$/);
      // another user has a budget of their own
      expect((await attempt(call, suite.sunli.token)).statusCode).toBe(400);
    }
  });
});
