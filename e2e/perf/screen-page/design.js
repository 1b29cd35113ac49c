// The benchmark's designs: the demo screen approval_screen as the server seeds it (40 widgets: every border
// box, decoration and chart kind), in English, its live figures replaced by static data of the same shape,
// and the empty canvas beside it. Plain JS so the server's tsconfig skips it.
import { approvalScreenDesign } from '../../../server/src/portal/screens/seed-design';

export const ECHART_KINDS = ['line', 'bar', 'pie', 'radar', 'gauge', 'ring', 'conicalColumn'];

const people = ['Chen Jing', 'Cao Yang', 'Sun Li', 'Li Na', 'Tang Wei', 'Wang Qiang', 'Feng Xue', 'Liu Yang', 'Zhou Qiang', 'Dong Jie'];
const flows = ['Expense claim', 'Leave request', 'Purchase request'];
const DATA = {
  totals: {
    columns: ['Name', 'Count'],
    rows: [
      ['Open tasks', 43],
      ['Done today', 2],
      ['Running requests', 21],
      ['Completed in 30 days', 45],
    ],
  },
  todoByFlow: { columns: ['Flow', 'Open'], rows: flows.map((f, i) => [f, 26 - i * 10]) },
  requestsPerDay: {
    columns: ['Day', 'Started', 'Completed'],
    rows: Array.from({ length: 14 }, (_, i) => [`11-${12 + i}`, (i * 7) % 5, (i * 3) % 4]),
  },
  doneByApprover: { columns: ['Approver', 'Done'], rows: people.map((p, i) => [p, 39 - i * 3]) },
  instancesByState: {
    columns: ['State', 'Count'],
    rows: [
      ['Completed', 42],
      ['Running', 21],
      ['Other', 11],
      ['Terminated', 3],
    ],
  },
  recentTasks: {
    columns: ['Flow', 'Assignee', 'Waiting (h)'],
    rows: Array.from({ length: 30 }, (_, i) => [flows[i % 3], people[i % 10], i * 3]),
  },
  completionRate: { columns: ['Name', 'Rate (%)'], rows: [['Completion rate', 58]] },
};

const english = (value) => {
  if (Array.isArray(value)) return value.map(english);
  if (value && typeof value === 'object') {
    if (Object.keys(value).length === 1 && value.i18n) return value.i18n['en-US'];
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, english(v)]));
  }
  return value;
};

export function benchDesign(withWidgets) {
  const design = english(approvalScreenDesign());
  if (!withWidgets) return { ...design, elements: [] };
  return {
    ...design,
    elements: design.elements.map((e) => {
      const { dataAlias, refresh: _refresh, ...options } = e.options;
      // the boards move a row every second while the frames are counted
      const config = e.alias.startsWith('scroll') ? { ...options.config, waitTime: 1 } : options.config;
      return { ...e, options: { ...options, config, ...(dataAlias ? { data: DATA[dataAlias] } : {}) } };
    }),
  };
}
