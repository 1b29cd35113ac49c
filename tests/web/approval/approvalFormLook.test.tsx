import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { server } from '../../../mocks/node';
import {
  approvalFormDefaults,
  approvalState,
  formView,
  taskDetail,
  taskHandlers,
  watermarkHandler,
} from '../../../mocks/handlers/approval';
import ApprovalForm from '@/features/approval/pages/ApprovalForm';
import { UserWatermark } from '@/app/shell/UserWatermark';
import { useAuthStore } from '@/features/auth';
import { renderPage } from '../tasks/render';

// antd draws a watermark on a canvas jsdom lacks: a marker per layer shows what would be drawn
vi.mock('antd', async (importOriginal) => {
  const antd = await importOriginal<typeof import('antd')>();
  const Watermark = ({ content, children }: { content?: string | string[]; children?: ReactNode }) => (
    <div data-testid="watermark-layer" data-content={([] as string[]).concat(content ?? []).join('|')}>
      {children}
    </div>
  );
  return { ...antd, Watermark };
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useAuthStore.getState().clear();
});
afterAll(() => server.close());

const PATH = '/matter/approvalForm?taskId=task-1';
const withChart = approvalState({
  approvalButtonList: [
    { alias: 'agree', name: 'Agree', needOpinion: false },
    { alias: 'flowImage', name: 'Flow chart', needOpinion: false },
  ],
});

describe('the approval form, as it looks', { timeout: 40_000 }, () => {
  it('draws one watermark layer: the flow mark replaces the user mark instead of stacking on it', async () => {
    useAuthStore.setState({ username: 'Li Na', account: 'lina' });
    server.use(watermarkHandler('Li Na lina 2026-11-24'), ...approvalFormDefaults(), ...taskHandlers(taskDetail, approvalState));
    renderPage(
      <UserWatermark>
        <ApprovalForm />
      </UserWatermark>,
      { path: PATH },
    );
    await screen.findByRole('toolbar', { name: 'Approval actions' });
    await waitFor(() => expect(screen.getAllByTestId('watermark-layer')[0]).toHaveAttribute('data-content', 'Li Na lina 2026-11-24'));
    expect(screen.getAllByTestId('watermark-layer')).toHaveLength(1);
  });

  it('keeps the user mark when the flow asks for none', async () => {
    useAuthStore.setState({ username: 'Li Na', account: 'lina' });
    server.use(...approvalFormDefaults(), ...taskHandlers(taskDetail, approvalState));
    renderPage(
      <UserWatermark>
        <ApprovalForm />
      </UserWatermark>,
      { path: PATH },
    );
    await screen.findByRole('toolbar', { name: 'Approval actions' });
    expect(screen.getAllByTestId('watermark-layer')).toHaveLength(1);
    expect(screen.getByTestId('watermark-layer')).toHaveAttribute('data-content', 'Li Na|lina');
  });

  it('offers the flow chart once when the server lists it among the buttons', async () => {
    server.use(...approvalFormDefaults(), ...taskHandlers(taskDetail, () => withChart));
    renderPage(<ApprovalForm />, { path: PATH });
    await screen.findByRole('toolbar', { name: 'Approval actions' });
    expect(screen.getAllByRole('button', { name: /Flow chart/ })).toHaveLength(1);
  });

  it('still offers the flow chart in the history when the server lists no such button', async () => {
    server.use(...approvalFormDefaults(), ...taskHandlers(taskDetail, approvalState));
    renderPage(<ApprovalForm />, { path: PATH });
    await screen.findByRole('toolbar', { name: 'Approval actions' });
    expect(screen.getAllByRole('button', { name: /Flow chart/ })).toHaveLength(1);
  });

  it('shows a read-only form as descriptions: a label cell and a value cell per field', async () => {
    const readOnly = formView({ permission: { fields: { reason: 'r', days: 'r', kind: 'r', hrNote: 'r', salary: 'n' }, opinion: 'w' } });
    server.use(...approvalFormDefaults(), ...taskHandlers(() => taskDetail({ form: readOnly }), approvalState));
    renderPage(<ApprovalForm />, { path: PATH });
    const value = await screen.findByText('Annual leave');
    const cell = value.closest('.ant-descriptions-item-content');
    expect(cell).not.toBeNull();
    expect(cell?.previousElementSibling).toHaveClass('ant-descriptions-item-label');
    expect(cell?.previousElementSibling).toHaveTextContent('Kind');
    expect(screen.getByText('3').closest('.ant-descriptions-item-content')).not.toBeNull();
    expect(screen.getByText('<b>Family</b> matters').querySelector('b')).toBeNull();
  });
});
