/** A page's size in CSS pixels at zoom 1 (PDF points at 96/72). */
export interface PageSize {
  width: number;
  height: number;
}

/** Drawing of one page into a canvas; cancel stops it (a scrolled-away page, a new zoom). */
export interface RenderJob {
  promise: Promise<void>;
  cancel: () => void;
}

/** An opened PDF as the viewer uses it; the pdfjs objects stay behind this interface (engine.ts). */
export interface PdfDocument {
  numPages: number;
  /** every page's size at zoom 1, in page order */
  pageSizes: PageSize[];
  /** draws page `pageNumber` (from 1) into `canvas` at `scale` CSS pixels per unit, sharp on this screen */
  renderPage: (pageNumber: number, canvas: HTMLCanvasElement, scale: number) => RenderJob;
  /** page `pageNumber` as a PNG for printing, `dpi` dots per inch */
  pageImage: (pageNumber: number, dpi: number) => Promise<Blob>;
  destroy: () => Promise<void>;
}
