import type { FileReadRule, PdfConversion } from './files/index.js';
import type { EventRunners } from './portal/async-events/service.js';
import { batchRunner } from './print/batch.js';
import { convertedPdfReadRule, libreOfficeConversion } from './print/pdf.js';
import { sealImageReadRule } from './seals/service.js';
import { instanceFileRule } from './workflow/attachments/access.js';

/**
 * The links between domains that would otherwise point the wrong way, made in one place by the composition root
 * (app.ts) and handed to the routes that use them: no domain fills a registry of another as a side effect.
 *
 * - files' online preview converts office documents with print's LibreOffice converter;
 * - the download notice runs the events of kinds other domains own again (batch print: print.pdf);
 * - a file is readable by more than its uploader where another domain says so (fileReadRules).
 */
export interface DomainLinks {
  conversion: PdfConversion;
  runners: EventRunners;
  fileReadRules: readonly FileReadRule[];
}

/** Every way another domain opens a file to more readers. */
export const fileReadRules: readonly FileReadRule[] = [
  // whoever may read an instance may open its attachments (form data, opinions)
  instanceFileRule,
  // a seal's owner may see the seal's picture
  sealImageReadRule,
  // a PDF made of a file (online preview, print) is readable by whoever may read the file
  convertedPdfReadRule,
];

export function domainLinks(log: (msg: string) => void): DomainLinks {
  return {
    conversion: libreOfficeConversion,
    runners: { 'print.pdf': batchRunner(log) },
    fileReadRules,
  };
}
