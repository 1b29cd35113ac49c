/**
 * The files domain's public module: what other domains may use of stored files. Only the files domain touches sys_file
 * and the storage; the others store, read and remove files through these functions and check reading with canReadFile.
 */
export { storeFile, openFile, readFileBytes, removeFile, type FileDeps, type NewFile, type OpenedFile } from './store.js';
export { readableBytes, readableFile, fileNamesOf, type FileRecord } from './service.js';
/** A file's record without a read check (the caller checks what it may do with it). */
export { findFile } from './repo.js';
/** The PDF kept for a file (made once by the conversion), and keeping one. */
export { keepPdf, keptPdfOf } from './repo.js';
export { canReadFile, type FileReadRule } from './access.js';
export type { PdfConversion } from './conversion.js';
export { cleanFileName, contentDisposition, humanSize } from './content.js';
