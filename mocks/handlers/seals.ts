import {
  SEAL_CALLS as S,
  type SealGrant,
  type SealRow,
  type SealSave,
  type SealUseBody,
  type SealUseRow,
  type SealView,
} from '@contract/seals';
import type { QueryBody } from '@contract/common';
import { answer } from '../call';
import { fail } from '../envelope';

/** A seal of the mock server, with the password it checks (the real server keeps only a hash). */
export type MockSeal = SealRow & { password: string };

export interface MockSealState {
  /** the signed-in user of the test */
  me: string;
  seals: MockSeal[];
  /** the user's stored signature */
  signature: string | null;
  log: SealUseRow[];
  /** what the seal checks (useSeal, or the spec's GET) were asked, in order */
  asked: SealUseBody[];
  /** the grants answered, in order */
  grants: string[];
  saved: SealSave[];
  resets: { id: string; password: string }[];
  /** the bodies the use log's export was asked with */
  exported: QueryBody[];
}

export function mockSeal(over: Partial<MockSeal> = {}): MockSeal {
  return {
    id: 'seal-1',
    name: '研发部审批专用章',
    ownerId: 'u-zhangwei',
    ownerName: '张伟',
    fileId: 'f-seal',
    secretFree: false,
    status: 'enabled',
    wrongGuesses: 0,
    createTime: '2026-03-01T08:00:00.000Z',
    updateTime: '2026-03-01T08:00:00.000Z',
    password: 'Seal@2026',
    ...over,
  };
}

export const mockSealState = (over: Partial<MockSealState> = {}): MockSealState => ({
  me: 'u-zhangwei',
  seals: [],
  signature: null,
  log: [],
  asked: [],
  grants: [],
  saved: [],
  resets: [],
  exported: [],
  ...over,
});

const view = (s: MockSeal): SealView => ({ id: s.id, name: s.name, secretFree: s.secretFree });
const strip = ({ password: _password, ...row }: MockSeal): SealRow => row;
const page = <T>(rows: T[]) => ({ rows, total: rows.length, page: 1, pageSize: 20 });

/** The seal calls over `state`: the caller's seals and stored signature, and the administrators' list and log. */
export function sealHandlers(state: MockSealState = mockSealState()) {
  /** The check of the real server (seals/grants.ts): the place, the seal, its picture, the password or secret-free. */
  const check = (asked: SealUseBody) => {
    state.asked.push(asked);
    if (!asked.taskId === !asked.defKey) return fail(400, 'Say where the seal is used: a task or the start of a process');
    const seal = state.seals.find((s) => s.ownerId === state.me && (asked.sealId ? s.id === asked.sealId : s.status === 'enabled'));
    if (!seal) return fail(404, 'You have no seal to use');
    if (!seal.fileId) return fail(400, 'No signature picture: please check the signature configuration');
    if (asked.secretFree) {
      if (!seal.secretFree) return fail(403, 'This seal cannot be used without its password: enter the seal password');
    } else if (!asked.password) return fail(400, 'Enter the seal password');
    else if (asked.password !== seal.password) return fail(400, 'Wrong seal password (4 attempts left)');
    const grant = `grant-${state.grants.length + 1}`;
    state.grants.push(grant);
    const answered: SealGrant = { ...view(seal), fileId: seal.fileId, grant, expireTime: '2026-03-01T10:00:00.000Z' };
    return answered;
  };
  return [
    answer(S.useSeal, ({ body }) => check(body)),
    answer(S.getElectronicSeal, ({ query }) =>
      check({
        sealId: query.get('sealId') ?? undefined,
        password: query.get('password') ?? undefined,
        secretFree: query.get('secretFree') === 'true',
        taskId: query.get('taskId') ?? undefined,
        defKey: query.get('defKey') ?? undefined,
      }),
    ),
    answer(S.getSealByCurrentUserId, () => state.seals.filter((s) => s.ownerId === state.me && s.status === 'enabled').map(view)),
    answer(S.list, () => page(state.seals.map(strip))),
    answer(S.save, ({ body }) => {
      state.saved.push(body);
      const existing = state.seals.find((s) => s.id === body.id);
      const row = mockSeal({
        ...existing,
        id: body.id ?? `seal-${state.seals.length + 1}`,
        name: body.name.trim(),
        ownerId: body.ownerId,
        fileId: body.fileId,
        secretFree: body.secretFree,
        status: body.status,
        password: body.password ?? existing?.password ?? '',
      });
      state.seals = existing ? state.seals.map((s) => (s.id === row.id ? row : s)) : [...state.seals, row];
      return strip(row);
    }),
    answer(S.remove, ({ query }) => {
      const ids = (query.get('ids') ?? '').split(',');
      const before = state.seals.length;
      state.seals = state.seals.filter((s) => !ids.includes(s.id));
      return before - state.seals.length;
    }),
    answer(S.resetPassword, ({ body }) => {
      state.resets.push(body);
      return null;
    }),
    answer(S.useLog, ({ body }) => page(body.querys?.some((q) => q.property === 'ok') ? state.log.filter((l) => !l.ok) : state.log)),
    answer(S.exportUseLog, ({ body }) => {
      state.exported.push(body);
      return new Response('\ufeffTime,User\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="seal-use-log.csv"' },
      });
    }),
    answer(S.mySignature, () => ({ fileId: state.signature, updateTime: state.signature ? '2026-03-01T08:00:00.000Z' : null })),
    answer(S.saveMySignature, ({ body }) => {
      state.signature = body.fileId;
      return { fileId: body.fileId, updateTime: '2026-03-02T08:00:00.000Z' };
    }),
    answer(S.removeMySignature, () => {
      state.signature = null;
      return { fileId: null, updateTime: null };
    }),
  ];
}
