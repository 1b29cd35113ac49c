import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { definitionsHandler, printTagList, templateAdminHandlers, templateTagHandlers } from '../../../mocks/handlers/print';
import type { PrintTagList } from '@contract/print';
import PrintTemplates from '@/features/print/pages/PrintTemplates';
import { loopTable } from '@/features/print/lib/tagTable';
import { listenToMocks } from '../support/mockServer';
import { renderPage } from '../tasks/render';

listenToMocks();
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const TRIP = printTagList({
  formKey: 'trip',
  formName: 'Trip form',
  fields: [{ tag: 'destination', label: 'Destination', kind: 'text', fieldType: 'text' }],
  loops: [],
});

function setup(lists: Record<string, PrintTagList> = { leave: printTagList(), trip: TRIP }) {
  const asked = { tags: [] as string[], starter: [] as string[] };
  server.use(
    ...templateAdminHandlers([]),
    ...templateTagHandlers(lists, asked),
    definitionsHandler([
      { id: 'def-leave-1', name: 'Leave request', formKey: 'leave', formName: 'Leave form' },
      { id: 'def-trip-2', name: 'Business trip', formKey: 'trip', formName: 'Trip form' },
    ]),
  );
  renderPage(<PrintTemplates />, { path: '/flowAdmin/printTemplates' });
  return asked;
}

async function openDrawer() {
  fireEvent.click(await screen.findByRole('button', { name: /Template fields/ }));
  return screen.findByRole('dialog', { name: 'What a template can use' });
}

describe('template fields', { timeout: 40_000 }, () => {
  it('lists the first form’s fields, loops with an example row, pictures and the document’s own tags', async () => {
    const asked = setup();
    const drawer = await openDrawer();
    expect(await within(drawer).findByText('Leave type')).toBeInTheDocument();
    expect(asked.tags).toEqual(['leave']);
    expect(within(drawer).getByText('{leaveType}')).toBeInTheDocument();
    expect(within(drawer).getByText('{reason}')).toBeInTheDocument();

    const handover = within(drawer).getByRole('region', { name: 'Work handover' });
    expect(within(handover).getByText('{#handover}', { selector: 'code' })).toBeInTheDocument();
    expect(within(handover).getByText('{/handover}', { selector: 'code' })).toBeInTheDocument();
    expect(
      within(handover).getByText(/Put \{#handover\} in the first cell of a table row and \{\/handover\} in the last cell/),
    ).toBeInTheDocument();
    const example = within(handover).getByRole('table', { name: 'Example row of Work handover' });
    expect(
      within(example)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['No.', 'Task handed over']);
    expect(
      within(example)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['{#handover}{_no}', '{task}{/handover}']);

    const history = within(drawer).getByRole('region', { name: 'Approval history' });
    expect(within(history).getByText(/the signature is the approver's signature picture/)).toBeInTheDocument();
    const signature = within(history).getByText('{signature}').closest('li')!;
    expect(within(signature).getByText('Picture')).toBeInTheDocument();
    const document = within(drawer).getByRole('region', { name: 'Document and verification' });
    expect(within(document).getByText('{_qrCode}')).toBeInTheDocument();
    expect(within(document).getByText('{_applicant}')).toBeInTheDocument();
  });

  it('copies a tag, and a loop’s example as a table Word pastes as one', async () => {
    const written: string[] = [];
    const items: Array<Record<string, Blob>> = [];
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(public parts: Record<string, Blob>) {
          items.push(parts);
        }
      },
    );
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: vi.fn(async (s: string) => void written.push(s)), write: vi.fn(async () => undefined) },
    });
    setup();
    const drawer = await openDrawer();
    await within(drawer).findByText('Leave type');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Copy {leaveType}' }));
    await waitFor(() => expect(written).toEqual(['{leaveType}']));

    const handover = within(drawer).getByRole('region', { name: 'Work handover' });
    fireEvent.click(within(handover).getByRole('button', { name: /Copy as a table/ }));
    expect(await screen.findByText('Table copied: paste it into the Word document')).toBeInTheDocument();
    expect(items).toHaveLength(1);
    const html = await items[0]['text/html'].text();
    expect(html).toContain('>Task handed over</th>');
    expect(html).toContain('>{#handover}{_no}</td>');
    expect(await items[0]['text/plain'].text()).toBe('No.\tTask handed over\n{#handover}{_no}\t{task}{/handover}');
  });

  it('shows another form’s tags when it is chosen', async () => {
    const asked = setup();
    const drawer = await openDrawer();
    await within(drawer).findByText('Leave type');
    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: 'Form' }));
    fireEvent.click(await screen.findByTitle('Form trip (Trip form)'));
    expect(await within(drawer).findByText('{destination}')).toBeInTheDocument();
    expect(within(drawer).queryByText('{leaveType}')).not.toBeInTheDocument();
    expect(asked.tags).toEqual(['leave', 'trip']);
  });

  it('downloads the starter template of the chosen form under the server’s name', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:starter'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const asked = setup();
    const drawer = await openDrawer();
    await within(drawer).findByText('Leave type');
    fireEvent.click(within(drawer).getByRole('button', { name: /Download starter template/ }));
    await waitFor(() => expect(saved).toEqual(['Leave form - print template.docx']));
    expect(asked.starter).toEqual(['leave']);
  });

  it('says so when the form’s tags cannot be loaded', async () => {
    // the leave form (chosen first) is unknown to the server
    setup({ trip: TRIP });
    const drawer = await openDrawer();
    expect(await within(drawer).findByText('The fields of this form could not be loaded')).toBeInTheDocument();
  });
});

describe('loopTable', () => {
  it.each([
    [['{#a}{x}', '{y}{/a}'], ['X', 'Y'], '<tr><th style="border:1px solid #808080;padding:2px 6px">X</th>'],
    [['{#a}{x}{/a}'], ['<b>&'], '>&lt;b&gt;&amp;</th>'],
  ])('makes a head row of labels and the loop row (%j)', (row, labels, expected) => {
    const table = loopTable({ row, columns: labels.map((label, i) => ({ tag: `t${i}`, label, kind: 'text' })) });
    expect(table.html).toContain(expected);
    expect(table.html.match(/<tr>/g)).toHaveLength(2);
    expect(table.text.split('\n')).toEqual([labels.join('\t'), row.join('\t')]);
  });
});
