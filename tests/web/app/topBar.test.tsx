import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { ok } from '../../../mocks/envelope';
import { menuHandler } from '../../../mocks/handlers/menu';
import { i18n } from '@/shared/i18n';
import { browserLocation } from '@/shared/browser';
import { STORAGE_KEYS } from '@/shared/storage';
import { useThemeStore } from '@/features/theme';
import { HANDBOOK_URL } from '@/shared/handbook';
import type { MenuItem } from '@contract/portal';
import { renderShell, setUpShellTests, signIn } from './support/renderShell';
import { expectTexts } from '../support/expectTexts';

vi.mock('@/features/search', () => ({ GlobalSearchBox: () => null, SearchResults: () => null, useSearchActive: () => false }));
vi.mock('@/features/messages', () => ({ MessageBell: () => null }));
vi.mock('@/features/downloads', () => ({ DownloadNotice: () => null }));
vi.mock('@/features/assistant', () => ({ AssistantWidget: () => null }));

let assign: ReturnType<typeof vi.spyOn>;
let reload: ReturnType<typeof vi.spyOn>;

setUpShellTests();
beforeEach(async () => {
  localStorage.clear();
  useThemeStore.getState().reset();
  await i18n.changeLanguage('zh-CN');
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
});

const topItems = (n: number): MenuItem[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `t${i}`,
    parentId: null,
    alias: `top${i}`,
    name: `菜单${i + 1}`,
    path: `/top${i}`,
    component: 'tasks/MyTask',
    sort: i,
  }));

/** Signs 张伟 in, opens the shell at home and chooses `item` in the avatar menu. */
async function chooseInAvatarMenu(item: string) {
  signIn('zhangwei', '张伟');
  renderShell('/home');
  fireEvent.mouseEnter(await screen.findByRole('button', { name: /个人菜单/ }));
  fireEvent.click(await screen.findByText(item));
}

/** Answers `method path` with ok(null), handing each request to `seen` first. */
function answerEmpty(method: 'get' | 'post', path: string, seen: (request: Request) => unknown) {
  server.use(
    http[method](path, async ({ request }) => {
      await seen(request);
      return ok(null);
    }),
  );
}

