import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { fileHandlers, type StoredMockFile } from '../../../mocks/handlers';
import { FileList } from '@/shared/form-runtime';
import { renderRoutes } from '../support/renderRoutes';

const stored = (fileId: string, fileName: string): StoredMockFile => ({
  fileId,
  fileName,
  contentType: 'text/plain',
  bytes: new TextEncoder().encode(fileId),
});

const saved: { name: string }[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download });
  });
});
afterEach(() => {
  server.resetHandlers();
  saved.length = 0;
});
afterAll(() => {
  server.close();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const files = [
  { id: 'f1', name: 'a.txt' },
  { id: 'f2', name: 'b.txt' },
  { id: 'f3', name: 'c.txt' },
];

describe('batch download of a file list', () => {
  it('zips the ticked files in one download named by the server', async () => {
    const asked: string[] = [];
    server.use(...fileHandlers([stored('f1', 'a.txt'), stored('f2', 'b.txt'), stored('f3', 'c.txt')]));
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('bathcDownloadFile')) asked.push(new URL(request.url).searchParams.get('fileIds') ?? '');
    });
    renderRoutes([{ path: '*', element: <FileList files={files} zipName="Leave 42" /> }], '/');
    const zip = await screen.findByRole('button', { name: /Download as zip \(0\)/ });
    expect(zip).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select a.txt' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select c.txt' }));
    fireEvent.click(screen.getByRole('button', { name: /Download as zip \(2\)/ }));
    await waitFor(() => expect(saved).toEqual([{ name: 'Leave 42.zip' }]));
    expect(asked).toEqual(['f1,f3']);
    server.events.removeAllListeners();
  });

  it('selects all at once, and says so when the server refuses the zip', async () => {
    // f3 is not known to the server: the zip is refused as a whole
    server.use(...fileHandlers([stored('f1', 'a.txt'), stored('f2', 'b.txt')]));
    renderRoutes([{ path: '*', element: <FileList files={files} /> }], '/');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(screen.getByRole('button', { name: /Download as zip \(3\)/ }));
    expect(await screen.findByText('The zip could not be downloaded; some files may not be yours to read')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('offers no zip for a single file', () => {
    server.use(...fileHandlers([stored('f1', 'a.txt')]));
    renderRoutes([{ path: '*', element: <FileList files={files.slice(0, 1)} /> }], '/');
    expect(screen.queryByRole('button', { name: /zip/ })).not.toBeInTheDocument();
  });
});
