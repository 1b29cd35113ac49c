import type { AppDeps, CurrentUser } from '../lib/context.js';
import type { FileRecord } from './repo.js';

/**
 * The PDF conversion behind onlinePreview for files a browser cannot show (Word, Excel, PowerPoint,
 * OpenDocument, text): the print domain makes it (LibreOffice, print/pdf.ts libreOfficeConversion) and the
 * composition root (app.ts) hands it to the files routes, so this domain does not depend on print. Without one,
 * such files answer 'needs conversion'.
 */
export interface PdfConversion {
  /** whether files with this extension (lower case, no dot) can be converted */
  accepts(ext: string): boolean;
  /** the id of the file's PDF (made once, then kept); the caller may read the source */
  pdfOf(deps: AppDeps, user: CurrentUser, file: FileRecord, log: (msg: string) => void): Promise<string>;
}
