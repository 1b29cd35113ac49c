import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CompleteBody, FormFieldDef } from '@contract/workflow';
import { server } from '../../../mocks/node';
import { approvalFormDefaults, approvalState, completeHandler, formView, taskDetail, taskHandlers } from '../../../mocks/handlers/approval';
import { columnAccess, fieldAccess } from '@/shared/form-runtime';
import ApprovalForm from '@/features/approval/pages/ApprovalForm';
import { renderPage } from '../tasks/render';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const column = (name: string, label: string, type: string, required = false) => ({
  name,
  labelKey: `form.t.${name}`,
  label,
  type,
  required,
});

const handover: FormFieldDef = {
  name: 'handover',
  labelKey: 'form.leave.handover',
  label: 'Work handover',
  type: 'subtable',
  required: false,
  columns: [column('day', 'Date', 'date', true), column('secret', 'Private note', 'text'), column('note', 'Leader note', 'text')],
};

describe('columnAccess', () => {
  const cols = handover.columns!;
  it.each([
    ['a writable table follows each column’s right', fieldAccess('w'), { day: 'r', secret: 'n', note: 'b' }, ['r', 'n', 'b']],
    ['a column without a right follows the table (required columns must be filled)', fieldAccess('w'), {}, ['b', 'w', 'w']],
    ['a read-only table keeps its columns read only or hidden', fieldAccess('r'), { day: 'w', secret: 'n', note: 'b' }, ['r', 'n', 'r']],
    ['a hidden table hides every column', fieldAccess('n'), { day: 'w' }, ['n', 'n', 'n']],
  ] as const)('%s', (_, table, rights, expected) => {
    const access = columnAccess(table, cols, rights);
    const code = (a: (typeof access)[string]) => (a.hidden ? 'n' : a.readOnly ? 'r' : a.required ? 'b' : 'w');
    expect(cols.map((c) => code(access[c.name]))).toEqual(expected);
  });
});

function setup() {
  const posted: CompleteBody[] = [];
  const detail = taskDetail({
    form: formView({
      bpmForm: { formKey: 'leaveForm', name: 'Leave form', formHtml: '', formSetting: { space: 8 }, expand: [handover], diyJs: '' },
      // the server leaves hidden columns out of the data
      data: { handover: [{ day: '2026-03-02', note: null }] },
      permission: { fields: { handover: 'w' }, opinion: 'w', columns: { handover: { day: 'r', secret: 'n', note: 'b' } } },
    }),
  });
  server.use(
    ...approvalFormDefaults(),
    ...taskHandlers(
      () => detail,
      () => approvalState(),
    ),
    completeHandler(posted),
  );
  renderPage(<ApprovalForm />, { path: '/matter/approvalForm?taskId=task-1' });
  return posted;
}

describe('a subtable with column rights in the approval form', { timeout: 40_000 }, () => {
  it('hides n columns, shows r columns as text, requires b columns and keeps the rows it came with', async () => {
    const posted = setup();
    const table = (await screen.findAllByText('Leader note'))[0].closest<HTMLElement>('.ant-table')!;
    expect(within(table).queryByText('Private note')).not.toBeInTheDocument();
    // the read-only date is text, not a picker; the leader's note is an input
    expect(within(table).getByText('2026-03-02')).toBeInTheDocument();
    expect(within(table).queryByRole('textbox', { name: 'Date' })).not.toBeInTheDocument();
    const note = within(table).getByRole('textbox', { name: 'Leader note' });
    // a row the form came with cannot be removed (its read-only cells are kept by position)
    expect(within(table).queryByRole('button', { name: 'Remove the row' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Agree' }));
    expect(await screen.findByText('Leader note is required', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    fireEvent.change(note, { target: { value: 'Covered by Wang Qiang' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].formData).toEqual({ handover: [{ day: '2026-03-02', note: 'Covered by Wang Qiang' }] });
  });

  it('lets a row added at this node be removed again', async () => {
    setup();
    const table = (await screen.findAllByText('Leader note'))[0].closest<HTMLElement>('.ant-table')!;
    const field = table.closest<HTMLElement>('.ant-form-item')!;
    fireEvent.click(within(field).getByText('Add a row'));
    await waitFor(() => expect(within(table).getAllByLabelText('Remove the row')).toHaveLength(1));
    fireEvent.click(within(table).getByLabelText('Remove the row'));
    await waitFor(() => expect(within(table).queryByLabelText('Remove the row')).not.toBeInTheDocument());
  });
});
