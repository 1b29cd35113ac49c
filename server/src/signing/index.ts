/** The signing domain's door (CA, certificates, PAdES, decision hashes): what other domains may use. */
export { decisionHash, formHash } from './decision.js';
export { signPdf, type PdfSigner } from './pdf.js';
export { recordPrint } from './service.js';
