import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { initI18n } from '@/shared/i18n';
import { PdfViewer } from '@/shared/pdf/PdfViewer';
import { PDF_VIEWER_Z_INDEX } from '@/shared/pdf';
import { fakeMatchMedia } from '../support/matchMedia';
import { resetEngine, state } from './fakeEngine';

vi.mock('@/shared/pdf/engine', () => import('./fakeEngine'));

const pdf = (text = '%PDF-1.7 test') => ({ blob: new Blob([text], { type: 'application/pdf' }), fileName: '请假单.pdf' });
const realMatchMedia = window.matchMedia;

/** desktop: every min-width query holds; phone (390 px): none does */
function screenWidth(kind: 'desktop' | 'phone') {
  window.matchMedia = fakeMatchMedia((q) => kind === 'desktop' || !/min-width/.test(q));
}

function show(props: Partial<Parameters<typeof PdfViewer>[0]> = {}) {
  initI18n('en-US');
  const onClose = vi.fn();
  const onPrinted = vi.fn();
  const view = render(
    <AntApp>
      <PdfViewer open file={pdf()} onClose={onClose} onPrinted={onPrinted} {...props} />
    </AntApp>,
  );
  return { ...view, onClose, onPrinted };
}

const toolbar = () => screen.findByRole('toolbar', { name: 'PDF tools' });

beforeEach(() => {
  resetEngine(3);
  screenWidth('desktop');
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
  vi.restoreAllMocks();
});

