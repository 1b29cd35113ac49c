import { download, type RequestOptions } from '@/api/http';
import { onlinePreview, preview } from '@/api/files';
import type { PdfFile } from './PdfViewer';

/** Office and text types the server converts to PDF for a preview (LibreOffice). */
export const CONVERTIBLE_EXTENSIONS = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'txt', 'rtf'] as const;

export type PreviewKind = 'pdf' | 'convert' | null;

/** How a file of that name is previewed: a PDF as it is, an office file converted, else not at all. */
export function previewKindOf(fileName: string | null | undefined): PreviewKind {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName ?? '')?.[1]?.toLowerCase();
  if (!ext) return null;
  if (ext === 'pdf') return 'pdf';
  return (CONVERTIBLE_EXTENSIONS as readonly string[]).includes(ext) ? 'convert' : null;
}

/** `name` with its extension replaced by .pdf (the download of a converted file). */
export function pdfNameOf(name: string): string {
  return /\.pdf$/i.test(name) ? name : `${name.replace(/\.[^./\\]+$/, '')}.pdf`;
}

/** The PDF at an online-preview address (pdfUrl), fetched with the session's headers. */
export async function fetchPdfUrl(pdfUrl: string, fallbackName: string, opts?: RequestOptions): Promise<PdfFile> {
  const { blob, fileName } = await download(pdfUrl, undefined, opts);
  return { blob, fileName: fileName ?? pdfNameOf(fallbackName) };
}

/**
 * A stored file as a PDF: a PDF itself through preview, any other type through onlinePreview
 * (the server converts it and answers the address of the PDF).
 */
export async function pdfOfFile(fileId: string, fileName: string): Promise<PdfFile> {
  if (previewKindOf(fileName) === 'pdf') {
    const { blob, fileName: served } = await preview(fileId);
    return { blob, fileName: served ?? fileName };
  }
  const { value } = await onlinePreview(fileId);
  return fetchPdfUrl(value.pdfUrl, value.fileName || fileName);
}
