import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { QueryBody } from './common.js';
import { IdsQuery, Time } from './workflow.js';

/** Secretaries (spec 02 §7 "Flow model"): a secretary handles a leader's tasks, for all or some flows. */

export const SecretaryRow = Type.Object({
  id: Type.String(),
  leaderId: Type.String(),
  leaderName: Type.String(),
  secretaryId: Type.String(),
  secretaryName: Type.String(),
  defKeys: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  createTime: Time,
});
export type SecretaryRow = Static<typeof SecretaryRow>;
export const SecretaryPage = Type.Object({
  rows: Type.Array(SecretaryRow),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export const SecretarySaveBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 64 })),
  /** default the caller; only an admin names another leader */
  leaderId: Type.Optional(Type.String({ maxLength: 64 })),
  secretaryId: Type.String({ minLength: 1, maxLength: 64 }),
  defKeys: Type.Optional(Type.Array(Type.String({ maxLength: 128 }), { maxItems: 200 })),
  enabled: Type.Optional(Type.Boolean()),
});
export type SecretarySaveBody = Static<typeof SecretarySaveBody>;

const SECRETARY = '/runtime/bpmSecretaryManage/v1';

export const SECRETARY_CALLS = {
  /** personal=false: an admin sees every pair; otherwise those the caller is part of. */
  list: call({
    method: 'POST',
    path: `${SECRETARY}/list`,
    query: Type.Object({ personal: Type.Optional(Type.Boolean()) }),
    body: QueryBody,
    answer: SecretaryPage,
  }),
  save: call({ method: 'POST', path: `${SECRETARY}/save`, body: SecretarySaveBody, answer: SecretaryRow }),
  get: call({
    method: 'GET',
    path: `${SECRETARY}/get/:id`,
    params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
    answer: SecretaryRow,
  }),
  remove: call({ method: 'DELETE', path: `${SECRETARY}/removes`, query: IdsQuery, answer: Type.Integer() }),
};
