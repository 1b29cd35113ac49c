import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CompleteBody } from '@contract/workflow';
import { server } from '../../../mocks/node';
import {
  approvalFormDefaults,
  approvalState,
  completeHandler,
  formDataVersionHandler,
  opinion,
  taskDetail,
  taskHandlers,
} from '../../../mocks/handlers/approval';
import ApprovalForm from '@/features/approval/pages/ApprovalForm';
import { renderPage } from '../tasks/render';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PATH = '/matter/approvalForm?taskId=task-1';

function setup(opts: { conflict?: boolean | 'decided'; versionFailures?: number } = {}) {
  const posted: CompleteBody[] = [];
  let stateCalls = 0;
  server.use(
    ...approvalFormDefaults([
      opinion({ id: 'op-1', status: 'agree', opinion: 'Fine by me' }),
      opinion({ id: 'op-2', status: 'reject', opinion: 'Redo' }),
    ]),
    ...taskHandlers(taskDetail, () => {
      stateCalls += 1;
      return stateCalls > 1 && opts.conflict ? approvalState({ taskStatus: 'done', approvalButtonList: [] }) : approvalState();
    }),
    completeHandler(posted, () => (opts.conflict === 'decided' ? 'decided' : opts.conflict ? 'conflict' : 'ok')),
  );
  if (opts.versionFailures) server.use(formDataVersionHandler(7, opts.versionFailures));
  return { posted, stateCalls: () => stateCalls };
}

describe('ApprovalForm (task)', { timeout: 40_000 }, () => {
  it('renders the buttons the server lists, in its order', async () => {
    setup();
    renderPage(<ApprovalForm />, { path: PATH });
    const bar = await screen.findByRole('toolbar', { name: 'Approval actions' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Agree', 'Oppose', 'Reject', 'Delegate', 'Print']);
  });

  it('draws fields by right: r as text (never markup), w editable, b required, n hidden', async () => {
    setup();
    renderPage(<ApprovalForm />, { path: PATH });
    const reason = await screen.findByText('<b>Family</b> matters');
    expect(reason.querySelector('b')).toBeNull();
    expect(screen.getByText('Annual leave')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Days' })).toHaveValue('3');
    expect(screen.getByRole('textbox', { name: 'HR note' })).toHaveValue('ok');
    expect(screen.getByText('HR note').closest('label')).toHaveClass('ant-form-item-required');
    expect(screen.queryByText('Salary')).not.toBeInTheDocument();
  });

  it('agree posts the opinion, the writable fields and the form data version', async () => {
    const { posted } = setup();
    renderPage(<ApprovalForm />, { path: PATH });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Opinion' }), { target: { value: 'Approved, enjoy.' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'HR note' }), { target: { value: 'checked' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      taskId: 'task-1',
      actionName: 'agree',
      opinion: 'Approved, enjoy.',
      formData: { days: 3, hrNote: 'checked' },
      formDataVersion: 1,
    });
    expect(await screen.findByText('You agreed')).toBeInTheDocument();
  });

  it('does not agree while a required field is empty, nor oppose without the opinion it needs', async () => {
    const { posted } = setup();
    renderPage(<ApprovalForm />, { path: PATH });
    fireEvent.change(await screen.findByRole('textbox', { name: 'HR note' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agree' }));
    expect(await screen.findByText('HR note is required', undefined, { timeout: 4000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Oppose' }));
    expect(await screen.findByText('Please write an opinion', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('shows a clear message when someone else completed the task, and reloads its state', async () => {
    const { posted, stateCalls } = setup({ conflict: true });
    renderPage(<ApprovalForm />, { path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Agree' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else has already handled this task');
    expect(posted).toHaveLength(1);
    await waitFor(() => expect(stateCalls()).toBeGreaterThan(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Agree' })).not.toBeInTheDocument());
  });

  it('tells a countersign vote that came after the decision that the countersign was already decided', async () => {
    const { posted } = setup({ conflict: 'decided' });
    renderPage(<ApprovalForm />, { path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Agree' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The countersign was already decided; your vote no longer counts');
    expect(alert).not.toHaveTextContent('Someone else has already handled this task');
    expect(posted).toHaveLength(1);
  });

  it('waits for the form data version, read after two failed tries, and sends it', async () => {
    const { posted } = setup({ versionFailures: 2 });
    renderPage(<ApprovalForm />, { path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(posted[0]?.formDataVersion).toBe(7), { timeout: 5000 });
  });

  it('shows the opinion history with status icon, colour and label', async () => {
    setup();
    renderPage(<ApprovalForm />, { path: PATH });
    const agreed = await screen.findByText('Agreed');
    expect(agreed.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    expect(agreed.closest('.ant-tag')?.querySelector('.anticon-check-circle')).not.toBeNull();
    const refused = screen.getByText('Refused');
    expect(refused.closest('[data-tone]')).toHaveAttribute('data-tone', 'error');
    expect(screen.getByText('Fine by me')).toBeInTheDocument();
  });
});
