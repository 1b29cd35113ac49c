import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';
import { API_POLICY, trimApiHeaders } from '../../server/src/lib/subresource-headers.js';

// Issue 18: the portal's scripts and styles do without the document-only headers (about 600 bytes each, eight of
// them before the first screen); documents, workers and API answers keep every one.

const DOCUMENT_ONLY = [
  'content-security-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'x-xss-protection',
  'origin-agent-cluster',
];

describe('headers of the portal’s own files', () => {
  let ctx: TestContext;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-static-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
    fs.writeFileSync(path.join(dir, 'assets', 'shell-abc.js'), 'export const a = 1;');
    fs.writeFileSync(path.join(dir, 'assets', 'shell-abc.css'), 'body{color:red}');
    fs.writeFileSync(path.join(dir, 'assets', 'pdf.worker.min-abc.mjs'), 'self.onmessage = () => {};');
    fs.writeFileSync(path.join(dir, 'assets', 'logo-abc.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    ctx = await createTestApp({ staticDir: dir });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(['shell-abc.js', 'shell-abc.css'])('%s: no document-only header, nosniff and the resource policy stay', async (file) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/front/assets/${file}` });
    expect(res.statusCode).toBe(200);
    for (const name of DOCUMENT_ONLY) expect(res.headers[name], name).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it.each([
    ['the page', '/front/home'],
    ['a worker script', '/front/assets/pdf.worker.min-abc.mjs'],
    ['a picture (an SVG can be opened as a document)', '/front/assets/logo-abc.svg'],
  ])('%s keeps the page policy and framing rules', async (_what, url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('an API answer gets the policy of a document that runs and embeds nothing, and keeps nosniff and framing', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['cross-origin-opener-policy', 'x-xss-protection', 'origin-agent-cluster', 'x-dns-prefetch-control'])
      expect(res.headers[name], name).toBeUndefined();
  });

  it('an error answer in JSON gets the same short policy', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('a JSON file sent as a download keeps its own policy', () => {
    const headers = new Map<string, string>([
      ['content-type', 'application/json'],
      ['content-disposition', 'attachment; filename="export.json"'],
      ['content-security-policy', "default-src 'none'; sandbox"],
      ['cross-origin-opener-policy', 'same-origin'],
    ]);
    const reply = {
      getHeader: (n: string) => headers.get(n),
      hasHeader: (n: string) => headers.has(n),
      header: (n: string, v: string) => headers.set(n, v),
      removeHeader: (n: string) => headers.delete(n),
    };
    trimApiHeaders(reply as unknown as Parameters<typeof trimApiHeaders>[0]);
    expect(headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    headers.delete('content-disposition');
    trimApiHeaders(reply as unknown as Parameters<typeof trimApiHeaders>[0]);
    expect(headers.get('content-security-policy')).toBe(API_POLICY);
    expect(headers.has('cross-origin-opener-policy')).toBe(false);
  });
});
