import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { IdQuery, Key, OptionalKey } from './common.js';
import { DelegationFields, DelegationInput, ownedRowCalls } from './workflow.js';

/** Secretaries (spec 02 §7 "Flow model"): a secretary handles a leader's tasks, for all or some flows. */

export const SecretaryRow = Type.Object({
  id: Type.String(),
  leaderId: Type.String(),
  leaderName: Type.String(),
  secretaryId: Type.String(),
  secretaryName: Type.String(),
  ...DelegationFields,
});
export type SecretaryRow = Static<typeof SecretaryRow>;
export const SecretarySaveBody = Type.Object({
  id: OptionalKey(),
  /** default the caller; only an admin names another leader */
  leaderId: OptionalKey(),
  secretaryId: Key(),
  ...DelegationInput,
});
export type SecretarySaveBody = Static<typeof SecretarySaveBody>;

const SECRETARY = '/runtime/bpmSecretaryManage/v1';

export const SECRETARY_CALLS = {
  /** list: personal=false, an admin sees every pair; otherwise those the caller is part of. */
  ...ownedRowCalls(SECRETARY, {
    list: 'list',
    flag: 'personal',
    remove: 'removes',
    row: SecretaryRow,
    save: SecretarySaveBody,
    saved: SecretaryRow,
  }),
  get: call({ method: 'GET', path: `${SECRETARY}/get/:id`, params: IdQuery, answer: SecretaryRow }),
};

/** The page the list answers. */
export const SecretaryPage = SECRETARY_CALLS.list.answer;
