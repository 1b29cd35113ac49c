import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/src/config.js';
import { useTestApp } from './support/test-app.js';

// Issue 29 item 19: the login page printed the demo accounts and passwords on every installation.
describe('the demo hints on the login page (LOGIN_DEMO_HINTS)', () => {
  it.each([
    [{}, [], true],
    [{ SEED: 'demo' }, [], true],
    [{ SEED: 'empty' }, [], false],
    [{}, ['--empty'], false],
    [{ LOGIN_DEMO_HINTS: 'off' }, [], false],
    [{ LOGIN_DEMO_HINTS: 'OFF' }, [], false],
    [{ LOGIN_DEMO_HINTS: 'on', SEED: 'empty' }, [], true],
    [{ LOGIN_DEMO_HINTS: ' on ' }, [], true],
    [{ LOGIN_DEMO_HINTS: '' }, [], true],
  ] as const)('%j %j: shown %s', (env, argv, shown) => {
    expect(readConfig({ ...env }, [...argv]).loginDemoHints).toBe(shown);
  });

  it('refuses a value other than on or off, naming the setting', () => {
    expect(() => readConfig({ LOGIN_DEMO_HINTS: 'yes please' }, [])).toThrow(/LOGIN_DEMO_HINTS.*on.*off/);
  });
});

describe('a login page with the hints off', () => {
  const ctx = useTestApp({ loginDemoHints: false });

  it.each(['zh-CN', 'en-US', 'id'])('shows no account or password in %s', async (lang) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/login?lang=${lang}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/Portal@2026|Admin@2026|htadmin|zhangwei/);
    expect(res.body).not.toContain('class="hint"');
  });
});

describe('a login page with the hints on', () => {
  const ctx = useTestApp({ loginDemoHints: true });

  it('names the demo accounts in the page language', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/login?lang=id' });
    expect(res.body).toContain('class="hint"');
    expect(res.body).toContain('Portal@2026');
  });
});
