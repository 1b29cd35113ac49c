import type { Static } from 'typebox';
import type { QueryBody } from '@contract/common';
import {
  AUTHORIZATION_CALLS as A,
  type AuthorizationInput,
  type AuthorizationRow,
  type FlowInfo,
  type FlowInfoBody,
  type ListByLevelBody,
  type PersonnelBody,
  type PersonRow,
  type PostReach,
} from '@contract/authorization';
import { send } from './call';

export type { AuthorizationInput, AuthorizationRow, FlowInfo, PersonRow, PostReach };

/** The authorisation centre (spec 02 §7, bpm-form AuthorizationCenter v1). */

export const listAuthorizations = (body: QueryBody) => send(A.list, { body });
export const countAuthorizations = (body: QueryBody) => send(A.count, { body });
export const listAuthorizationsByLevel = (body: Static<typeof ListByLevelBody>) => send(A.listByLevel, { body });
export const authorizationFlowInfo = (body: Static<typeof FlowInfoBody>) => send(A.flowInfo, { body });
export const authorizationPersonnel = (id: string, body: Static<typeof PersonnelBody>) => send(A.personnel, { params: { id }, body });
export const authorizationPersonCount = (id: string) => send(A.personCount, { params: { id } });
export const authorizationPosts = (id: string) => send(A.posts, { params: { id } });
export const saveAuthorization = (body: AuthorizationInput) => send(A.save, { body });
export const removeAuthorizations = (ids: string[]) => send(A.remove, { query: { ids: ids.join(',') } });
