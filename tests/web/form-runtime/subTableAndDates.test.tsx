import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FormFieldDef } from '@contract/workflow';
import { server } from '../../../mocks/node';
import { fileHandlers, type StoredMockFile } from '../../../mocks/handlers/files';
import { listenToMocks } from '../support/mockServer';
import { field, renderForm } from './harness';

listenToMocks();

const column = (name: string, type: string) => ({ name, labelKey: `form.test.${name}`, label: name, type, required: false });
const items: FormFieldDef = field('items', 'subtable', {
  columns: [column('item', 'text'), column('receipt', 'file'), column('payee', 'user'), column('when', 'datetime')],
});
const read = (values: () => Record<string, unknown>) => {
  fireEvent.click(screen.getByRole('button', { name: 'Read values' }));
  return values();
};

describe('attachments in sub-table rows', { timeout: 30_000 }, () => {
  it('uploads a file into a row’s cell, and keeps its id in that row', async () => {
    const files: StoredMockFile[] = [];
    server.use(...fileHandlers(files));
    const { values } = renderForm([items], { items: 'w' });
    fireEvent.click(screen.getByText('Add a row'));
    fireEvent.click(screen.getByText('Add a row'));
    const rows = document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
    expect(rows).toHaveLength(2);
    fireEvent.change(rows[1].querySelector('input[aria-label="item"]')!, { target: { value: 'Taxi' } });
    const input = rows[1].querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['receipt'], 'taxi.pdf', { type: 'application/pdf' })] } });
    // the stored file is listed in that row only (jsdom's File reaches the mock server without its name)
    await waitFor(() => expect(rows[1].querySelectorAll('.anticon-download')).toHaveLength(1));
    expect(rows[0].querySelectorAll('.anticon-download')).toHaveLength(0);
    expect(files).toHaveLength(1);
    expect(read(values)).toEqual({ items: [{}, { item: 'Taxi', receipt: ['f-1'] }] });
  });

  it('shows a read-only row’s files by name, its users by name and its times', async () => {
    server.use(
      ...fileHandlers([{ fileId: 'f-9', fileName: 'hotel-invoice.pdf', contentType: 'application/pdf', bytes: new Uint8Array([1]) }]),
    );
    renderForm([items], { items: 'r' }, { items: [{ item: 'Hotel', receipt: ['f-9'], payee: ['u-lina'], when: '2026-03-02 09:30:00' }] });
    const row = (await screen.findByText('Hotel')).closest('tr')!;
    expect((await within(row).findByText('hotel-invoice.pdf')).closest('button')).toBeInTheDocument();
    expect(within(row).queryByText('Upload')).not.toBeInTheDocument();
    expect(await within(row).findByText('李娜')).toBeInTheDocument();
    expect(within(row).getByText('2026-03-02 09:30:00')).toBeInTheDocument();
  });
});

describe('date and time fields', { timeout: 30_000 }, () => {
  it('shows a stored date and time in the picker and keeps the value as text', async () => {
    const { values } = renderForm(
      [field('meetAt', 'datetime'), field('day', 'date')],
      { meetAt: 'w', day: 'w' },
      {
        meetAt: '2026-03-02 09:30:00',
        day: '2026-03-05',
      },
    );
    expect(screen.getByRole('textbox', { name: 'meetAt' })).toHaveValue('2026-03-02 09:30');
    expect(screen.getByRole('textbox', { name: 'day' })).toHaveValue('2026-03-05');
    expect(read(values)).toEqual({ meetAt: '2026-03-02 09:30:00', day: '2026-03-05' });
  });

  it('takes a typed date and time', async () => {
    const { values } = renderForm([field('meetAt', 'datetime')], { meetAt: 'w' });
    const input = screen.getByRole('textbox', { name: 'meetAt' });
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2026-04-01 14:45' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(read(values)).toEqual({ meetAt: '2026-04-01 14:45:00' }));
  });
});
