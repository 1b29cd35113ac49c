/**
 * The foundation of src/api: the one client and its helpers. Service modules are imported from
 * their own files (`@/api/uc`, `@/api/files`, ...) so a page pulls in only the calls it makes.
 */
export {
  get,
  post,
  del,
  download,
  authHeaders,
  bindSession,
  loginUrl,
  redirectToLogin,
  requestId,
  isAuthCall,
  ApiError,
  REQUEST_TIMEOUT_MS,
} from './http';
export type { Download, RequestOptions, SessionBinding, TokenPair } from './http';
export { notify, setNotifier, TOAST_DURATION_MS, type Notifier, type ErrorToastOptions } from './notify';
export {
  judgeAnswer,
  errorMessage,
  SUCCESS_CODES,
  INVALID_TOKEN_CODE,
  NO_PERMISSION_CODE,
  type Verdict,
  type AnswerFacts,
} from './errorCatalogue';
export { fileNameFromDisposition } from './contentDisposition';
