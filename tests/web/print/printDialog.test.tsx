import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { printHandlers, printTemplate, type PrintCalls } from '../../../mocks/handlers/print';
import { PrintDialog, type PrintDialogProps } from '@/features/print';
import { listenToMocks } from '../support/mockServer';
import { renderRoutes } from '../support/renderRoutes';
import { perLanguage } from '../support/languages';
import type { Language } from '@/shared/i18n';
import { resetEngine, state } from './fakeEngine';

vi.mock('@/shared/pdf/engine', () => import('./fakeEngine'));

listenToMocks({ restoreMocks: true });
beforeEach(() => resetEngine(2));

function setup(handlers: Parameters<typeof printHandlers>[0] = {}, props: Partial<PrintDialogProps> = {}, language: Language = 'en-US') {
  const calls: PrintCalls = { wordPrint: [], converted: [], fetched: [] };
  server.use(...printHandlers({ calls, ...handlers }));
  const onClose = vi.fn();
  const view = renderRoutes(
    [
      {
        path: '*',
        element: (
          <PrintDialog
            open
            onClose={onClose}
            formKey="leave"
            defId="def-leave"
            instId="inst-1"
            taskId="task-1"
            formData={() => ({ reason: '家中有事', days: 2 })}
            {...props}
          />
        ),
      },
    ],
    '/',
    language,
  );
  return { ...view, calls, onClose };
}

const dialog = () => screen.findByRole('dialog', { name: 'Print' });
const footerButton = async (name: RegExp) => within(await dialog()).findByRole('button', { name });

/** the message antd shows at the top of the page */
const toast = (text: string | RegExp) => screen.findByText(text, undefined, { timeout: 4000 });

describe('PrintDialog', { timeout: 30_000 }, () => {
  it('offers the form’s templates, then the definition’s global ones', async () => {
    setup({
      formTemplates: [printTemplate({ templateId: 'a', fileName: 'Leave form' })],
      globalTemplates: [
        printTemplate({ templateId: 'g', fileName: 'Company cover' }),
        printTemplate({ templateId: 'a', fileName: 'Leave form' }),
      ],
    });
    const radios = await within(await dialog()).findAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      expect.stringMatching(/^Leave form/),
      expect.stringMatching(/^Company coverGlobal/),
    ]);
    // two to choose from: nothing is chosen for the user
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
  });

  it.each(perLanguage({ 'zh-CN': '请选择打印模板', 'en-US': 'please select print template', id: 'silakan pilih templat cetak' }))(
    'Print without a chosen template says %s: %s',
    async (language, text) => {
      const { calls } = setup(
        { formTemplates: [printTemplate({ templateId: 'a' }), printTemplate({ templateId: 'b', fileName: 'Other' })] },
        {},
        language,
      );
      await within(await screen.findByRole('dialog')).findAllByRole('radio');
      const print = within(screen.getByRole('dialog'))
        .getAllByRole('button')
        .find((b) => b.querySelector('.anticon-printer'))!;
      fireEvent.click(print);
      expect(await toast(text)).toBeInTheDocument();
      expect(calls.wordPrint).toHaveLength(0);
    },
  );

  it('Download without a chosen template says please select download template', async () => {
    const { calls } = setup({ formTemplates: [printTemplate({ templateId: 'a' }), printTemplate({ templateId: 'b', fileName: 'Other' })] });
    await within(await dialog()).findAllByRole('radio');
    fireEvent.click(await footerButton(/Download/));
    expect(await toast('please select download template')).toBeInTheDocument();
    expect(calls.wordPrint).toHaveLength(0);
  });

  it('a form without templates says print template not found, in the dialog and on Print', async () => {
    const { calls } = setup({ formTemplates: [], globalTemplates: [] });
    expect(await within(await dialog()).findByText('print template not found')).toBeInTheDocument();
    expect(screen.getAllByText('print template not found')).toHaveLength(1);
    fireEvent.click(await footerButton(/Print/));
    // the dialog's own line and the message
    await waitFor(() => expect(screen.getAllByText('print template not found')).toHaveLength(2));
    fireEvent.click(await footerButton(/Download/));
    await waitFor(() => expect(screen.getAllByText('print template not found')).toHaveLength(3));
    expect(calls.wordPrint).toHaveLength(0);
  });

  it('Print fills the chosen template, converts it and opens the PDF in the viewer', async () => {
    const { calls, onClose } = setup({
      formTemplates: [
        printTemplate({ templateId: 'a', fileId: 'doc-a', fileName: 'Leave form' }),
        printTemplate({ templateId: 'b', fileName: 'Trip form' }),
      ],
    });
    fireEvent.click(await within(await dialog()).findByRole('radio', { name: /Leave form/ }));
    fireEvent.click(await footerButton(/Print/));
    await waitFor(() => expect(calls.fetched).toHaveLength(1));
    // the viewer (a lazily loaded chunk), headed by the template's name
    const viewer = (await screen.findByRole('toolbar', { name: 'PDF tools' }, { timeout: 5000 })).closest<HTMLElement>('.ant-modal')!;
    expect(within(viewer).getByText('Leave form')).toBeInTheDocument();
    expect(await within(viewer).findByText('Page 1 of 2')).toBeInTheDocument();
    expect(calls.wordPrint).toEqual([
      {
        boData: JSON.stringify({ reason: '家中有事', days: 2 }),
        fileId: 'doc-a',
        formKey: 'leave',
        id: 'a',
        purpose: 'print',
        instId: 'inst-1',
        taskId: 'task-1',
      },
    ]);
    // the filled document is converted, and the PDF behind the answered address is what the viewer opened
    expect(calls.converted).toEqual(['filled-1']);
    expect(calls.fetched).toEqual(['pdf-filled-1']);
    expect(state.opened).toEqual(['%PDF-']);
    expect(onClose).toHaveBeenCalled();
  });

  it('a single template is chosen already; Download saves the PDF under the name the server gives', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls, onClose } = setup({ formTemplates: [printTemplate({ templateId: 'only', fileName: '请假单模板' })] });
    await waitFor(async () => expect(await within(await dialog()).findByRole('radio', { name: /请假单模板/ })).toBeChecked());
    fireEvent.click(await footerButton(/Download/));
    await waitFor(() => expect(saved).toEqual(['pdf-filled-1.pdf']));
    expect(calls.wordPrint[0]).toMatchObject({ id: 'only', purpose: 'download' });
    expect(onClose).toHaveBeenCalled();
    // no viewer for a download
    expect(screen.queryByRole('toolbar', { name: 'PDF tools' })).not.toBeInTheDocument();
  });

  it.each(['wordPrint', 'convert'] as const)('says template printing failed when %s fails, and stays open', async (failAt) => {
    const { onClose } = setup({ failAt, formTemplates: [printTemplate()] });
    await waitFor(async () => expect(await within(await dialog()).findByRole('radio')).toBeChecked());
    fireEvent.click(await footerButton(/Print/));
    expect(await toast(/^template printing failed/)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('toolbar', { name: 'PDF tools' })).not.toBeInTheDocument();
    expect(await footerButton(/Print/)).toBeEnabled();
  });

  it('Cancel closes the dialog without printing', async () => {
    const { calls, onClose } = setup();
    fireEvent.click(await footerButton(/Cancel/));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(calls.wordPrint).toHaveLength(0);
  });
});
