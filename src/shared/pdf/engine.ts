// The only module that imports pdfjs-dist: it is reached through a dynamic import (usePdfDocument),
// so pdfjs and its worker load as chunks of their own when a PDF is first shown.
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { PDFJS_ASSETS } from './assets';
import type { PdfDocument, RenderJob } from './types';

GlobalWorkerOptions.workerSrc = workerUrl;

/** CSS pixels per PDF point (96 dpi screen over 72 points per inch) */
const CSS_PER_POINT = 96 / 72;
/** a canvas larger than this many pixels fails in some browsers: draw coarser instead */
const MAX_CANVAS_PIXELS = 16_777_216;

/** Opens a PDF from its bytes; fails with pdfjs' error (InvalidPDFException, PasswordException...). */
export async function openPdf(data: ArrayBuffer): Promise<PdfDocument> {
  const task = getDocument({
    data: new Uint8Array(data),
    ...PDFJS_ASSETS,
    cMapPacked: true,
    // the portal's content security policy allows no eval, and a PDF's scripts never run
    isEvalSupported: false,
    enableXfa: false,
  });
  const doc = await task.promise;
  const pages = await Promise.all(Array.from({ length: doc.numPages }, (_, i) => doc.getPage(i + 1)));
  return wrap(doc, pages);
}

function wrap(doc: PDFDocumentProxy, pages: PDFPageProxy[]): PdfDocument {
  const pageSizes = pages.map((page) => {
    const { width, height } = page.getViewport({ scale: CSS_PER_POINT });
    return { width, height };
  });
  // the canvas gets its pixels here; its size on screen is the caller's (PdfPage sets it)
  const draw = (pageNumber: number, canvas: HTMLCanvasElement, pixelsPerPoint: number): RenderJob => {
    const page = pages[pageNumber - 1];
    let viewport = page.getViewport({ scale: pixelsPerPoint });
    if (viewport.width * viewport.height > MAX_CANVAS_PIXELS) {
      viewport = page.getViewport({ scale: pixelsPerPoint * Math.sqrt(MAX_CANVAS_PIXELS / (viewport.width * viewport.height)) });
    }
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    const task = page.render({ canvas, viewport });
    return { promise: task.promise, cancel: () => task.cancel() };
  };
  return {
    numPages: doc.numPages,
    pageSizes,
    renderPage: (pageNumber, canvas, scale) => draw(pageNumber, canvas, scale * CSS_PER_POINT * Math.min(window.devicePixelRatio || 1, 3)),
    pageImage: async (pageNumber, dpi) => {
      const canvas = document.createElement('canvas');
      await draw(pageNumber, canvas, dpi / 72).promise;
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      canvas.width = 0;
      canvas.height = 0;
      if (!blob) throw new Error(`page ${pageNumber} could not be drawn`);
      return blob;
    },
    destroy: () => doc.destroy(),
  };
}
