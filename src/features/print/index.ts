// Printing forms from Word templates: the print dialog, the print log, batch print, and the
// template admin page (routes.ts).
export { PrintDialog, type PrintDialogProps } from './components/PrintDialog';
export { PrintLog } from './components/PrintLog';
export { BatchPrintBar } from './components/BatchPrint';
export { useBatchSelection, BATCH_PRINT_LIMIT, type BatchSelection } from './hooks/useBatchSelection';
