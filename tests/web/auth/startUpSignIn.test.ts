import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { fail, ok } from '../../../mocks/envelope';
import { refreshHandler, ssoAuthHandler } from '../../../mocks/handlers/auth';
import { DEMO_PAIR, loginAnswer } from '../../../mocks/fixtures/users';
import { browserLocation } from '@/shared/browser';
import { STORAGE_KEYS } from '@/shared/storage';
import { get } from '@/api/http';
import { listenToMocks } from '../support/mockServer';
import { logout, redirectIfAccountMismatch, SignInError, startUpSignIn } from '@/features/auth';
import { readTokenBook, useAuthStore } from '@/shared/session';

let assign: ReturnType<typeof vi.spyOn>;
const linaPair = { token: 'tok-lina-1', rtoken: 'rt-lina-1' };

listenToMocks({ language: 'zh-CN', restoreMocks: true });
beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().clear();
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});

function at(path: string) {
  window.history.replaceState(null, '', path);
  return window.location.href;
}

function storeBook(book: unknown) {
  localStorage.setItem(STORAGE_KEYS.tokens, JSON.stringify(book));
}

describe('start-up sign-in', () => {
  it('signs in with the tokens of the fragment, stores the pair and strips them from the address', async () => {
    const state = await startUpSignIn(at('/front/matter/myTask?tab=todo#utoken=tok-zhangwei-1&rtoken=rt-zhangwei-1'));
    expect(state.account).toBe('zhangwei');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/front/matter/myTask?tab=todo');
    expect(readTokenBook()).toEqual({ last: 'zhangwei', users: { zhangwei: DEMO_PAIR } });
    expect(useAuthStore.getState()).toMatchObject({
      signedIn: true,
      username: '张伟',
      account: 'zhangwei',
      token: DEMO_PAIR.token,
      isAdmin: false,
    });
  });

  it('accepts the tokens in the query (single sign-on from other systems)', async () => {
    await startUpSignIn(at('/front/?utoken=tok-zhangwei-1&rtoken=rt-zhangwei-1'));
    expect(window.location.search).toBe('');
    expect(useAuthStore.getState().account).toBe('zhangwei');
  });

  it('keeps the pairs of other users beside the new one', async () => {
    storeBook({ last: 'lina', users: { lina: linaPair } });
    await startUpSignIn(at('/front/#utoken=tok-zhangwei-1&rtoken=rt-zhangwei-1'));
    expect(readTokenBook()).toEqual({ last: 'zhangwei', users: { lina: linaPair, zhangwei: DEMO_PAIR } });
  });

  it('falls back to the stored pair of the last user, validated with /sso/auth', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/sso/auth', ({ request }) => {
        seen.push(new URL(request.url).searchParams.get('utoken') ?? '');
        return ok(loginAnswer());
      }),
    );
    storeBook({ last: 'zhangwei', users: { zhangwei: DEMO_PAIR } });
    const state = await startUpSignIn(at('/front/home'));
    expect(seen).toEqual([DEMO_PAIR.token]);
    expect(state.account).toBe('zhangwei');
  });

  it('uses the stored pair of the account the address asks for', async () => {
    server.use(
      ssoAuthHandler([
        {
          pair: linaPair,
          answer: loginAnswer({ account: 'lina', username: '李娜', userId: 'u-lina', token: linaPair.token, rtoken: linaPair.rtoken }),
        },
      ]),
    );
    storeBook({ last: 'zhangwei', users: { zhangwei: DEMO_PAIR, lina: linaPair } });
    const state = await startUpSignIn(at('/front/home?account=lina'));
    expect(state.username).toBe('李娜');
    expect(readTokenBook().last).toBe('lina');
  });

  it('refreshes a stored pair the server no longer accepts, then signs in', async () => {
    const fresh = { token: 'tok-zhangwei-2', rtoken: 'rt-zhangwei-2' };
    server.use(ssoAuthHandler([{ pair: fresh, answer: loginAnswer(fresh) }]), refreshHandler(DEMO_PAIR.rtoken, fresh));
    storeBook({ last: 'zhangwei', users: { zhangwei: DEMO_PAIR } });
    await startUpSignIn(at('/front/'));
    expect(readTokenBook().users.zhangwei).toEqual(fresh);
  });

  it('fails with "unable to get login information" when there is nothing to sign in with', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(request.url));
    const failure = startUpSignIn(at('/front/'));
    await expect(failure).rejects.toBeInstanceOf(SignInError);
    await expect(failure).rejects.toMatchObject({ reason: 'noLoginInfo', message: '无法获取登录信息' });
    expect(calls).toEqual([]);
    server.events.removeAllListeners();
  });

  it('fails when the fragment tokens are refused, and forgets a refused stored pair', async () => {
    await expect(startUpSignIn(at('/front/#utoken=bad&rtoken=bad'))).rejects.toMatchObject({ reason: 'rejected' });
    expect(window.location.hash).toBe('');
    storeBook({ last: 'zhangwei', users: { zhangwei: { token: 'old', rtoken: 'old' } } });
    await expect(startUpSignIn(at('/front/'))).rejects.toMatchObject({ reason: 'rejected' });
    expect(readTokenBook()).toEqual({ last: null, users: {} });
  });

  it('fails when the address asks for another account than the tokens belong to', async () => {
    await expect(startUpSignIn(at('/front/?account=lina#utoken=tok-zhangwei-1&rtoken=rt-zhangwei-1'))).rejects.toMatchObject({
      reason: 'accountMismatch',
    });
    storeBook({ last: 'zhangwei', users: { zhangwei: DEMO_PAIR } });
    await expect(startUpSignIn(at('/front/?account=lina'))).rejects.toMatchObject({ reason: 'accountMismatch' });
  });

  it('ignores a broken tr_token_user', async () => {
    localStorage.setItem(STORAGE_KEYS.tokens, '{not json');
    await expect(startUpSignIn(at('/front/'))).rejects.toMatchObject({ reason: 'noLoginInfo' });
  });
});

