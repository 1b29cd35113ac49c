import type { DashboardItem } from '../../../../contract/screen.js';
import type { Database } from '../../db/database.js';
import { insertLayoutIfAbsent } from '../screens/repo.js';
import { insertRestQueryIfAbsent } from '../../forms/queries/repo-rest.js';
import { addColumnLinkParams, insertColumnIfAbsent } from './repo.js';

type Names = [zh: string, en: string, id: string];
const i18n = ([zh, en, id]: Names) => ({ i18n: { 'zh-CN': zh, 'en-US': en, id } });
const names = ([zh, en, id]: Names) => ({ 'zh-CN': zh, 'en-US': en, id });
const field = (alias: string, desc: Names, dbType: 'varchar' | 'number' | 'date') => ({ alias, desc: i18n(desc), dbType });
const metric = (name: string) => `\${portal}/portal/dashboards/v1/metric?name=${name}`;

const COUNT: Names = ['数量', 'Count', 'Jumlah'];
const MY_TODO = { path: '/matter/myTask', query: { tab: 'todo' } };
const MY_REQUESTS = { path: '/matter/myRequest', query: { tab: 'myRequest' } };
/** a click on a bar, a slice or a point: the list filtered to it (query parameter ← field of the clicked row) */
const TODO_OF_FLOW = { ...MY_TODO, params: { procDefKey: 'flowKey', procDefName: 'flow' } };
const REQUESTS_IN_STATE = { ...MY_REQUESTS, params: { status: 'state' } };
const REQUESTS_OF_DAY = { ...MY_REQUESTS, params: { day: 'date' } };
const EVERY_MINUTE = { on: true, rate: 1, rule: 'minute' as const };

/** The demo columns: live figures of the workflow, each the caller's own (the company's for administrators). */
const COLUMNS = [
  {
    alias: 'dash_my_todo',
    names: ['我的待办', 'My to-dos', 'Tugas saya'] as Names,
    metric: 'todoCount',
    config: { type: 'number', yField: [field('count', COUNT, 'number')], link: MY_TODO },
  },
  {
    alias: 'dash_my_running',
    names: ['审批中的申请', 'Requests in approval', 'Permohonan dalam persetujuan'] as Names,
    metric: 'runningCount',
    config: { type: 'number', yField: [field('count', COUNT, 'number')], link: MY_REQUESTS },
  },
  {
    alias: 'dash_by_state',
    names: ['申请状态', 'Requests by state', 'Permohonan per status'] as Names,
    metric: 'instancesByState',
    config: {
      type: 'pie',
      xField: field('stateName', ['状态', 'State', 'Status'], 'varchar'),
      yField: [field('count', COUNT, 'number')],
      link: REQUESTS_IN_STATE,
    },
  },
  {
    alias: 'dash_per_day',
    names: ['每日发起与办结', 'Started and ended per day', 'Dimulai dan selesai per hari'] as Names,
    metric: 'startedPerDay',
    config: {
      type: 'line',
      xField: field('day', ['日期', 'Day', 'Tanggal'], 'date'),
      yField: [field('started', ['发起', 'Started', 'Dimulai'], 'number'), field('ended', ['办结', 'Ended', 'Selesai'], 'number')],
      link: REQUESTS_OF_DAY,
    },
  },
  {
    alias: 'dash_todo_by_flow',
    names: ['各流程待办', 'To-dos by flow', 'Tugas per alur'] as Names,
    metric: 'todoByFlow',
    config: {
      type: 'bar',
      xField: field('flow', ['流程', 'Flow', 'Alur'], 'varchar'),
      yField: [field('count', COUNT, 'number')],
      link: TODO_OF_FLOW,
    },
  },
  {
    alias: 'dash_done_by_approver',
    names: ['审批人办结数', 'Done per approver', 'Selesai per penyetuju'] as Names,
    metric: 'doneByApprover',
    config: {
      type: 'bar',
      xField: field('approver', ['审批人', 'Approver', 'Penyetuju'], 'varchar'),
      yField: [field('count', COUNT, 'number')],
    },
  },
  {
    alias: 'dash_history',
    names: ['历年每日发起', 'Started per day, all years', 'Dimulai per hari, semua tahun'] as Names,
    metric: 'startedHistory',
    config: {
      type: 'line',
      xField: field('day', ['日期', 'Day', 'Tanggal'], 'date'),
      yField: [field('started', ['发起', 'Started', 'Dimulai'], 'number')],
    },
  },
];

