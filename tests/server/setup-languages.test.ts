import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../server/src/audit/index.js';
import { portalSuite } from './portal-helpers.js';

/**
 * Issue 30: the languages a company offers, in any company (here the demo one, which never ran the first-run setup)
 * and after the first run: served before sign-in, narrowed by an administrator only (audited, a stale version
 * refused, never none), and the login page speaks and offers only them.
 */
const suite = portalSuite(['htadmin', 'zhangwei'] as const);
const { ctx, call } = suite;

const ALL = ['zh-CN', 'en-US', 'id'];
const offered = async () => (await call({ url: '/uc/setup/v1/languages' })).json().value.languages as string[];
const save = (languages: string[], version: number, token = suite.htadmin.token, lang = 'en-US') =>
  call({ method: 'POST', url: '/uc/setup/v1/languages', token, lang, payload: { languages, version } });
const entries = () =>
  ctx.db
    .selectFrom('audit_log')
    .select(['action', 'actor_account', 'target_name', 'before', 'after'])
    .where('action', '=', 'setup.languages')
    .execute();
const loginPage = (url: string, acceptLanguage?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });

describe('the languages a company offers', () => {
  it('are all three until an administrator chooses; anyone reads them before signing in', async () => {
    const res = await call({ url: '/uc/setup/v1/languages' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ languages: ALL });
    const state = await call({ url: '/uc/setup/v1/state', token: suite.htadmin.token });
    expect(state.json().value).toMatchObject({ applies: false, languages: ALL, languagesVersion: 0 });
  });

  it('may be changed by an administrator only (403 for anyone else, nothing written)', async () => {
    const refused = await save(['en-US'], 0, suite.zhangwei.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only administrators may set up the company');
    expect((await call({ url: '/uc/setup/v1/state', token: suite.zhangwei.token })).statusCode).toBe(403);
    expect(await offered()).toEqual(ALL);
    expect(await entries()).toEqual([]);
  });

  it.each([
    ['zh-CN', '请至少选择一种提供的语言'],
    ['en-US', 'Choose at least one language to offer'],
    ['id', 'Pilih setidaknya satu bahasa yang ditawarkan'],
  ])('are never none: an empty set is refused in %s, nothing written', async (lang, message) => {
    const res = await save([], 0, suite.htadmin.token, lang);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await offered()).toEqual(ALL);
    expect(await entries()).toEqual([]);
  });

  it('are narrowed by an administrator: stored in the portal’s order, audited once, a stale version refused', async () => {
    const saved = await save(['en-US', 'zh-CN'], 0);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value).toMatchObject({ applies: false, languages: ['zh-CN', 'en-US'], languagesVersion: 1 });
    expect(await offered()).toEqual(['zh-CN', 'en-US']);
    const [entry, ...more] = await entries();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor_account: 'htadmin',
      before: JSON.stringify({ languages: ALL }),
      after: JSON.stringify({ languages: ['zh-CN', 'en-US'] }),
    });
    expect(entry!.target_name).toBeTruthy();
    // the same set again: nothing to write, no second entry
    expect((await save(['zh-CN', 'en-US'], 1)).json().value.languagesVersion).toBe(1);
    expect(await entries()).toHaveLength(1);
    // another administrator working from the version before: 409, nothing changed
    const stale = await save(['id'], 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Another administrator has just changed the company setup: reload it and save again');
    expect(await offered()).toEqual(['zh-CN', 'en-US']);
    expect(await verifyAuditChain(ctx.db, ctx.config)).toMatchObject({ intact: true });
  });

  it('narrow the login page: it links only those and falls back to the first offered', async () => {
    // (the languages are zh-CN and en-US since the test before)
    const page = await loginPage('/login?redirect=%2Ffront%2Fhome', 'id-ID,id;q=0.9');
    expect(page.body).toContain('<html lang="zh-CN">');
    expect(page.body).toContain('href="/login?lang=en-US&amp;redirect=%2Ffront%2Fhome"');
    expect(page.body).not.toContain('lang=id');
    expect(page.body).not.toContain('Bahasa Indonesia');
    // the browser's next language that is offered
    expect((await loginPage('/login', 'id-ID,en;q=0.5')).body).toContain('<html lang="en-US">');
    // a ?lang not offered: the first offered, and not handed to the portal as chosen
    const asked = await loginPage('/login?lang=id');
    expect(asked.body).toContain('<html lang="zh-CN">');
    expect(asked.body).not.toContain('data-chosen-lang');
    expect((await loginPage('/login?lang=en-US')).body).toContain('data-chosen-lang="en-US"');
    // the first offered need not be Chinese
    expect((await save(['id', 'en-US'], 1)).statusCode).toBe(200);
    expect((await loginPage('/login', 'fr-FR')).body).toContain('<html lang="en-US">');
    expect((await loginPage('/login?lang=zh-CN')).body).toContain('<html lang="en-US">');
    // all three again
    expect((await save(ALL, 2)).statusCode).toBe(200);
    expect((await loginPage('/login?lang=id')).body).toContain('<html lang="id">');
    expect(await entries()).toHaveLength(3);
  });
});
