import { vi } from 'vitest';
import type { PdfDocument } from '@/shared/pdf/types';

/**
 * A stand-in for src/shared/pdf/engine.ts (the only module that imports pdfjs, which cannot draw in
 * jsdom): it opens any bytes that start with %PDF as a document of `state.pages` A4 pages and
 * records what the viewer asks of it. Real drawing is checked by the Playwright run in Chromium.
 */
export const state = {
  pages: 3,
  opened: [] as string[],
  renders: [] as Array<{ page: number; scale: number }>,
  images: [] as Array<{ page: number; dpi: number }>,
  destroyed: 0,
};

export function resetEngine(pages = 3) {
  state.pages = pages;
  state.opened.length = 0;
  state.renders.length = 0;
  state.images.length = 0;
  state.destroyed = 0;
}

// A4 at 96 dpi
const A4 = { width: 793.7, height: 1122.5 };

export async function openPdf(data: ArrayBuffer): Promise<PdfDocument> {
  const head = new TextDecoder().decode(new Uint8Array(data).slice(0, 5));
  if (head !== '%PDF-') throw new Error('Invalid PDF structure.');
  state.opened.push(head);
  const pages = state.pages;
  return {
    numPages: pages,
    pageSizes: Array.from({ length: pages }, () => ({ ...A4 })),
    renderPage: (page, _canvas, scale) => {
      state.renders.push({ page, scale });
      return { promise: Promise.resolve(), cancel: vi.fn() };
    },
    pageImage: async (page, dpi) => {
      state.images.push({ page, dpi });
      return new Blob([`page ${page}`], { type: 'image/png' });
    },
    destroy: async () => {
      state.destroyed += 1;
    },
  };
}
