import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';
import { parseOrigins, readConfig } from '../../server/src/config.js';

// Issue 13 §5: the portal may live inside the containers the deployment names, never inside any page.

describe('who may frame the portal', () => {
  let plain: TestContext;
  let embedded: TestContext;
  beforeAll(async () => {
    plain = await createTestApp();
    embedded = await createTestApp({ frameAncestors: ['https://im.example.com', 'https://*.oa.example.com:8443'] });
  });
  afterAll(async () => {
    await plain.close();
    await embedded.close();
  });

  // a page (the login page): an API answer's policy lets nobody frame it
  it('by default only its own origin', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/login' });
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self';");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('and the named containers when configured, with no X-Frame-Options to contradict them', async () => {
    const res = await embedded.app.inject({ method: 'GET', url: '/login' });
    expect(String(res.headers['content-security-policy'])).toContain(
      "frame-ancestors 'self' https://im.example.com https://*.oa.example.com:8443;",
    );
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('takes the list from FRAME_ANCESTORS, else from the router-message origins', () => {
    expect(readConfig({ FRAME_ANCESTORS: 'https://a.example.com, https://b.example.com/' }, []).frameAncestors).toEqual([
      'https://a.example.com',
      'https://b.example.com',
    ]);
    expect(readConfig({ ROUTER_MESSAGE_ORIGINS: 'https://im.example.com' }, []).frameAncestors).toEqual(['https://im.example.com']);
    expect(readConfig({}, []).frameAncestors).toEqual([]);
  });

  it.each(['*', 'https://*', 'im.example.com', 'https://im.example.com/path', "'self'", 'javascript:alert(1)'])(
    'refuses to start with %s',
    (value) => {
      expect(() => parseOrigins('FRAME_ANCESTORS', value)).toThrow(/FRAME_ANCESTORS: not an origin/);
    },
  );
});
