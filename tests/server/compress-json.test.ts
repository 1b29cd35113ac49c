import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';
import { acceptedEncoding } from '../../server/src/lib/compress-json.js';

// Issue 18: the API's JSON answers travel compressed to callers that accept it (the menu: about 5 KB to 1.3 KB).

describe('compressed JSON answers', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    const login = await ctx.app.inject({ method: 'POST', url: '/auth/login', payload: { account: 'zhangwei', password: 'Portal@2026' } });
    token = login.json().value.token;
  });
  afterAll(() => ctx.close());

  const menu = (encoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu',
      headers: { 'p-auth': token, ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });

  it('brotli first, else gzip; the same answer once decoded', async () => {
    const plain = await menu();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(2000);
    const br = await menu('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await menu('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers, refused encodings and other content alone', async () => {
    const small = await ctx.app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toBeTruthy();
    const refused = await menu('br;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
