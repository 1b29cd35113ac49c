import type { QueryBody } from '@contract/common';
import { AUTHORIZATION_CALLS as A, type AuthorizationRow, type FlowInfo, type PersonRow, type PostReach } from '@contract/authorization';
import { answer } from '../call';
import { fail } from '../envelope';
import { queryRows } from './ucOrg';

const FLOW_NAMES: Record<string, string> = {
  leaveRequest: 'Leave request',
  expenseClaim: 'Expense claim',
  purchaseRequest: 'Purchase request',
};

/** An authorisation row with the demo's defaults. */
export const authorizationRow = (over: Partial<AuthorizationRow> & Pick<AuthorizationRow, 'id' | 'name'>): AuthorizationRow => {
  const defKeys = over.defKeys ?? ['purchaseRequest'];
  return {
    level: 2,
    targetId: 'org-rdc',
    targetName: '总公司/研发中心',
    defKeys,
    flowNames: defKeys.map((k) => FLOW_NAMES[k] ?? k),
    enabled: true,
    validFrom: null,
    validTo: null,
    inForce: true,
    description: null,
    updatedByName: '系统管理员',
    updateTime: '2026-03-01T08:00:00.000Z',
    ...over,
  };
};

export const demoAuthorizations = (): AuthorizationRow[] => [
  authorizationRow({ id: 'a-company', name: 'Everyone · leave', level: 1, targetId: null, targetName: null, defKeys: ['leaveRequest'] }),
  authorizationRow({ id: 'a-rdc', name: 'R&D centre · purchases', defKeys: ['purchaseRequest', 'expenseClaim'] }),
  authorizationRow({
    id: 'a-sales',
    name: 'Sales · purchases',
    targetId: 'org-sales',
    targetName: '总公司/运营中心/销售部',
    enabled: false,
    inForce: false,
  }),
  authorizationRow({
    id: 'a-zhangwei',
    name: 'Zhang Wei · temporary',
    level: 5,
    targetId: 'u-zhangwei',
    targetName: '张伟 (zhangwei)',
    validTo: '2020-01-31',
    inForce: false,
  }),
];

export interface AuthorizationMockState {
  rows: AuthorizationRow[];
  saved: unknown[];
  removed: string[];
  people?: Record<string, PersonRow[]>;
  posts?: Record<string, PostReach[]>;
  flows?: (userId: string | undefined) => FlowInfo[];
}

const flowInfo = (defKey: string, over: Partial<FlowInfo> = {}): FlowInfo => ({
  defKey,
  name: FLOW_NAMES[defKey] ?? defKey,
  everyone: false,
  ruleCount: 0,
  authorizationCount: 1,
  mayStart: null,
  via: [],
  ...over,
});

/** The default flow check: the three demo flows, only the leave open to everyone. */
export const defaultFlows = (userId: string | undefined): FlowInfo[] => [
  flowInfo('leaveRequest', { everyone: true, ruleCount: 1, mayStart: userId ? true : null }),
  flowInfo('expenseClaim', {
    mayStart: userId ? userId === 'u-zhangwei' : null,
    via: userId === 'u-zhangwei' ? [{ id: 'a-rdc', name: 'R&D centre · purchases', level: 2 }] : [],
  }),
  flowInfo('purchaseRequest', { authorizationCount: 3, mayStart: userId ? false : null }),
];

/** The authorisation centre over an in-memory list: list and count apply the querys as the server's allow list would. */
export function authorizationHandlers(state: AuthorizationMockState) {
  const counts = (body: QueryBody | undefined) => {
    const rows = queryRows(state.rows, { querys: body?.querys, pageBean: { page: 1, pageSize: 1000 } }).rows;
    const levels = [1, 2, 3, 4, 5]
      .map((level) => ({ level: level as 1, count: rows.filter((r) => r.level === level).length }))
      .filter((l) => l.count > 0);
    return { total: rows.length, levels };
  };
  return [
    answer(A.list, ({ body }) => queryRows(state.rows, body)),
    answer(A.count, ({ body }) => counts(body)),
    answer(A.listByLevel, ({ body }) => {
      const keyword = body.keyword?.toLowerCase() ?? '';
      const rows = state.rows.filter(
        (r) =>
          r.level === body.level &&
          (!keyword || r.name.toLowerCase().includes(keyword) || r.defKeys.some((k) => k.toLowerCase().includes(keyword))),
      );
      return queryRows(rows, { pageBean: body.pageBean });
    }),
    answer(A.flowInfo, ({ body }) => (state.flows ?? defaultFlows)(body.userId)),
    answer(A.personnel, ({ params, body }) => {
      const people = state.people?.[String(params.id)] ?? [];
      const keyword = body.keyword ?? '';
      return queryRows(
        people.filter((p) => !keyword || p.fullname.includes(keyword) || p.account.includes(keyword)),
        { pageBean: body.pageBean },
      );
    }),
    answer(A.personCount, ({ params }) => state.people?.[String(params.id)]?.length ?? 0),
    answer(A.posts, ({ params }) => state.posts?.[String(params.id)] ?? []),
    answer(A.save, ({ body }) => {
      state.saved.push(body);
      if (!body.name.trim()) return fail(400, 'Please enter a name for the authorisation');
      const row = authorizationRow({
        id: body.id ?? `a-${state.rows.length + 1}`,
        name: body.name,
        level: body.level,
        targetId: body.targetId ?? null,
        targetName: body.targetId ?? null,
        defKeys: body.defKeys,
        enabled: body.enabled,
        inForce: body.enabled,
        validFrom: body.validFrom ?? null,
        validTo: body.validTo ?? null,
      });
      state.rows = [row, ...state.rows.filter((r) => r.id !== row.id)];
      return row;
    }),
    answer(A.remove, ({ query }) => {
      const ids = (query.get('ids') ?? '').split(',');
      state.removed.push(...ids);
      const before = state.rows.length;
      state.rows = state.rows.filter((r) => !ids.includes(r.id));
      return before - state.rows.length;
    }),
  ];
}
