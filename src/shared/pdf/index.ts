// PDF viewing: the viewer (lazily loaded with pdfjs), how a stored file becomes a PDF, printing.
export { PdfViewer, usePdfPreview, type PdfPreview } from './usePdfPreview';
export type { PdfFile, PdfViewerProps } from './PdfViewer';
export { PDF_VIEWER_Z_INDEX } from './constants';
export { CONVERTIBLE_EXTENSIONS, fetchPdfUrl, pdfNameOf, pdfOfFile, previewKindOf, type PreviewKind } from './sources';
