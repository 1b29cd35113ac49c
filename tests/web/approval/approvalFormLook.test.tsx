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
import { useAuthStore } from '@/shared/session';
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

/**
 * Serves the task with `state` (and the flow's watermark text when given), opens its approval form,
 * with `userMark` signed in as Li Na under the user's watermark, and waits for the action toolbar.
 */
async function openForm({ state = approvalState, watermark, userMark = false }: OpenForm = {}) {
  server.use(...(watermark ? [watermarkHandler(watermark)] : []), ...approvalFormDefaults(), ...taskHandlers(taskDetail, state));
  if (userMark) useAuthStore.setState({ username: 'Li Na', account: 'lina' });
  const form = <ApprovalForm />;
  renderPage(userMark ? <UserWatermark>{form}</UserWatermark> : form, { path: PATH });
  await screen.findByRole('toolbar', { name: 'Approval actions' });
}
interface OpenForm {
  state?: typeof approvalState;
  watermark?: string;
  userMark?: boolean;
}

describe('the approval form, as it looks', { timeout: 40_000 }, () => {
  it('draws one watermark layer: the flow mark replaces the user mark instead of stacking on it', async () => {
    await openForm({ watermark: 'Li Na lina 2026-11-24', userMark: true });
    await waitFor(() => expect(screen.getAllByTestId('watermark-layer')[0]).toHaveAttribute('data-content', 'Li Na lina 2026-11-24'));
    expect(screen.getAllByTestId('watermark-layer')).toHaveLength(1);
  });

  it('keeps the user mark when the flow asks for none', async () => {
    await openForm({ userMark: true });
    expect(screen.getAllByTestId('watermark-layer')).toHaveLength(1);
    expect(screen.getByTestId('watermark-layer')).toHaveAttribute('data-content', 'Li Na|lina');
  });

  it('offers the flow chart once when the server lists it among the buttons', async () => {
    await openForm({ state: () => withChart });
    expect(screen.getAllByRole('button', { name: /Flow chart/ })).toHaveLength(1);
  });

  it('still offers the flow chart in the history when the server lists no such button', async () => {
    await openForm();
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
