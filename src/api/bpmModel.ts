import type { Static } from 'typebox';
import { OFTEN_FLOW_CALLS as O, type AuthFlowPage, type OftenFlowRow } from '@contract/workflow-often-flows';
import { WATERMARK_CALLS, type Watermark } from '@contract/workflow-watermark';
import type { QueryBody } from '@contract/common';
import { send } from './call';

/** bpmModel service calls of spec 02 §7: often-used flows, flows one may start, watermarks. */

export type OftenFlow = Static<typeof OftenFlowRow>;
export type AuthFlowPageValue = Static<typeof AuthFlowPage>;
export type AuthFlow = AuthFlowPageValue['rows'][number];
export type WatermarkValue = Watermark;

export async function getMyOftenFlow(): Promise<OftenFlow[]> {
  return (await send(O.mine, {})).value;
}

/** Replaces the caller's often-used flows with these definition keys. */
export async function saveMyOftenFlow(defKeys: string[]): Promise<void> {
  await send(O.save, { body: { defKeys } });
}

/** The definitions the caller may start, isOften marking the often-used ones. */
export async function getHasAuthFlowList(body: QueryBody): Promise<AuthFlowPageValue> {
  return (await send(O.hasAuthFlowList, { body })).value;
}

export async function getWatermarkByInstId(instId: string): Promise<WatermarkValue> {
  return (await send(WATERMARK_CALLS.byInstance, { query: { instId } }, { silent: true })).value;
}
