import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { asyncEventHandlers, asyncEvents } from '../../../mocks/handlers/downloads';
import { DownloadNotice } from '@/features/downloads';
import { renderUi } from '../search/render';

vi.setConfig({ testTimeout: 40_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:result');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

async function hoverOpen() {
  fireEvent.mouseEnter(screen.getByRole('button', { name: 'File download notice' }));
  return screen.findByTestId('async-event-list', undefined, { timeout: 5000 });
}

describe('download notice', () => {
  it('lists the async events on hover', async () => {
    const calls: string[] = [];
    server.use(...asyncEventHandlers(asyncEvents(), calls));
    renderUi(<DownloadNotice />);
    expect(calls).toEqual([]);
    const list = await hoverOpen();
    expect(await within(list).findByText('我的站内消息')).toBeInTheDocument();
    expect(within(list).getByText('Done')).toBeInTheDocument();
    expect(within(list).getByText('Waiting')).toBeInTheDocument();
    expect(calls).toEqual(['list']);
  });

  it('runs an event by hand', async () => {
    const calls: string[] = [];
    server.use(...asyncEventHandlers(asyncEvents(), calls));
    renderUi(<DownloadNotice />);
    const list = await hoverOpen();
    fireEvent.click(await within(list).findByRole('button', { name: 'Run 本部门人员' }));
    await waitFor(() => expect(calls).toContain('run:ev-2'));
    await waitFor(() => expect(within(list).queryByText('Waiting')).not.toBeInTheDocument());
  });

  it('downloads the result under the name of content-disposition', async () => {
    const calls: string[] = [];
    server.use(...asyncEventHandlers(asyncEvents(), calls));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderUi(<DownloadNotice />);
    const list = await hoverOpen();
    fireEvent.click(await within(list).findByRole('button', { name: 'Download 我的站内消息' }));
    await waitFor(() => expect(clicked).toEqual(['我的站内消息.csv']));
    expect(calls).toContain('download:ev-1');
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(within(list).getByRole('button', { name: 'Download 本部门人员' })).toBeDisabled();
  });

  it('deletes one event', async () => {
    const calls: string[] = [];
    server.use(...asyncEventHandlers(asyncEvents(), calls));
    renderUi(<DownloadNotice />);
    const list = await hoverOpen();
    fireEvent.click(await within(list).findByRole('button', { name: 'Delete 我的站内消息' }));
    await waitFor(() => expect(calls).toContain('remove:ev-1'));
    await waitFor(() => expect(within(list).queryByText('我的站内消息')).not.toBeInTheDocument());
  });

  it('deletes all only after confirmation', async () => {
    const calls: string[] = [];
    server.use(...asyncEventHandlers(asyncEvents(), calls));
    renderUi(<DownloadNotice />);
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
