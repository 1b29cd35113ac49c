/** Someone leaves (issue 30 item 2): the dialog the users page opens from a user's "Mark departed" or "Disable". */
export { DepartureDialog, type DepartureDialogProps } from './components/DepartureDialog';