/** A custom query of type rest: the caller's open tasks, read from the task list call, optionally of one flow. */
const MY_TODO_REST = {
  alias: 'myTodoRest',
  name_i18n: names(['我的待办（REST 查询）', 'My to-dos (REST query)', 'Tugas saya (kueri REST)']),
  request_type: 'POST',
  url: '${bpm}/runtime/task/v1/getTodoList',
  data_param: '{"pageBean":{"page":1,"pageSize":100}}',
  conditionfield: '[{"field":"procDefKey","defaultValue":"","defaultType":"text"}]',
  list_key: 'rows',
  header: null,
  columns: [
    { name: 'subject', labels: names(['标题', 'Subject', 'Judul']) },
    { name: 'name', labels: names(['节点', 'Step', 'Langkah']) },
  ],
};

const place = (alias: string, x: number, y: number, width: number, height: number): DashboardItem => ({
  key: alias.replace(/^dash_/, ''),
  type: 'column',
  alias,
  x,
  y,
  width,
  height,
  options: { refresh: EVERY_MINUTE, config: {} },
});

export const DASHBOARD_NAMES: Names = ['我的仪表盘', 'My dashboard', 'Dasbor saya'];

/** The demo dashboard `approval_dashboard` and its columns, added to any database that lacks them (every start). */
export async function seedDashboards(db: Database): Promise<void> {
  await insertRestQueryIfAbsent(db, MY_TODO_REST);
  await insertColumnIfAbsent(db, {
    id: 'col_dash_todo_list',
    alias: 'dash_todo_list',
    nameI18n: names(['待办清单', 'To-do list', 'Daftar tugas']),
    dataFrom: '${form}/form/customQuery/v1/doQuery?alias=myTodoRest',
    requestType: 'POST',
    dataParam: [],
    config: {
      type: 'table',
      yField: [field('subject', ['标题', 'Subject', 'Judul'], 'varchar'), field('name', ['节点', 'Step', 'Langkah'], 'varchar')],
      link: MY_TODO,
    },
    refresh: EVERY_MINUTE,
  });
  for (const c of COLUMNS)
    await insertColumnIfAbsent(db, {
      id: `col_${c.alias}`,
      alias: c.alias,
      nameI18n: names(c.names),
      dataFrom: metric(c.metric),
      requestType: 'GET',
      dataParam: [],
      config: c.config,
      refresh: EVERY_MINUTE,
    });
  for (const c of COLUMNS) {
    const link: { path: string; params?: Record<string, string> } | undefined = c.config.link;
    if (link?.params) await addColumnLinkParams(db, c.alias, link.path, link.params);
  }
  await insertLayoutIfAbsent(db, {
    id: 'dashboard_approval',
    alias: 'approval_dashboard',
    name: DASHBOARD_NAMES[0],
    nameI18n: names(DASHBOARD_NAMES),
    kind: 'dashboard',
    design: {
      items: [
        place('dash_my_todo', 0, 0, 3, 4),
        place('dash_my_running', 3, 0, 3, 4),
        place('dash_by_state', 6, 0, 6, 8),
        place('dash_per_day', 0, 4, 6, 8),
        place('dash_todo_by_flow', 0, 12, 6, 8),
        place('dash_done_by_approver', 6, 8, 6, 8),
        place('dash_history', 6, 16, 6, 8),
        place('dash_todo_list', 0, 20, 6, 8),
      ],
    },
  });
}
