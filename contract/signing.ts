import { Type } from 'typebox';
import { call } from './call.js';

export const VerifyParams = Type.Object({ code: Type.String({ maxLength: 100 }) });
export const VerifyQuery = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 16 })) });

/**
 * The verification page of a printed document (the QR code leads here): open to anyone holding the link, it
 * answers server-rendered HTML. POST takes one PDF (multipart, field `file`) and says whether it is the document.
 */
export const SIGNING_CALLS = {
  verifyPage: call({ method: 'GET', path: '/verify/:code', params: VerifyParams, query: VerifyQuery, public: true }),
  verifyFile: call({ method: 'POST', path: '/verify/:code', params: VerifyParams, query: VerifyQuery, public: true }),
  /** the page's one script: shows its times in the reader's own zone (issue 29.1); without it they stay in the company's */
  verifyScript: call({ method: 'GET', path: '/verify-assets/local-time.js', public: true }),
};
