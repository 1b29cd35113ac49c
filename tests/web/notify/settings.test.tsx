import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { delivery, noticeHandlers, noticeSetting } from '../../../mocks/handlers/notices';
import NotifySettings from '@/features/notify/pages/NotifySettings';
import { renderUi } from '../search/render';

vi.setConfig({ testTimeout: 40_000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('notification settings', () => {
  it('in-app is always on; email switches stay off when the server has no mail transport', async () => {
    server.use(...noticeHandlers(noticeSetting({ emailAvailable: false })));
    renderUi(<NotifySettings />);
    expect(await screen.findByText(/Email is not configured on this server/)).toBeInTheDocument();
    const inApp = screen.getByRole('switch', { name: 'Tasks In-app' });
    expect(inApp).toBeChecked();
    expect(inApp).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Tasks Email' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Tasks Webhook' })).not.toBeDisabled();
  });

  it('saves the choices; the first webhook target shows its secret once', async () => {
    const calls: string[] = [];
    server.use(...noticeHandlers(noticeSetting(), [], calls));
    renderUi(<NotifySettings />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Tasks Email' }));
    fireEvent.click(screen.getByRole('switch', { name: 'CC Webhook' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Webhook URL' }), { target: { value: 'https://hooks.example.com/lina' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.startsWith('save:'))).toBe(true));
    const saved = JSON.parse(calls.find((c) => c.startsWith('save:'))!.slice(5));
    expect(saved).toMatchObject({ emailCategories: ['task'], webhookCategories: ['cc'], webhookUrl: 'https://hooks.example.com/lina' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('whsec_first')).toBeInTheDocument();
    expect(within(dialog).getByText(/shown this once/)).toBeInTheDocument();
  });

  it('lists deliveries: a failed one with its attempts and last error', async () => {
    server.use(...noticeHandlers(noticeSetting(), [delivery({ id: 'd-9', status: 'failed', attempts: 5, lastError: 'HTTP 500' })]));
    renderUi(<NotifySettings />);
    const row = (await screen.findByText('HTTP 500')).closest('tr')!;
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('5')).toBeInTheDocument();
  });

  it('shows the company webhook to administrators only', async () => {
    server.use(...noticeHandlers(noticeSetting({ isAdmin: true })));
    renderUi(<NotifySettings />);
    expect(await screen.findByText('Company webhook (administrators)')).toBeInTheDocument();
  });
});
