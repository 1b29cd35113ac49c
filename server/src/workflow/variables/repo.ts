/**
 * What the variable tree reads: a definition (by id, or the main version of a key) and its form.
 * The queries are the definitions' and the forms' own; this sub-domain has no table of its own.
 */
export { defById, mainDefByKey } from '../definitions/repo.js';
export { loadForm } from '../model/forms.js';
