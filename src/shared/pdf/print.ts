import type { PdfDocument } from './types';

/** Print resolution: sharp text on paper, and a 100-page batch still fits in memory. */
export const PRINT_DPI = 150;
const ROOT_CLASS = 'pdf-print-root';

// while printing, the page shows nothing but the printed images, each on a sheet of its own size
const PRINT_CSS = `
@media screen { .${ROOT_CLASS} { display: none; } }
@media print {
  body > *:not(.${ROOT_CLASS}) { display: none !important; }
  .${ROOT_CLASS} img { display: block; break-after: page; page-break-after: always; }
  .${ROOT_CLASS} img:last-child { break-after: auto; page-break-after: auto; }
  @page { margin: 0; }
}`;

/**
 * Prints a PDF through the browser's own print dialog: every page is drawn to an image at
 * PRINT_DPI and put in a container that only print media shows, sized in points so a page prints
 * at its real size. An iframe with the PDF itself would need blob: frames (the portal's content
 * security policy allows none) and a PDF plugin, which headless and some locked-down Chromium
 * builds lack. `onProgress` hears each page drawn.
 */
export async function printPdf(doc: PdfDocument, onProgress?: (done: number, total: number) => void): Promise<void> {
  const urls: string[] = [];
  const root = document.createElement('div');
  root.className = ROOT_CLASS;
  const style = document.createElement('style');
  style.textContent = PRINT_CSS;
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const url = URL.createObjectURL(await doc.pageImage(n, PRINT_DPI));
      urls.push(url);
      const img = document.createElement('img');
      const { width, height } = doc.pageSizes[n - 1];
      // pageSizes are CSS pixels at 96 dpi: 0.75 point each
      img.style.width = `${width * 0.75}pt`;
      img.style.height = `${height * 0.75}pt`;
      img.alt = '';
      img.src = url;
      root.appendChild(img);
      onProgress?.(n, doc.numPages);
    }
    document.head.appendChild(style);
    document.body.appendChild(root);
    await Promise.all([...root.querySelectorAll('img')].map((img) => (typeof img.decode === 'function' ? img.decode() : undefined)));
    // print() returns once the dialog closes (Chromium, Firefox); the images can go then
    window.print();
  } finally {
    root.remove();
    style.remove();
    for (const url of urls) URL.revokeObjectURL(url);
  }
}
