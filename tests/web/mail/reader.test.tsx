import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { fileHandlers } from '../../../mocks/handlers/files';
import { mailHandlers, mailRows, mailStore } from '../../../mocks/handlers/mail';
import Mailbox from '@/features/mail/pages/Mailbox';
import { renderUi } from '../search/render';
import { dialogTitled, mailSuite } from './setup';

vi.mock('@/shared/live', () => import('./liveMock'));

const suite = mailSuite();

function remoteMail() {
  const [mail] = mailRows(1);
  return {
    ...mail!,
    subject: 'Newsletter',
    html: '<p>Hello <a href="https://example.org/x">link</a></p><img src="about:blank" data-blocked="https://tracker.example/p.png">',
    hasRemoteImages: true,
  };
}

describe('reading pane', () => {
  it('shows the mail in a sandboxed frame with links to new tabs, and remote pictures only on request', async () => {
    const store = mailStore({ mails: [remoteMail()] });
    server.use(...mailHandlers(store));
    renderUi(<Mailbox />);
    fireEvent.click(await screen.findByRole('listitem', { name: 'Newsletter' }));
    const frame = (await screen.findByTitle('Newsletter')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    const doc = frame.getAttribute('srcdoc') ?? '';
    expect(doc).toContain('target="_blank"');
    expect(doc).toContain('rel="noopener noreferrer"');
    expect(doc).toContain('img-src data:;');
    expect(doc).not.toMatch(/<script/i);
    expect(store.calls).toContain('get:m-1');
    expect(screen.getByText(/Remote pictures in this mail are blocked/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show pictures' }));
    await waitFor(() => expect(store.calls).toContain('get:m-1:remote'));
    await waitFor(() => expect(screen.queryByText(/Remote pictures in this mail are blocked/)).not.toBeInTheDocument());
    expect(((await screen.findByTitle('Newsletter')) as HTMLIFrameElement).getAttribute('srcdoc')).toContain('img-src data: https: http:');
  });

  it('says so when the server read only the text of a mail over its download limit', async () => {
    const [mail] = mailRows(1);
    const notice = 'This mail (40.0 MB) is larger than the 25.0 MB the portal downloads: only its text is shown.';
    server.use(...mailHandlers(mailStore({ mails: [{ ...mail!, subject: 'Archive', notice }] })));
    renderUi(<Mailbox />);
    fireEvent.click(await screen.findByRole('listitem', { name: 'Archive' }));
    expect(await screen.findByText(notice)).toBeInTheDocument();
  });

  it('downloads an attachment through the file service', async () => {
    const files = [{ fileId: 'f-att-1', fileName: 'report.pdf', contentType: 'application/pdf', bytes: new Uint8Array([1, 2, 3]) }];
    const downloads: string[] = [];
    server.use(...fileHandlers(files), ...mailHandlers(mailStore()));
    const createObjectURL = vi.fn(() => 'blob:x');
    const original = URL.createObjectURL;
    URL.createObjectURL = createObjectURL;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    try {
      renderUi(<Mailbox />);
      fireEvent.click(await screen.findByRole('listitem', { name: 'Subject 1' }));
      const group = await screen.findByRole('group', { name: 'Attachments' });
      fireEvent.click(within(group).getByRole('button', { name: 'Download report.pdf' }));
      await waitFor(() => expect(downloads).toEqual(['report.pdf']));
    } finally {
      URL.createObjectURL = original;
      click.mockRestore();
    }
  });

  it('shows an error when the mail cannot be opened, and the list stays', async () => {
    const store = mailStore();
    server.use(...mailHandlers(store));
    renderUi(<Mailbox />);
    const item = await screen.findByRole('listitem', { name: 'Subject 2' });
    store.mails = store.mails.filter((m) => m.id !== 'm-2');
    fireEvent.click(item);
    expect(await screen.findByText('The mail could not be opened')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Mails' })).toBeInTheDocument();
  });

  it('prefills a reply to all: Re:, the sender and the other receivers, the quote', async () => {
    const [mail] = mailRows(1);
    const store = mailStore({
      mails: [
        {
          ...mail!,
          to: [
            { name: '', address: 'user1@example.com' },
            { name: 'Bo', address: 'bo@example.com' },
          ],
          cc: [{ name: '', address: 'cy@example.com' }],
        },
      ],
    });
    server.use(...mailHandlers(store));
    renderUi(<Mailbox />);
    fireEvent.click(await screen.findByRole('listitem', { name: 'Subject 1' }));
    fireEvent.click(await screen.findByRole('button', { name: /Reply all/ }));
    const dialog = await dialogTitled('Reply');
    expect(within(dialog).getByDisplayValue('Re: Subject 1')).toBeInTheDocument();
    expect(within(dialog).getByTitle('sender1@example.com')).toBeInTheDocument();
    expect(within(dialog).getByTitle('bo@example.com')).toBeInTheDocument();
    expect(within(dialog).getByTitle('cy@example.com')).toBeInTheDocument();
    // the own address only as the sender account, not among the receivers
    expect(within(dialog).getAllByTitle('user1@example.com')).toHaveLength(1);
    // the editor starts empty; the original is quoted below it as it is (pictures and tables kept)
    expect(within(dialog).getByRole('textbox', { name: 'Message' }).innerHTML).not.toContain('<blockquote>');
    const quote = dialog.querySelector('iframe[title="Quoted mail"]')!;
    expect(quote.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    expect(quote.getAttribute('srcdoc')).toContain('<blockquote>');
    expect(quote.getAttribute('srcdoc')).toContain('sender1@example.com');
  });

  it('sends a reply with what was written above the quoted original, pictures and tables included; the quote can be removed', async () => {
    const [mail] = mailRows(1);
    const html = '<p>Hello</p><table><tbody><tr><td>Q3</td></tr></tbody></table><img src="https://example.org/chart.png" alt="chart">';
    const blocked = html.replace('src="https://example.org/chart.png"', 'data-remote-image="blocked"');
    const store = mailStore({ mails: [{ ...mail!, html: blocked, hasRemoteImages: true }] });
    // the mail as allowed: its remote picture's address (the mock answers the same html otherwise)
    store.remoteHtml = { 'm-1': html };
    server.use(...mailHandlers(store));
    renderUi(<Mailbox />);
    fireEvent.click(await screen.findByRole('listitem', { name: 'Subject 1' }));
    fireEvent.click(await screen.findByRole('button', { name: /(^|\s)Reply$/ }));
    let dialog = await dialogTitled('Reply');
    // the reader had not allowed remote pictures: the quote takes the original with them, still blocked on screen
    expect(store.calls).toContain('get:m-1:remote');
    const frame = dialog.querySelector('iframe[title="Quoted mail"]')!;
    expect(frame.getAttribute('srcdoc')).toContain('img-src data:;');
    const area = within(dialog).getByRole('textbox', { name: 'Message' });
    area.innerHTML = '<p>Agreed</p>';
    fireEvent.input(area);
    fireEvent.click(within(dialog).getByRole('button', { name: /Send/ }));
    await waitFor(() => expect(store.sent).toHaveLength(1));
    const sent = store.sent[0]!.html;
    expect(sent.indexOf('<p>Agreed</p>')).toBe(0);
    expect(sent).toContain('<blockquote><p>Hello</p><table><tbody><tr><td>Q3</td></tr></tbody></table>');
    expect(sent).toContain('src="https://example.org/chart.png"');
    expect(store.sent[0]!.replyId).toBe('m-1');

    fireEvent.click(await screen.findByRole('button', { name: /(^|\s)Reply$/ }));
    dialog = await dialogTitled('Reply');
    // the new draft has arrived: an empty editor above the quote
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Message' }).innerHTML).toBe(''));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the quoted mail' }));
    expect(dialog.querySelector('iframe[title="Quoted mail"]')).toBeNull();
    const second = within(dialog).getByRole('textbox', { name: 'Message' });
    second.innerHTML = '<p>Only this</p>';
    fireEvent.input(second);
    fireEvent.click(within(dialog).getByRole('button', { name: /Send/ }));
    await waitFor(() => expect(store.sent).toHaveLength(2));
    expect(store.sent[1]!.html).toBe('<p>Only this</p>');
  });
});

describe('narrow screens', () => {
  it('show the list, then the mail with a way back', async () => {
    suite.narrow();
    server.use(...mailHandlers(mailStore()));
    renderUi(<Mailbox />);
    fireEvent.click(await screen.findByRole('listitem', { name: 'Subject 1' }));
    expect(await screen.findByTitle('Subject 1')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Mails' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('list', { name: 'Mails' })).toBeInTheDocument();
  });
});
