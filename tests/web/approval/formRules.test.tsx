import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FormFieldDef, StartBody } from '@contract/workflow';
import { server } from '../../../mocks/node';
import { formView, startFormHandlers } from '../../../mocks/handlers/approval';
import { useAuthStore } from '@/shared/session';
import ApprovalForm from '@/features/approval/pages/ApprovalForm';
import { renderPage } from '../tasks/render';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  useAuthStore.setState({ userId: 'u-zhangwei' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const b64 = (s: string) => btoa(String.fromCharCode(...new TextEncoder().encode(s)));

/** The leave form's rules as the server sends them (messages in the caller's language). */
const fields: FormFieldDef[] = [
  {
    name: 'days',
    labelKey: 'form.leave.days',
    label: 'Days',
    type: 'number',
    required: true,
    rules: [
      { kind: 'min', value: 0.5, message: 'Leave must be at least 0.5 days' },
      {
        kind: 'maxDaysBetween',
        from: 'startDate',
        to: 'endDate',
        message: 'The days may not exceed the calendar days from the start date to the end date',
      },
    ],
  },
  { name: 'startDate', labelKey: 'form.leave.startDate', label: 'Start date', type: 'date', required: true },
  {
    name: 'endDate',
    labelKey: 'form.leave.endDate',
    label: 'End date',
    type: 'date',
    required: true,
    rules: [{ kind: 'notBefore', field: 'startDate', message: 'The end date may not be before the start date' }],
  },
];
const view = formView({
  bpmForm: { formKey: 'leaveForm', name: 'Leave form', formHtml: '', formSetting: { space: 8 }, expand: fields, diyJs: '' },
  data: {},
  permission: { fields: { days: 'b', startDate: 'b', endDate: 'b' }, opinion: 'n' },
});

function open(values: Record<string, unknown>) {
  const seen: StartBody[] = [];
  server.use(...startFormHandlers(seen, view));
  renderPage(<ApprovalForm defKey="leave" formData={b64(JSON.stringify(values))} />, { path: '/external/approvalForm' });
  return seen;
}

describe('the start form checks the form’s business rules before sending', { timeout: 40_000 }, () => {
  it('shows the rules broken by a −3-day leave ending before it starts, and sends nothing', async () => {
    const seen = open({ days: -3, startDate: '2026-03-06', endDate: '2026-03-02' });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Leave must be at least 0.5 days')).toBeInTheDocument();
    expect(screen.getByText('The end date may not be before the start date')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('shows a number of days longer than the dates allow, then sends once it is corrected', async () => {
    const seen = open({ days: 6, startDate: '2026-03-02', endDate: '2026-03-06' });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The days may not exceed the calendar days from the start date to the end date')).toBeInTheDocument();
    expect(seen).toEqual([]);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Days' }), { target: { value: '5' } });
    await waitFor(() => expect(screen.queryByText(/may not exceed/)).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].formData).toEqual({ days: 5, startDate: '2026-03-02', endDate: '2026-03-06' });
  });
});
