import { HttpResponse } from 'msw';
import {
  DEPARTURE_CALLS as D,
  MOVABLE_KINDS,
  type DepartureChoices,
  type DepartureConfirmBody,
  type DeparturePlan,
  type PlanGroup,
} from '@contract/departures';
import { answer } from '../call';

/** What the mock user holds, and what the mock server was asked. */
export interface MockDepartureState {
  leader: { id: string; name: string } | null;
  names: Record<string, string>;
  groups: PlanGroup[];
  /** a confirm answers 409 with a fresh plan this many times (what the user holds changed meanwhile) */
  staleConfirms: number;
  previews: { userId: string; kind: string; choices: DepartureChoices }[];
  confirms: DepartureConfirmBody[];
}

export function mockDepartureState(over: Partial<MockDepartureState> = {}): MockDepartureState {
  return {
    leader: { id: 'u-zhengkai', name: '郑凯' },
    names: { 'u-zhengkai': '郑凯', 'u-zhangwei': '张伟', 'u-lina': '李娜' },
    groups: [
      {
        kind: 'todo',
        count: 1,
        chosen: null,
        items: [{ id: 'task-1', title: '张伟的请假申请', detail: '请假申请 · 部门领导审批', target: null }],
      },
      { kind: 'units', count: 1, chosen: null, items: [{ id: 'org-rd', title: '研发部', detail: '总公司/研发中心/研发部', target: null }] },
      { kind: 'rules', count: 1, chosen: null, items: [{ id: 'def-1', title: '采购申请', detail: 'purchase', target: null }] },
    ],
    staleConfirms: 0,
    previews: [],
    confirms: [],
    ...over,
  };
}

/** The plan as the server makes it: each movable item goes to the choice for its kind, else the leader. */
function planOf(s: MockDepartureState, userId: string, kind: 'departed' | 'disabled', choices: DepartureChoices): DeparturePlan {
  const movable = new Set<string>(MOVABLE_KINDS);
  const who = (id: string | undefined | null) => (id ? { id, name: s.names[id] ?? id } : null);
  const groups = s.groups.map((g) => {
    const chosen = movable.has(g.kind) ? choices[g.kind as keyof DepartureChoices] : undefined;
    const target = movable.has(g.kind) ? who(chosen ?? s.leader?.id) : null;
    return { ...g, chosen: who(chosen), items: g.items.map((i) => ({ ...i, target })) };
  });
  const missing = groups.filter((g) => movable.has(g.kind) && g.items.some((i) => !i.target)).map((g) => g.kind);
  const fingerprint = `fp:${groups.map((g) => `${g.kind}:${g.count}:${g.items.map((i) => i.target?.id ?? '-').join(',')}`).join('|')}`;
  return { user: { id: userId, name: s.names[userId] ?? userId }, kind, leader: s.leader, groups, missing, fingerprint };
}

export function departureHandlers(s: MockDepartureState) {
  return [
    answer(D.preview, ({ body }) => {
      s.previews.push({ userId: body.userId, kind: body.kind, choices: body.choices ?? {} });
      return planOf(s, body.userId, body.kind, body.choices ?? {});
    }),
    answer(D.confirm, ({ body }) => {
      s.confirms.push(body);
      if (s.staleConfirms > 0) {
        s.staleConfirms--;
        // one more to-do arrived meanwhile
        const todo = s.groups.find((g) => g.kind === 'todo');
        if (todo) {
          todo.items = [
            ...todo.items,
            { id: `task-${todo.items.length + 1}`, title: '王芳的报销申请', detail: '报销申请 · 部门领导审批', target: null },
          ];
          todo.count = todo.items.length;
        }
        const value = planOf(s, body.userId, body.kind, body.choices ?? {});
        return HttpResponse.json(
          {
            state: false,
            code: 409,
            message: 'What this user holds changed since the preview; please check the new preview and confirm again',
            value,
          },
          { status: 409 },
        );
      }
      const plan = planOf(s, body.userId, body.kind, body.choices ?? {});
      if (plan.fingerprint !== body.fingerprint)
        return HttpResponse.json({ state: false, code: 409, message: 'changed', value: plan }, { status: 409 });
      const moved: Record<string, number> = {};
      for (const g of plan.groups) moved[g.kind] = g.count;
      const told = [...new Set(plan.groups.flatMap((g) => g.items.map((i) => i.target?.id)).filter((id): id is string => !!id))];
      return { user: plan.user, kind: body.kind, moved, told: told.map((id) => ({ id, name: s.names[id] ?? id })), sessions: 1 };
    }),
  ];
}
