import type { FileReadRule, PdfConversion } from './files/index.js';
import type { EventRunners } from './portal/async-events/service.js';
import { batchRunner } from './print/batch.js';
import { libreOfficeConversion } from './print/pdf.js';
import { fileReaders } from './workflow/index.js';

/**
 * The links between domains that would otherwise point the wrong way, made in one place by the composition root
 * (app.ts) and handed to the routes that use them: no domain fills a registry of another as a side effect.
 *
 * - files' online preview converts office documents with print's LibreOffice converter;
 * - the download notice runs the events of kinds other domains own again (batch print: print.pdf);
 * - the files routes, mail (attachments) and the portal (feedback's screenshot) read files with every domain's read
 *   rules (workflow/attachments/readers.ts), which the portal and mail may not import.
 */
export interface DomainLinks {
  conversion: PdfConversion;
  runners: EventRunners;
  fileReadRules: readonly FileReadRule[];
}

export function domainLinks(log: (msg: string) => void): DomainLinks {
  return {
    conversion: libreOfficeConversion,
    runners: { 'print.pdf': batchRunner(log) },
    fileReadRules: fileReaders,
  };
}