describe('PdfViewer', () => {
  it('lies above everything at z-index 20002 and names itself after the file', async () => {
    show();
    const dialog = await screen.findByRole('dialog', { name: '请假单.pdf' });
    expect(PDF_VIEWER_Z_INDEX).toBe(20002);
    expect(dialog.closest('.ant-modal-wrap')).toHaveStyle({ zIndex: '20002' });
  });

  it('opens the bytes with the lazily loaded engine and shows page 1 of n', async () => {
    show();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(state.opened).toEqual(['%PDF-']);
    // jsdom has no IntersectionObserver: every page draws at once
    await waitFor(() => expect(new Set(state.renders.map((r) => r.page))).toEqual(new Set([1, 2, 3])));
    expect(screen.getAllByRole('img', { name: /^Page \d$/ })).toHaveLength(3);
  });

  it('steps through the pages and stops at both ends', async () => {
    show();
    const bar = await toolbar();
    await within(bar).findByText('Page 1 of 3');
    const prev = within(bar).getByRole('button', { name: 'Previous page' });
    const next = within(bar).getByRole('button', { name: 'Next page' });
    expect(prev).toBeDisabled();
    fireEvent.click(next);
    fireEvent.click(next);
    expect(within(bar).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    fireEvent.click(prev);
    expect(within(bar).getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('zooms in and out by steps from the fit-width scale and back to fit width', async () => {
    show();
    const bar = await toolbar();
    await within(bar).findByText('Page 1 of 3');
    const fit = () => within(bar).getByRole('button', { name: 'Fit width' });
    // the view has no width in jsdom: fit width comes to 100%
    expect(fit()).toHaveAttribute('aria-pressed', 'true');
    expect(within(bar).getByText('100%')).toBeInTheDocument();
    fireEvent.click(within(bar).getByRole('button', { name: 'Zoom in' }));
    expect(within(bar).getByText('125%')).toBeInTheDocument();
    expect(fit()).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(state.renders.some((r) => r.scale === 1.25)).toBe(true));
    const out = within(bar).getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 6; i++) fireEvent.click(out);
    expect(within(bar).getByText('25%')).toBeInTheDocument();
    expect(out).toBeDisabled();
    fireEvent.click(fit());
    expect(within(bar).getByText('100%')).toBeInTheDocument();
    expect(fit()).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows page thumbnails beside the pages; a click goes to that page', async () => {
    show();
    const strip = await screen.findByRole('navigation', { name: 'Page thumbnails' });
    const thumbs = within(strip).getAllByRole('button');
    expect(thumbs).toHaveLength(3);
    expect(thumbs[0]).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(strip).getByRole('button', { name: 'Go to page 3' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(strip).getByRole('button', { name: 'Go to page 3' })).toHaveAttribute('aria-current', 'page');
    // the strip can be put away
    fireEvent.click(within(await toolbar()).getByRole('button', { name: 'Page thumbnails' }));
    expect(screen.queryByRole('navigation', { name: 'Page thumbnails' })).not.toBeInTheDocument();
  });

  it('hides the thumbnails and their switch at phone width', async () => {
    screenWidth('phone');
    show();
    const bar = await toolbar();
    await within(bar).findByText('Page 1 of 3');
    expect(screen.queryByRole('navigation', { name: 'Page thumbnails' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Page thumbnails' })).not.toBeInTheDocument();
    // the rest stays usable
    expect(within(bar).getByRole('button', { name: /Print/ })).toBeEnabled();
  });

  it('closes with Esc and with its Close button', async () => {
    const { onClose } = show();
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(within(await toolbar()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('downloads the file under its name', async () => {
    const create = vi.fn(() => 'blob:download');
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    show();
    fireEvent.click(within(await toolbar()).getByRole('button', { name: /Download/ }));
    expect(clicked).toEqual(['请假单.pdf']);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('prints every page as an image at 150 dpi in a print-only container, then removes it', async () => {
    const urls: string[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn(() => {
        urls.push(`blob:page-${urls.length + 1}`);
        return urls[urls.length - 1];
      }),
      revokeObjectURL: vi.fn(),
    });
    let printed: string[] = [];
    let sizes: string[] = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      const imgs = [...document.querySelectorAll<HTMLImageElement>('body > .pdf-print-root img')];
      printed = imgs.map((img) => img.getAttribute('src') ?? '');
      sizes = imgs.map((img) => img.style.width);
    });
    const { onPrinted } = show();
    const bar = await toolbar();
    await within(bar).findByText('Page 1 of 3');
    fireEvent.click(within(bar).getByRole('button', { name: /Print/ }));
    await waitFor(() => expect(onPrinted).toHaveBeenCalledTimes(1));
    expect(print).toHaveBeenCalledTimes(1);
    expect(state.images).toEqual([1, 2, 3].map((page) => ({ page, dpi: 150 })));
    expect(printed).toEqual(['blob:page-1', 'blob:page-2', 'blob:page-3']);
    // an A4 page prints 595 points wide
    expect(sizes.every((w) => Math.round(parseFloat(w)) === 595)).toBe(true);
    expect(document.querySelector('.pdf-print-root')).toBeNull();
    const revoked = vi.mocked(URL.revokeObjectURL).mock.calls.map(([url]) => url);
    expect(revoked.filter((url) => url.startsWith('blob:page-')).sort()).toEqual(urls);
  });

  it('says so when the bytes are not a PDF', async () => {
    show({ file: pdf('<html>not a pdf') });
    expect(await screen.findByText('This file is not a readable PDF')).toBeInTheDocument();
    expect(within(await toolbar()).getByRole('button', { name: /Print/ })).toBeDisabled();
  });

  it('shows the conversion under way, then the pages', async () => {
    const view = show({ file: null, loading: true });
    expect(await screen.findByText('Converting to PDF…')).toBeInTheDocument();
    view.rerender(
      <AntApp>
        <PdfViewer open file={pdf()} onClose={view.onClose} />
      </AntApp>,
    );
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('lets the document go when it closes', async () => {
    const view = show();
    await screen.findByText('Page 1 of 3');
    view.rerender(
      <AntApp>
        <PdfViewer open={false} file={pdf()} onClose={view.onClose} />
      </AntApp>,
    );
    await act(async () => {});
    await waitFor(() => expect(state.destroyed).toBe(1));
  });
});
