import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../mocks/node';
import { ssoAuthHandler } from '../../../mocks/handlers/auth';
import { DEMO_PAIR, loginAnswer, zhangweiDetail } from '../../../mocks/fixtures/users';
import { i18n, initI18n } from '@/shared/i18n';
import { STORAGE_KEYS } from '@/shared/storage';
import { startUpSignIn, type AccountSwitch } from '@/features/auth';
import { readTokenBook, useAuthStore } from '@/shared/session';
import { SwitchAccountPrompt } from '@/features/auth/SwitchAccountPrompt';

// Issue 13 §2: a link with another account's tokens does not replace the signed-in user without asking.

const linaPair = { token: 'tok-lina-1', rtoken: 'rt-lina-1' };
const lina = loginAnswer({
  username: '李娜',
  account: 'lina',
  userId: 'u-lina',
  ...linaPair,
  userInfo: { ...zhangweiDetail, user: { ...zhangweiDetail.user, account: 'lina', fullname: '李娜' } },
});
const zhangweiLink = `/front/matter/myTask#utoken=${DEMO_PAIR.token}&rtoken=${DEMO_PAIR.rtoken}`;

beforeAll(() => {
  initI18n('en-US');
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useAuthStore.getState().clear();
  server.use(
    ssoAuthHandler([
      { pair: DEMO_PAIR, answer: loginAnswer() },
      { pair: linaPair, answer: lina },
    ]),
  );
  localStorage.setItem(STORAGE_KEYS.tokens, JSON.stringify({ last: 'lina', users: { lina: linaPair } }));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function at(path: string) {
  window.history.replaceState(null, '', path);
  return window.location.href;
}

describe('a link that would switch the signed-in account', () => {
  it('asks, naming both people, and stays with the current one when told so; the link is stripped', async () => {
    const asked: AccountSwitch[] = [];
    const state = await startUpSignIn(at(zhangweiLink), { confirmSwitch: async (change) => (asked.push(change), false) });
    expect(asked).toEqual([{ current: { account: 'lina', fullname: '李娜' }, incoming: { account: 'zhangwei', fullname: '张伟' } }]);
    expect(state.account).toBe('lina');
    expect(useAuthStore.getState().account).toBe('lina');
    expect(readTokenBook()).toEqual({ last: 'lina', users: { lina: linaPair } });
    expect(window.location.hash).toBe('');
  });

  it('switches when the person agrees', async () => {
    const state = await startUpSignIn(at(zhangweiLink), { confirmSwitch: async () => true });
    expect(state.account).toBe('zhangwei');
    expect(readTokenBook().last).toBe('zhangwei');
  });

  it('does not ask after a sign-in on the login page in this tab, nor for the same account, nor without a live session', async () => {
    const confirmSwitch = vi.fn(async () => false);
    sessionStorage.setItem(STORAGE_KEYS.loginHandover, 'zhangwei');
    expect((await startUpSignIn(at(zhangweiLink), { confirmSwitch })).account).toBe('zhangwei');
    // the hand-over counts once
    expect(sessionStorage.getItem(STORAGE_KEYS.loginHandover)).toBeNull();

    expect((await startUpSignIn(at(zhangweiLink), { confirmSwitch })).account).toBe('zhangwei');

    localStorage.setItem(STORAGE_KEYS.tokens, JSON.stringify({ last: 'lina', users: { lina: { token: 'dead', rtoken: 'dead' } } }));
    server.use(ssoAuthHandler([{ pair: DEMO_PAIR, answer: loginAnswer() }]));
    expect((await startUpSignIn(at(zhangweiLink), { confirmSwitch })).account).toBe('zhangwei');
    expect(confirmSwitch).not.toHaveBeenCalled();
  });
});

describe('the question', () => {
  it.each([
    ['en-US', 'You are signed in as 李娜 (lina). This link signs in 张伟 (zhangwei)', 'Stay as 李娜 (lina)', 'Sign in as 张伟 (zhangwei)'],
    ['zh-CN', '当前已登录 李娜 (lina)。此链接将以 张伟 (zhangwei) 登录', '保持 李娜 (lina)', '以 张伟 (zhangwei) 登录'],
    [
      'id',
      'Anda masuk sebagai 李娜 (lina). Tautan ini memasukkan 张伟 (zhangwei)',
      'Tetap sebagai 李娜 (lina)',
      'Masuk sebagai 张伟 (zhangwei)',
    ],
  ])('in %s names both and keeps the focus on staying', async (lang, body, stay, go) => {
    await i18n.changeLanguage(lang);
    const onAnswer = vi.fn();
    render(
      <SwitchAccountPrompt
        change={{ current: { account: 'lina', fullname: '李娜' }, incoming: { account: 'zhangwei', fullname: '张伟' } }}
        onAnswer={onAnswer}
      />,
    );
    expect(screen.getByRole('alertdialog')).toHaveTextContent(body);
    expect(screen.getByRole('button', { name: stay })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: go }));
    expect(onAnswer).toHaveBeenCalledWith(true);
  });
});
