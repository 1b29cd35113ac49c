import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { approvalFormDefaults, approvalState, taskDetail, taskHandlers, urgentDetailHandler } from '../../../mocks/handlers/approval';
import { instanceRow } from '../../../mocks/handlers/tasks';
import ApprovalForm from '@/features/approval/pages/ApprovalForm';
import { formatDateTime } from '@/shared/time';
import { renderPage } from '../tasks/render';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SET_AT = '2026-03-02T01:30:00.000Z';

describe('ApprovalForm: the urgency detail (getUrgrntById)', { timeout: 90_000 }, () => {
  it('opens from the urgency tag of the header and shows the level, who set it and when', async () => {
    const asked: string[] = [];
    server.use(
      ...approvalFormDefaults(),
      ...taskHandlers(
        () => taskDetail({ instance: instanceRow({ id: 'inst-7', urgentState: 2 }) }),
        () => approvalState(),
      ),
      urgentDetailHandler(
        { urgentState: 2, label: 'Very urgent (server)', color: '#f5222d', setById: 'u-zhangwei', setByName: 'Zhang Wei', setTime: SET_AT },
        asked,
      ),
    );
    renderPage(<ApprovalForm />, { path: '/matter/approvalForm?taskId=task-1' });
    const tag = await screen.findByRole('button', { name: 'Urgency details: Very urgent' });
    // read only when asked for
    expect(asked).toEqual([]);
    fireEvent.click(tag);
    const popup = (await screen.findByText('Very urgent (server)')).closest('.ant-popover') as HTMLElement;
    expect(asked).toEqual(['inst-7']);
    expect(within(popup).getByText('Urgency')).toBeInTheDocument();
    expect(within(popup).getByText('Set by')).toBeInTheDocument();
    expect(within(popup).getByText('Zhang Wei')).toBeInTheDocument();
    expect(within(popup).getByText(formatDateTime(SET_AT))).toBeInTheDocument();
    expect(tag).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows no urgency tag for a normal instance', async () => {
    server.use(...approvalFormDefaults(), ...taskHandlers(taskDetail, () => approvalState()), urgentDetailHandler());
    renderPage(<ApprovalForm />, { path: '/matter/approvalForm?taskId=task-1' });
    expect(await screen.findByRole('toolbar', { name: 'Approval actions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Urgency details/ })).not.toBeInTheDocument();
  });
});
