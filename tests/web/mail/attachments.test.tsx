import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { fileHandlers } from '../../../mocks/handlers/files';
import { onlinePreviewHandlers } from '../../../mocks/handlers/print';
import { mailHandlers, mailRows, mailStore } from '../../../mocks/handlers/mail';
import Mailbox from '@/features/mail/pages/Mailbox';
import { renderUi } from '../search/render';
import { resetEngine, state } from '../print/fakeEngine';
import { mailSuite } from './setup';

vi.mock('@/shared/pdf/engine', () => import('../print/fakeEngine'));
vi.mock('@/shared/live', () => import('./liveMock'));

mailSuite(() => resetEngine(2));

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

// Issue 29.17: a mail's attachment opens in the viewer form attachments use, an office file converted by the server
describe('mail attachments', () => {
  it('open in the portal’s PDF viewer through the server’s conversion, as form attachments do', async () => {
    const [mail] = mailRows(1);
    const attachment = { ...mail!.attachments[0]!, fileId: 'f-docx', fileName: 'minutes.docx', contentType: DOCX };
    const calls = { converted: [] as string[], fetched: [] as string[] };
    server.use(
      ...fileHandlers([{ fileId: 'f-docx', fileName: 'minutes.docx', contentType: DOCX, bytes: new TextEncoder().encode('PK..') }]),
      ...onlinePreviewHandlers(calls),
      ...mailHandlers(mailStore({ mails: [{ ...mail!, attachments: [attachment] }] })),
    );
    renderUi(<Mailbox />);
    fireEvent.click(await screen.findByRole('listitem', { name: 'Subject 1' }));
    const group = await screen.findByRole('group', { name: 'Attachments' });
    expect(within(group).getByRole('button', { name: 'Download minutes.docx' })).toBeInTheDocument();
    fireEvent.click(within(group).getByRole('button', { name: 'Preview minutes.docx' }));
    const bar = await screen.findByRole('toolbar', { name: 'PDF tools' }, { timeout: 5000 });
    expect(await within(bar).findByText('Page 1 of 2')).toBeInTheDocument();
    // converted by the portal's own server (onlinePreview), the PDF fetched from it: nothing else is asked
    expect(calls.converted).toEqual(['f-docx']);
    expect(calls.fetched).toEqual(['pdf-f-docx']);
    expect(state.opened).toEqual(['%PDF-']);
  });

  it('offer no preview for a kind the viewer cannot show, only the download', async () => {
    const [mail] = mailRows(1);
    const attachment = { ...mail!.attachments[0]!, fileId: 'f-zip', fileName: 'bundle.zip', contentType: 'application/zip' };
    server.use(...fileHandlers([]), ...mailHandlers(mailStore({ mails: [{ ...mail!, attachments: [attachment] }] })));
    renderUi(<Mailbox />);
    fireEvent.click(await screen.findByRole('listitem', { name: 'Subject 1' }));
    const group = await screen.findByRole('group', { name: 'Attachments' });
    expect(within(group).getByRole('button', { name: 'Download bundle.zip' })).toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: 'Preview bundle.zip' })).not.toBeInTheDocument();
  });
});
