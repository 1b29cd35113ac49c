export { parseFormDataParam, type ExternalFormData } from './lib/formData';
export { withRetry } from './lib/retry';
export { OpinionTable } from './components/OpinionTable';
export { approvalQueries, approvalKeys } from './queries';
// the form preview of the forms feature draws forms with the same renderer
export { FormRenderer } from './components/FormRenderer';
export { placeFields, formSpace, type PlacedField } from './lib/formModel';
