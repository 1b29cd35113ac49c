import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { IdQuery } from './common.js';
import { InstanceRow, Nullable } from './workflow.js';

/** "Related information" of an instance: its initiator's department, parent and sub instances (spec 02 §7 getRelatedInformationById). */

export const RelatedInformation = Type.Object({
  instance: InstanceRow,
  /** the initiator's main organisation (department) */
  creatorOrgName: Type.Optional(Nullable(Type.String())),
  parent: Nullable(InstanceRow),
  children: Type.Array(InstanceRow),
});
export type RelatedInformation = Static<typeof RelatedInformation>;

export const RelatedIdQuery = IdQuery;

export const RELATED_CALLS = {
  get: call({ method: 'GET', path: '/runtime/instance/v1/getRelatedInformationById', query: RelatedIdQuery, answer: RelatedInformation }),
};
