import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { fileHandlers, type StoredMockFile } from '../../../mocks/handlers/files';
import { definitionsHandler, printTemplateRow, templateAdminHandlers } from '../../../mocks/handlers/print';
import type { PrintTemplateRow } from '@contract/print';
import PrintTemplates from '@/features/print/pages/PrintTemplates';
import { listenToMocks } from '../support/mockServer';
import { renderPage } from '../tasks/render';

listenToMocks();
afterEach(() => vi.restoreAllMocks());

function setup(rows: PrintTemplateRow[] = [printTemplateRow()]) {
  const calls = { saved: [] as unknown[], removed: [] as string[] };
  const uploaded: StoredMockFile[] = [];
  server.use(
    ...templateAdminHandlers(rows, calls),
    ...fileHandlers(uploaded),
    definitionsHandler([
      { id: 'def-leave-1', name: 'Leave request', formKey: 'leave', formName: 'Leave form' },
      { id: 'def-trip-2', name: 'Business trip', formKey: 'trip', formName: 'Trip form' },
    ]),
  );
  renderPage(<PrintTemplates />, { path: '/flowAdmin/printTemplates' });
  return { rows, calls, uploaded };
}

const docx = (name: string) =>
  new File(['PK\u0003\u0004 word'], name, { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });

/** picks an option of an antd select by its text */
async function choose(select: HTMLElement, text: string) {
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByTitle(text));
}

describe('print templates (admin)', { timeout: 40_000 }, () => {
  it('lists the templates with what each is for', async () => {
    setup([
      printTemplateRow({ id: 't1', name: 'Leave form', formKey: 'leave', fileName: 'leave.docx' }),
      printTemplateRow({ id: 't2', name: 'Cover', formKey: null, defId: 'def-trip-2', defName: 'Business trip', fileName: 'cover.docx' }),
    ]);
    const card = (await screen.findByText('Print templates')).closest<HTMLElement>('.ant-card')!;
    await within(card).findByText('Leave form');
    expect(within(card).getByText('Form leave')).toBeInTheDocument();
    expect(within(card).getByText('Global: Business trip')).toBeInTheDocument();
    expect(within(card).getByText('cover.docx')).toBeInTheDocument();
  });

  it('adds a template: name, a form or a flow, and an uploaded .docx', async () => {
    const { calls, uploaded } = setup([]);
    fireEvent.click(await screen.findByRole('button', { name: /New template/ }));
    const dialog = await screen.findByRole('dialog');
    // nothing filled: every field says what it needs
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a form or a flow')).toBeInTheDocument();
    expect(within(dialog).getByText('Upload a Word template (.docx)')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: ' 请假单 ' } });
    await choose(within(dialog).getByRole('combobox', { name: 'Used for' }), 'Global: Business trip');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [docx('请假单.docx')] } });
    expect(await within(dialog).findByText('请假单.docx')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.saved).toHaveLength(1));
    expect(calls.saved[0]).toEqual({ name: '请假单', defId: 'def-trip-2', fileId: uploaded[0].fileId, lang: 'zh-CN', names: {} });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    // the list is read again
    expect(await screen.findByRole('cell', { name: '请假单' })).toBeInTheDocument();
  });

  it('binds to a form by its key', async () => {
    const { calls } = setup([]);
    fireEvent.click(await screen.findByRole('button', { name: /New template/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Leave' } });
    await choose(within(dialog).getByRole('combobox', { name: 'Used for' }), 'Form leave (Leave form)');
    fireEvent.change(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files: [docx('leave.docx')] } });
    await within(dialog).findByText('leave.docx');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.saved).toEqual([{ name: 'Leave', formKey: 'leave', fileId: 'f-1', lang: 'zh-CN', names: {} }]));
  });

  it('refuses a file that is not a .docx before uploading it', async () => {
    const { uploaded } = setup([]);
    fireEvent.click(await screen.findByRole('button', { name: /New template/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, {
      target: { files: [new File(['%PDF'], 'form.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Only Word documents (.docx) can be uploaded')).toBeInTheDocument();
    expect(uploaded).toHaveLength(0);
  });

  it('removes a template after asking', async () => {
    const { calls } = setup([printTemplateRow({ id: 't1', name: 'Leave form' }), printTemplateRow({ id: 't2', name: 'Trip form' })]);
    const row = (await screen.findByText('Trip form')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('Delete this print template?')).toBeInTheDocument();
    const confirm = screen.getAllByRole('button', { name: /Delete|OK/ }).at(-1)!;
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.removed).toEqual(['t2']));
    await waitFor(() => expect(screen.queryByText('Trip form')).not.toBeInTheDocument());
    expect(screen.getByText('Leave form')).toBeInTheDocument();
  });
});
