import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { asyncEventHandlers, asyncEvents } from '../../../mocks/handlers/downloads';
import { DownloadNotice } from '@/features/downloads';
import { renderUi } from '../search/render';
import { listenToMocks } from '../support/mockServer';

vi.setConfig({ testTimeout: 40_000 });

listenToMocks({ restoreMocks: true });
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:result');
  URL.revokeObjectURL = vi.fn();
});

/** Serves the sample async events and renders the notice; the calls the server saw, in order. */
function renderNotice() {
  const calls: string[] = [];
  server.use(...asyncEventHandlers(asyncEvents(), calls));
  renderUi(<DownloadNotice />);
  return calls;
}

async function hoverOpen() {
  fireEvent.mouseEnter(screen.getByRole('button', { name: 'File download notice' }));
  return screen.findByTestId('async-event-list', undefined, { timeout: 5000 });
}

describe('download notice', () => {
  it('lists the async events on hover', async () => {
    const calls = renderNotice();
    expect(calls).toEqual([]);
    const list = await hoverOpen();
    expect(await within(list).findByText('我的站内消息')).toBeInTheDocument();
    expect(within(list).getByText('Done')).toBeInTheDocument();
    expect(within(list).getByText('Waiting')).toBeInTheDocument();
    expect(calls).toEqual(['list']);
  });

  it.each([
    ['runs an event by hand', 'Run 本部门人员', 'run:ev-2', 'Waiting'],
    ['deletes one event', 'Delete 我的站内消息', 'remove:ev-1', '我的站内消息'],
  ])('%s', async (_name, button, call, gone) => {
    const calls = renderNotice();
    const list = await hoverOpen();
    fireEvent.click(await within(list).findByRole('button', { name: button }));
    await waitFor(() => expect(calls).toContain(call));
    await waitFor(() => expect(within(list).queryByText(gone)).not.toBeInTheDocument());
  });

  it('downloads the result under the name of content-disposition', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const calls = renderNotice();
    const list = await hoverOpen();
    fireEvent.click(await within(list).findByRole('button', { name: 'Download 我的站内消息' }));
    await waitFor(() => expect(clicked).toEqual(['我的站内消息.csv']));
    expect(calls).toContain('download:ev-1');
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(within(list).getByRole('button', { name: 'Download 本部门人员' })).toBeDisabled();
  });

  it('deletes all only after confirmation', async () => {
    const calls = renderNotice();
    const list = await hoverOpen();
    await within(list).findByText('我的站内消息');
    fireEvent.click(within(list).getByRole('button', { name: /Delete all/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Delete all 2 download tasks/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).not.toContain('removeAll');
    fireEvent.click(within(list).getByRole('button', { name: /Delete all/ }));
    const again = (await screen.findAllByRole('dialog')).at(-1)!;
    fireEvent.click(within(again).getByRole('button', { name: 'Delete all' }));
    await waitFor(() => expect(calls).toContain('removeAll'));
    expect(await within(list).findByText('No download tasks')).toBeInTheDocument();
  });
});
