// The form runtime: draws a form definition with its field permissions and rules. The approval
// pages fill it in; the form designer's previews draw the same forms with it.
export { RichTextView } from './components/RichTextView';
export { FormRenderer } from './components/FormRenderer';
export { FileLink, FileList, UploadButton } from './components/Files';
export { SignatureField, type SealScope } from './components/SignatureField';
export { SignatureTagList, SignatureImage } from './components/SignatureTagList';
export { parseSignatures, type SignatureEntry } from './lib/signatureState';
export { placeFields, writableValues, formSpace, displayValue, type PlacedField } from './lib/formModel';
export { ValueView } from './components/FieldControl';
export { toPermission, fieldAccess, columnAccess, type Permission, type FieldAccess } from './lib/permissions';
export { RichTextEditor } from './components/RichTextEditor';
