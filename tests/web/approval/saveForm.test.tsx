import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CompleteBody } from '@contract/workflow';
import type { SaveFormDataBody } from '@contract/workflow-form-records';
import { server } from '../../../mocks/node';
import {
  approvalFormDefaults,
  approvalState,
  completeHandler,
  saveFormDataHandler,
  taskDetail,
  taskHandlers,
} from '../../../mocks/handlers/approval';
import ApprovalForm from '@/features/approval/pages/ApprovalForm';
import { renderPage } from '../tasks/render';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PATH = '/matter/approvalForm?taskId=task-1';

function setup(opts: { taskStatus?: string; conflict?: boolean } = {}) {
  const saved: SaveFormDataBody[] = [];
  const completed: CompleteBody[] = [];
  server.use(
    ...approvalFormDefaults(),
    ...taskHandlers(taskDetail, () => approvalState(opts.taskStatus ? { taskStatus: opts.taskStatus, approvalButtonList: [] } : {})),
    completeHandler(completed),
    saveFormDataHandler(saved, () => (opts.conflict ? 'conflict' : 'ok')),
  );
  return { saved, completed };
}

describe('ApprovalForm: saving the form without completing (saveFormData)', { timeout: 90_000 }, () => {
  it('offers Save form beside the decision; it keeps the writable fields and the task stays open', async () => {
    const { saved, completed } = setup();
    renderPage(<ApprovalForm />, { path: PATH });
    const bar = await screen.findByRole('toolbar', { name: 'Approval actions' });
    const saveButton = screen.getByRole('button', { name: /Save form/ });
    // in the same sticky card as the decision buttons
    expect(bar.closest('.ant-card')).toBe(saveButton.closest('.ant-card'));
    fireEvent.change(screen.getByRole('textbox', { name: 'HR note' }), { target: { value: 'checked' } });
    fireEvent.click(saveButton);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ taskId: 'task-1', formData: { days: 3, hrNote: 'checked' }, formDataVersion: 1 });
    expect(await screen.findByText('Form saved; the task stays in your to-do list')).toBeInTheDocument();
    expect(completed).toHaveLength(0);
    // still the task's form, with its buttons and the value typed
    expect(within(bar).getByRole('button', { name: 'Agree' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'HR note' })).toHaveValue('checked');
    // the decision afterwards sends the version the save answered, not the stale one
    fireEvent.click(within(bar).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(completed).toHaveLength(1));
    expect(completed[0]).toMatchObject({ actionName: 'agree', formData: { days: 3, hrNote: 'checked' }, formDataVersion: 2 });
  });

  it('saves without asking for required fields (only completing needs them)', async () => {
    const { saved } = setup();
    renderPage(<ApprovalForm />, { path: PATH });
    const note = await screen.findByRole('textbox', { name: 'HR note' });
    fireEvent.change(note, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /Save form/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].formData).toMatchObject({ hrNote: '' });
  });

  it('says so when the form changed meanwhile', async () => {
    setup({ conflict: true });
    renderPage(<ApprovalForm />, { path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: /Save form/ }));
    expect(await screen.findByText('The form was changed meanwhile; reload it and save again')).toBeInTheDocument();
  });

  it('offers no save once the task is no longer to do', async () => {
    setup({ taskStatus: 'done' });
    renderPage(<ApprovalForm />, { path: PATH });
    expect(await screen.findByText('This task is already handled; the form is read only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save form/ })).not.toBeInTheDocument();
  });
});