describe('after sign-in', () => {
  beforeEach(async () => {
    await startUpSignIn(at('/front/home#utoken=tok-zhangwei-1&rtoken=rt-zhangwei-1'));
  });

  it('an address naming another account sends the user to the login URL', () => {
    expect(redirectIfAccountMismatch('/front/matter/myTask?account=lina')).toBe(true);
    expect(assign).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/front/home')}`);
  });

  it('an address naming the same account, or none, is fine', () => {
    expect(redirectIfAccountMismatch('/front/matter/myTask?account=zhangwei')).toBe(false);
    expect(redirectIfAccountMismatch('/front/matter/myTask')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('logout ends the session on the server, forgets the pair and goes to the login URL', async () => {
    let sentToken: string | null = null;
    server.use(
      http.post('*/auth/logout', ({ request }) => {
        sentToken = request.headers.get('P-Auth');
        return ok(null);
      }),
    );
    await logout();
    expect(sentToken).toBe(DEMO_PAIR.token);
    expect(readTokenBook().users.zhangwei).toBeUndefined();
    expect(useAuthStore.getState().signedIn).toBe(false);
    expect(assign).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/front/home')}`);
  });

  it('logout still leaves when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post('*/auth/logout', () => Response.error()));
    await logout();
    expect(readTokenBook().users.zhangwei).toBeUndefined();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('a 402 on a later call refreshes through the store and keeps the new pair per user', async () => {
    server.use(
      http.get('*/portal/x/v1/q', ({ request }) =>
        request.headers.get('P-Auth') === 'tok-zhangwei-2' ? ok('fresh') : fail(402, 'expired'),
      ),
    );
    await expect(get('/portal/x/v1/q')).resolves.toMatchObject({ value: 'fresh' });
    expect(useAuthStore.getState().token).toBe('tok-zhangwei-2');
    expect(readTokenBook().users.zhangwei).toEqual({ token: 'tok-zhangwei-2', rtoken: 'rt-zhangwei-2' });
  });
});
