import type { ReadRecordPage, ReadRecordRow } from '@contract/workflow';
import { RELATED_CALLS, type RelatedInformation } from '@contract/workflow-related';
import type { QueryBody } from '@contract/common';
import { READ_CALLS } from '@contract/workflow-reads';
import { send } from './call';

/** Runtime calls around an instance's readers (spec 02 §7): read records and related information. */

export type { ReadRecordRow, ReadRecordPage };
export type RelatedInformationValue = RelatedInformation;

/** GET /runtime/instance/v1/getRelatedInformationById?id: the instance, its initiator's department, parent and sub instances. */
export async function getRelatedInformationById(id: string): Promise<RelatedInformationValue> {
  return (await send(RELATED_CALLS.get, { query: { id } })).value;
}

/** POST /runtime/instance/v1/getByRecordInstId: who opened the instance's form, paged (params.distinct '1': one row per reader). */
export async function getByRecordInstId(body: QueryBody): Promise<ReadRecordPage> {
  return (await send(READ_CALLS.list, { body })).value;
}

/** The query of one instance's read records, as the products this portal replaces send it. */
export function readRecordQuery(instId: string, page: number, pageSize: number, distinct: boolean): QueryBody {
  return {
    pageBean: { page, pageSize, showTotal: true },
    querys: [{ property: 'procInstId', value: instId, operation: 'EQUAL', relation: 'AND' }],
    ...(distinct ? { params: { distinct: '1' } } : {}),
  };
}

/**
 * POST /runtime/task/v1/addReadRecord?taskId (or ?instId for a form opened without a task). A
 * failure only loses one read record, so it is never shown to the user.
 */
export async function addReadRecord(target: { taskId: string } | { instId: string }): Promise<void> {
  await send(READ_CALLS.add, { query: target }, { silent: true });
}
