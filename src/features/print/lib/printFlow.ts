import { onlinePreview } from '@/api/files';
import { wordPrint, type WordPrintBody } from '@/api/print';
import { fetchPdfUrl, pdfNameOf, type PdfFile } from '@/shared/pdf';

/**
 * A form printed through a template, as a PDF: wordPrint fills the template and answers the filled
 * document's file id, onlinePreview converts it and answers the PDF's address, which is fetched.
 * The calls stay silent: the dialog says 'template printing failed' once, whatever step failed.
 */
export async function printedPdf(body: WordPrintBody, name: string): Promise<PdfFile> {
  const silent = { silent: true };
  const fileId = await wordPrint(body, silent);
  const { value } = await onlinePreview(fileId, silent);
  return fetchPdfUrl(value.pdfUrl, pdfNameOf(name), silent);
}
