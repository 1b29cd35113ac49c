import { describe, expect, it } from 'vitest';
import { serverProcess } from './support/server-process.js';

// The real server process killed with SIGKILL: it must start again on the same data folder with
// every row intact.
const server = serverProcess({ tmpPrefix: 'portal-restart-', port: 19000 + (process.pid % 900) });

describe('a server killed with SIGKILL', () => {
  it('starts again on the same data with every row intact', async () => {
    await server.start();
    const { token, rtoken } = await server.signIn('zhangwei');

    await server.kill();
    await server.start();
    // the session written before the kill is still there, and the seed did not run twice
    const sso = await server.call<{ account: string }>(
      `/sso/auth?rtoken=${encodeURIComponent(rtoken)}&utoken=${encodeURIComponent(token)}`,
    );
    expect(sso.state).toBe(true);
    expect(sso.value.account).toBe('zhangwei');
    const search = await server.call<{ rows: { account: string }[] }>('/api/user/v1/users/queryByType', {
      token,
      body: { pattern: 'zhangwei', page: 1, pageSize: 50 },
    });
    expect(search.value.rows.filter((r: { account: string }) => r.account === 'zhangwei')).toHaveLength(1);
  }, 240_000);
});
