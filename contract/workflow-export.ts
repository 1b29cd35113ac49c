import { Type } from 'typebox';
import { call } from './call.js';
import { TypeTreeBody } from './workflow.js';

/** The instance lists exported as CSV (spec 02 §7 POST /runtime/instance/v1/export). */

/** The instance tabs that can be exported; any other tab exports the caller's requests. */
export const EXPORT_TABS = ['processOverview', 'myCollection', 'ciculated', 'received', 'myRequest'] as const;

export const EXPORT_CALLS = {
  /** A CSV of the tab's rows (raw answer); without a body, the caller's requests. */
  instances: call({ method: 'POST', path: '/runtime/instance/v1/export', body: Type.Optional(TypeTreeBody) }),
};