describe('horizontal layout', () => {
  it.each([
    [7, 7, false],
    [8, 7, true],
    [9, 7, true],
  ])('with %d top-level items shows %d and More: %s', async (count, shown, more) => {
    server.use(menuHandler(topItems(count)));
    useThemeStore.getState().setLayout('horizontal');
    signIn();
    renderShell('/top0');
    await screen.findByTestId('page-myTask');
    const bar = screen.getAllByRole('menu').find((m) => m.className.includes('horizontal'))!;
    const items = within(bar)
      .getAllByRole('menuitem')
      .filter((el) => el.closest('[role=menu]') === bar);
    const labels = items.map((el) => el.textContent);
    expect(labels.filter((l) => l?.startsWith('菜单'))).toHaveLength(shown);
    expect(labels.includes('更多')).toBe(more);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});

describe('top bar', () => {
  it('opens the handbook in a new tab, in the interface language', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    signIn();
    renderShell('/home');
    fireEvent.click(await screen.findByRole('button', { name: '使用手册' }));
    expect(open).toHaveBeenCalledWith('/portal/handbook/?lang=zh-CN', '_blank', 'noopener');
    expect(HANDBOOK_URL).toBe('/portal/handbook/');
  });

  it('the language menu opens with a click (no hover needed); choosing Indonesian stores it and reloads', async () => {
    signIn();
    renderShell('/home');
    fireEvent.click(await screen.findByRole('button', { name: '语言' }));
    fireEvent.click(await screen.findByText('Bahasa Indonesia'));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(localStorage.getItem(STORAGE_KEYS.language)).toContain('id');
  });

  it('offers the translate switch only in English and Indonesian and stores it as 1/0', async () => {
    signIn();
    const view = renderShell('/home');
    await screen.findByTestId('page-home');
    expect(screen.queryByRole('switch')).toBeNull();
    view.unmount();

    await i18n.changeLanguage('en-US');
    renderShell('/home');
    const toggle = await screen.findByRole('switch', { name: 'Translate the page automatically' });
    // a label says what the switch is, not only its On / Off
    expect(toggle.closest('label')).toHaveTextContent('Auto-translate');
    fireEvent.click(toggle);
    expect(localStorage.getItem(STORAGE_KEYS.autoTranslate)).toBe('1');
    fireEvent.click(toggle);
    expect(localStorage.getItem(STORAGE_KEYS.autoTranslate)).toBe('0');
    expect(document.documentElement.getAttribute('translate')).toBe('no');
  });

  it('opens the theme drawer and applies a colour', async () => {
    signIn();
    renderShell('/home');
    fireEvent.click(await screen.findByRole('button', { name: '主题设置' }));
    fireEvent.click(await screen.findByRole('radio', { name: '酱紫' }));
    expect(useThemeStore.getState().themeColor).toBe('#722ED1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.theme)!).state.themeColor).toBe('#722ED1');
  });
});

describe('avatar menu', () => {
  it('is named by the visible user name first (WCAG 2.5.3 label in name), in each language', async () => {
    signIn('zhangwei', '张伟');
    renderShell('/home');
    expect(await screen.findByRole('button', { name: '张伟（个人菜单）' })).toBeInTheDocument();
    await i18n.changeLanguage('en-US');
    expect(await screen.findByRole('button', { name: '张伟 (personal menu)' })).toBeInTheDocument();
  });

  it('shows the personal information of the detail record', async () => {
    await chooseInAvatarMenu('个人信息');
    await waitFor(() => expectTexts(screen.getByRole('dialog'), 'zhangwei@example.com', '正常', '男', '总公司/研发中心/测试部'));
  });

  it('switches the position: tells the server, keeps the post for the session and reloads', async () => {
    const calls: string[] = [];
    answerEmpty('get', '*/uc/ucGroup/v1/setCookie', (request) => calls.push(new URL(request.url).searchParams.get('postId')!));
    await chooseInAvatarMenu('切换岗位');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText('测试工程师'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(calls).toEqual(['post-qa-eng']);
    expect(sessionStorage.getItem(STORAGE_KEYS.postId)).toBe('post-qa-eng');
  });

  it('checks a new password against the strategy before sending it', async () => {
    const sent = vi.fn();
    answerEmpty('post', '*/api/user/v1/user/modifiUserPsd', async (request) => sent(await request.json()));
    await chooseInAvatarMenu('修改密码');
    const dialog = await screen.findByRole('dialog');
    // the strategy of the mock: 10 characters, a letter and a digit, neither the account nor the name
    expect(await within(dialog).findByText('至少 10 位')).toBeInTheDocument();
    const [oldPwd, newPwd, confirm] = within(dialog).getAllByLabelText(/密码/, { selector: 'input' });
    fireEvent.change(oldPwd, { target: { value: 'Portal@2026' } });
    fireEvent.change(newPwd, { target: { value: 'abcdefghij' } });
    fireEvent.change(confirm, { target: { value: 'abcdefghij' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(dialog).findByText(/需包含数字/)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();

    fireEvent.change(newPwd, { target: { value: 'abcd123456' } });
    fireEvent.change(confirm, { target: { value: 'abcd123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ oldPwd: 'Portal@2026', newPwd: 'abcd123456' }));
  });

  it('logs out only after confirmation', async () => {
    const logoutCalls = vi.fn();
    answerEmpty('post', '*/auth/logout', () => logoutCalls());
    await chooseInAvatarMenu('退出登录');
    const confirm = await screen.findByText('确定要退出登录吗？');
    expect(logoutCalls).not.toHaveBeenCalled();
    const dialog = confirm.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(logoutCalls).toHaveBeenCalledOnce());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringContaining('/login?redirect=')));
  });
});
