import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import AppContext from 'antd/es/app/context';
import type { FeedbackSave } from '@contract/portal';
import { server } from '../../../mocks/node';
import { feedbackSaveHandler } from '../../../mocks/handlers/feedback';
import { initI18n } from '@/shared/i18n';
import { notify, TOAST_DURATION_MS } from '@/api/notify';
import { NotifierBridge } from '@/features/feedback';

const html2canvas = vi.hoisted(() => vi.fn());
vi.mock('html2canvas', () => ({ default: html2canvas }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  html2canvas.mockResolvedValue({ toBlob: (done: (blob: Blob | null) => void) => done(new Blob(['png'], { type: 'image/png' })) });
  URL.createObjectURL = vi.fn(() => 'blob:screenshot');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
  initI18n('zh-CN');
});
afterAll(() => server.close());

/** The error toast showing a text (toasts of earlier cases may still be fading out). */
async function toastWith(text: string): Promise<HTMLElement> {
  const alerts = await screen.findAllByRole('alert');
  const found = alerts.find((alert) => within(alert).queryByText(text));
  if (!found) throw new Error(`no toast with ${text}`);
  return found;
}

function mount() {
  return render(
    <AntApp>
      <NotifierBridge />
    </AntApp>,
  );
}

describe('error toast and feedback', () => {
  it('error toasts last 3 s and can be closed; other messages last 1.8 s (spec 01 §9)', () => {
    expect(TOAST_DURATION_MS).toEqual({ error: 3000, other: 1800 });
    const notification = { error: vi.fn(), destroy: vi.fn() };
    const message = { success: vi.fn(), info: vi.fn(), warning: vi.fn(), loading: vi.fn() };
    // the bridge reads the APIs of App.useApp() from antd's App context (the shell's LightApp provides it)
    render(
      <AppContext.Provider value={{ notification, message } as unknown as ReturnType<typeof AntApp.useApp>}>
        <NotifierBridge />
      </AppContext.Provider>,
    );
    act(() => {
      notify.error('后端接口500异常');
      notify.success('已保存');
      notify.warning('注意');
    });
    expect(notification.error).toHaveBeenCalledWith(expect.objectContaining({ title: '后端接口500异常', duration: 3, closable: true }));
    expect(message.success).toHaveBeenCalledWith('已保存', 1.8);
    expect(message.warning).toHaveBeenCalledWith('注意', 1.8);
    vi.restoreAllMocks();
  });

  it('shows the error with a feedback button; the button screenshots, uploads and opens the prefilled form', async () => {
    initI18n('zh-CN');
    const received: FeedbackSave[] = [];
    server.use(feedbackSaveHandler(received));
    window.history.replaceState(null, '', '/front/matter/myTask?tab=todo');
    const user = userEvent.setup({ delay: null });
    mount();

    act(() => notify.error('后端接口500异常', { feedback: true }));
    const toast = await toastWith('后端接口500异常');
    await user.click(within(toast).getByRole('button', { name: /^反\s?馈$/ }));

    const dialog = await screen.findByRole('dialog', { name: '问题反馈' });
    expect(html2canvas).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByLabelText('错误信息')).toHaveValue('后端接口500异常');
    expect(within(dialog).getByDisplayValue('http://localhost:3000/front/matter/myTask?tab=todo')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: '页面截图' })).toHaveAttribute('src', 'blob:screenshot');

    await user.click(within(dialog).getByRole('button', { name: /提交反馈/ }));
    expect(await within(dialog).findByText('请填写问题描述')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('问题描述'), '提交请假单时报错');
    await user.click(within(dialog).getByRole('button', { name: /提交反馈/ }));

    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({
      message: '后端接口500异常',
      link: 'http://localhost:3000/front/matter/myTask?tab=todo',
      screenshot: 'f-1',
      text: '提交请假单时报错',
    });
    expect(await screen.findByText('反馈已提交，谢谢！')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 40_000);

  it('opens the form without a screenshot when capturing fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    html2canvas.mockRejectedValue(new Error('tainted canvas'));
    const user = userEvent.setup({ delay: null });
    mount();
    act(() => notify.error('没有访问权限'));
    await user.click(within(await toastWith('没有访问权限')).getByRole('button', { name: /^反\s?馈$/ }));
    const dialog = await screen.findByRole('dialog', { name: '问题反馈' });
    expect(within(dialog).getByText('无截图')).toBeInTheDocument();
    expect(within(dialog).getByText('页面截图失败，仍可提交反馈')).toBeInTheDocument();
  });

  it.each([
    ['en-US', 'Backend request timeout', 'Feedback'],
    ['id', 'Permintaan ke backend habis waktu', 'Umpan balik'],
  ] as const)('in %s the form is the English one', async (language, text, button) => {
    initI18n(language);
    const user = userEvent.setup({ delay: null });
    mount();
    act(() => notify.error(text));
    await user.click(within(await toastWith(text)).getByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    expect(within(dialog).getByLabelText('Error message')).toHaveValue(text);
    expect(within(dialog).getByRole('button', { name: /Send feedback/ })).toBeInTheDocument();
  });

  it('other messages are plain toasts', async () => {
    mount();
    act(() => notify.success('已保存'));
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^反\s?馈$/ })).not.toBeInTheDocument();
  });

  it('falls back to the console before the bridge is mounted, and after it unmounts', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = mount();
    view.unmount();
    notify.error('后端连接错误');
    expect(error).toHaveBeenCalledWith('后端连接错误');
  });
});
