import type { QueryBody } from '@contract/common';
import {
  SEAL_CALLS as S,
  type MySignature,
  type SealGrant,
  type SealUseBody,
  type SealPasswordReset,
  type SealRow,
  type SealSave,
  type SealUseRow,
  type SealView,
} from '@contract/seals';
import type { PageResultOf } from '@contract/common';
import { send } from './call';
import { postDownload } from './flowAdmin';
import type { RequestOptions } from './http';

/** Electronic seals and stored signatures (spec 01 §7 "getElectronicSeal", "getSealByCurrentUserId"; ours for the rest). */

export type { MySignature, SealGrant, SealRow, SealSave, SealUseBody, SealUseRow, SealView };
export type SealPage = PageResultOf<SealRow>;
export type SealUsePage = PageResultOf<SealUseRow>;

/**
 * The caller's seal for signing at one task or start form, by its password or secret-free: its picture and the
 * one-time grant the signature entry carries. The password goes in the body (the spec's GET getElectronicSeal puts it
 * in the address, where proxies and the browser history keep it). `silent` lets a dialog show the refusal itself.
 */
export async function applySeal(body: SealUseBody, opts?: RequestOptions): Promise<SealGrant> {
  return (await send(S.useSeal, { body }, opts)).value;
}

export async function getSealByCurrentUserId(): Promise<SealView[]> {
  return (await send(S.getSealByCurrentUserId, {})).value;
}

export async function listSeals(body: QueryBody): Promise<SealPage> {
  return (await send(S.list, { body })).value;
}

export async function saveSeal(body: SealSave): Promise<SealRow> {
  return (await send(S.save, { body })).value;
}

export async function removeSeals(ids: string[]): Promise<number> {
  return (await send(S.remove, { query: { ids: ids.join(',') } })).value;
}

export async function resetSealPassword(body: SealPasswordReset): Promise<void> {
  await send(S.resetPassword, { body });
}

export async function sealUseLog(body: QueryBody): Promise<SealUsePage> {
  return (await send(S.useLog, { body })).value;
}

/** The use log's filtered rows as a CSV file, as the process administration lists export. */
export const exportSealUseLog = (body: QueryBody) => postDownload(S.exportUseLog, body);

export async function getMySignature(): Promise<MySignature> {
  return (await send(S.mySignature, {})).value;
}

export async function saveMySignature(fileId: string): Promise<MySignature> {
  return (await send(S.saveMySignature, { body: { fileId } })).value;
}

export async function removeMySignature(): Promise<MySignature> {
  return (await send(S.removeMySignature, {})).value;
}
