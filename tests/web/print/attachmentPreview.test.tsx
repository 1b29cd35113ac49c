import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { fileHandlers, type StoredMockFile } from '../../../mocks/handlers/files';
import { onlinePreviewHandlers, PDF_BYTES } from '../../../mocks/handlers/print';
import { FileList } from '@/shared/form-runtime';
import { listenToMocks } from '../support/mockServer';
import { renderPage } from '../tasks/render';
import { resetEngine, state } from './fakeEngine';

vi.mock('@/shared/pdf/engine', () => import('./fakeEngine'));

listenToMocks();
beforeEach(() => resetEngine(2));

const bytes = (text: string) => new TextEncoder().encode(text);
const stored: StoredMockFile[] = [
  {
    fileId: 'f-doc',
    fileName: '报销说明.docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: bytes('PK..'),
  },
  { fileId: 'f-pdf', fileName: 'invoice.pdf', contentType: 'application/pdf', bytes: PDF_BYTES },
  { fileId: 'f-png', fileName: 'photo.png', contentType: 'image/png', bytes: bytes('\x89PNG') },
  { fileId: 'f-xls', fileName: 'budget.XLSX', contentType: 'application/vnd.ms-excel', bytes: bytes('PK..') },
];

function setup() {
  const calls = { converted: [] as string[], fetched: [] as string[] };
  server.use(...fileHandlers([...stored]), ...onlinePreviewHandlers(calls));
  // names looked up from the server (no name given), as a read-only form field shows them
  renderPage(<FileList files={stored.map((f) => ({ id: f.fileId }))} />);
  return calls;
}

describe('attachment preview', { timeout: 30_000 }, () => {
  it('offers a preview for PDFs and office files, not for pictures', async () => {
    setup();
    expect(await screen.findByRole('button', { name: 'Preview 报销说明.docx' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Preview invoice.pdf' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Preview budget.XLSX' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Download photo.png' });
    expect(screen.queryByRole('button', { name: 'Preview photo.png' })).not.toBeInTheDocument();
  });

  it('an office file is converted by onlinePreview and its PDF opens in the viewer', async () => {
    const calls = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Preview 报销说明.docx' }));
    const bar = await screen.findByRole('toolbar', { name: 'PDF tools' }, { timeout: 5000 });
    expect(await within(bar).findByText('Page 1 of 2')).toBeInTheDocument();
    expect(calls.converted).toEqual(['f-doc']);
    expect(calls.fetched).toEqual(['pdf-f-doc']);
    expect(state.opened).toEqual(['%PDF-']);
    // the viewer is headed by the attachment's name
    expect(within(bar.closest<HTMLElement>('.ant-modal')!).getByText('报销说明.docx')).toBeInTheDocument();
  });

  it('a PDF opens as it is, without a conversion', async () => {
    const calls = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Preview invoice.pdf' }));
    const bar = await screen.findByRole('toolbar', { name: 'PDF tools' }, { timeout: 5000 });
    await within(bar).findByText('Page 1 of 2');
    expect(calls.converted).toEqual([]);
    await waitFor(() => expect(state.opened).toHaveLength(1));
  });
});
