export { parseFormDataParam, type ExternalFormData } from './lib/formData';
export { withRetry } from './lib/retry';
export { OpinionTable } from './components/OpinionTable';
export { approvalQueries, approvalKeys } from './queries';
