import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.js';
import { safeRedirect } from '../../server/src/identity/login-page.js';

const ctx = useTestApp();

describe('login page', () => {
  it('serves the page in Chinese by default with no inline script or style', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/login?redirect=/front/matter/myTask' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="zh-CN">');
    expect(res.body).toContain('企业审批门户');
    expect(res.body).toContain('Portal@2026');
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('data-redirect="/front/matter/myTask"');
    expect(res.body).not.toMatch(/<script>|<script [^>]*>[^<]+<\/script>|<style|style="/);
    expect(res.body).toContain('<script src="/login/assets/login.js"></script>');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it.each([
    ['/login?lang=en-US', 'Sign in', 'en-US'],
    ['/login?lang=id', 'Masuk', 'id'],
    ['/login?lang=zh', '登录', 'zh-CN'],
  ])('%s speaks its language', async (url, word, lang) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.body).toContain(`<html lang="${lang}">`);
    expect(res.body).toContain(word);
  });

  it('follows Accept-Language without ?lang', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/login', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(res.body).toContain('<html lang="en-US">');
    expect(res.body).toContain('Approval Portal');
  });

  it.each([
    ['id-ID', 'id', 'Masuk'],
    ['id-ID,id;q=0.9', 'id', 'Masuk'],
    ['en-GB', 'en-US', 'Sign in'],
    ['fr-FR,en;q=0.5', 'en-US', 'Sign in'],
    ['de', 'zh-CN', '登录'],
  ])('answers Accept-Language %j by its first part (issue 29: Chinese to an Indonesian Chrome)', async (header, lang, word) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/login', headers: { 'accept-language': header } });
    expect(res.body).toContain(`<html lang="${lang}">`);
    expect(res.body).toContain(word);
  });

  it('hands a language chosen on the page over to the portal, and only a chosen one', async () => {
    const chosen = await ctx.app.inject({ method: 'GET', url: '/login?lang=id&redirect=%2Ffront%2Fhome' });
    expect(chosen.body).toContain('data-chosen-lang="id"');
    const guessed = await ctx.app.inject({ method: 'GET', url: '/login', headers: { 'accept-language': 'en-US' } });
    expect(guessed.body).not.toContain('data-chosen-lang');
    const js = await ctx.app.inject({ method: 'GET', url: '/login/assets/login.js' });
    expect(js.body).toContain("'&lang='");
  });

  it('offers a language switch that keeps the redirect', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/login?redirect=%2Ffront%2Fhome' });
    expect(res.body).toContain('href="/login?lang=en-US&amp;redirect=%2Ffront%2Fhome"');
    expect(res.body).toContain('Bahasa Indonesia');
  });

  it('serves its script and style sheet', async () => {
    const js = await ctx.app.inject({ method: 'GET', url: '/login/assets/login.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.body).toContain('#utoken=');
    const css = await ctx.app.inject({ method: 'GET', url: '/login/assets/login.css' });
    expect(css.headers['content-type']).toContain('text/css');
    expect((await ctx.app.inject({ method: 'GET', url: '/login/assets/..%2Fmessages.ts' })).statusCode).toBe(404);
  });

  it.each([
    ['/front/matter/myTask?x=1', '/front/matter/myTask?x=1'],
    ['https://evil.example/front/', '/front/'],
    ['//evil.example/front/', '/front/'],
    ['/front/../admin', '/front/'],
    ['/\\evil.example', '/front/'],
    ['/front\\..\\x', '/front/'],
    ['javascript:alert(1)', '/front/'],
    [undefined, '/front/'],
  ])('redirect %s becomes %s', (given, expected) => {
    expect(safeRedirect(given)).toBe(expected);
  });

  it('escapes a hostile redirect in the page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/login?redirect=' + encodeURIComponent('/front/"><script>alert(1)</script>') });
    expect(res.body).not.toContain('<script>alert(1)</script>');
  });
});
