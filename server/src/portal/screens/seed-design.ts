// The demo screen's drawing, with no imports: the seed writes it and the large-screen benchmark draws it.

type Texts = [zh: string, en: string, id: string];
const i18n = ([zh, en, id]: Texts) => ({ i18n: { 'zh-CN': zh, 'en-US': en, id } });

interface Element {
  key: string;
  type: 'text' | 'time' | 'decoration' | 'borderBox' | 'chart';
  alias: string;
  x: number;
  y: number;
  width: number;
  height: number;
  options: Record<string, unknown>;
}

const el = (
  type: Element['type'],
  alias: string,
  box: [number, number, number, number],
  options: Record<string, unknown> = {},
): Element => ({
  key: `${type}-${alias}`,
  type,
  alias,
  x: box[0],
  y: box[1],
  width: box[2],
  height: box[3],
  options: { config: {}, ...options },
});
const deco = (n: number, box: [number, number, number, number], config: Record<string, unknown> = {}) =>
  el('decoration', `dv-decoration-${n}`, box, { config });
const everyMinute = { on: true, rate: 1, rule: 'minute' };

/** A border box and the chart it frames (inset so the box's corners stay visible). */
function boxed(
  n: number,
  box: [number, number, number, number],
  chart: string,
  title: Texts,
  options: { dataAlias?: string; data?: unknown; config?: Record<string, unknown> },
  boxConfig: Record<string, unknown> = {},
): Element[] {
  const [x, y, w, h] = box;
  const top = n === 11 ? 56 : 22;
  return [
    el('borderBox', `dv-border-box-${n}`, box, { config: { title: i18n(title), ...boxConfig } }),
    el('chart', chart, [x + 18, y + top, w - 36, h - top - 18], {
      ...(options.dataAlias ? { dataAlias: options.dataAlias, refresh: everyMinute } : {}),
      ...(options.data ? { data: options.data } : {}),
      config: { title: n === 11 ? undefined : i18n(title), ...(options.config ?? {}) },
    }),
  ];
}

const radarData = {
  columns: [i18n(['指标', 'Indicator', 'Indikator']), i18n(['本月', 'This month', 'Bulan ini'])],
  rows: [
    [i18n(['时效', 'Speed', 'Kecepatan']), 86],
    [i18n(['通过率', 'Approval rate', 'Tingkat setuju']), 92],
    [i18n(['催办', 'Urging', 'Pengingat']), 40],
    [i18n(['驳回', 'Rejections', 'Penolakan']), 22],
    [i18n(['代理', 'Delegation', 'Delegasi']), 35],
  ],
};

/** The approval operations screen: every widget kind once (40 elements), live figures from the approvals. */
export function approvalScreenDesign() {
  const L = 20;
  const R = 1460;
  const C = 480;
  const side = [110, 352, 594, 836];
  const elements: Element[] = [
    deco(8, [20, 20, 420, 50]),
    deco(6, [450, 30, 150, 40]),
    el('text', 'text', [610, 8, 700, 56], {
      config: {
        text: i18n(['审批运营数据大屏', 'Approval operations', 'Operasional persetujuan']),
        fontSize: 36,
        color: '#e6f7ff',
        align: 'center',
        fontWeight: 700,
      },
    }),
    deco(5, [660, 62, 600, 34]),
    deco(9, [1355, 8, 84, 84], { text: '24h' }),
    el('time', 'time', [1480, 14, 420, 40], { config: { color: '#9fd8ff', fontSize: 20 } }),
    deco(2, [1480, 62, 420, 20]),
    deco(10, [20, 98, 1880, 8]),
    ...boxed(1, [L, side[0], 440, 232], 'line', ['每日申请', 'Requests per day', 'Permohonan per hari'], { dataAlias: 'requestsPerDay' }),
    ...boxed(
      2,
      [L, side[1], 440, 232],
      'bar',
      ['各流程待办', 'Open tasks by flow', 'Tugas terbuka per alur'],
      { dataAlias: 'todoByFlow' },
      {
        color: ['#2f8cff', '#73d0ff'],
      },
    ),
    ...boxed(3, [L, side[2], 440, 232], 'pie', ['流程状态', 'Requests by state', 'Permohonan per status'], {
      dataAlias: 'instancesByState',
    }),
    ...boxed(
      4,
      [L, side[3], 440, 232],
      'radar',
      ['审批指标', 'Approval indicators', 'Indikator persetujuan'],
      { data: radarData },
      {
        reverse: true,
      },
    ),
    ...boxed(5, [R, side[0], 440, 232], 'gauge', ['办结率', 'Completion rate', 'Tingkat penyelesaian'], { dataAlias: 'completionRate' }),
    ...boxed(6, [R, side[1], 440, 232], 'ring', ['状态占比', 'State share', 'Porsi status'], { dataAlias: 'instancesByState' }),
    ...boxed(
      7,
      [R, side[2], 440, 232],
      'capsule',
      ['审批人办理量', 'Done per approver', 'Selesai per penyetuju'],
      { dataAlias: 'doneByApprover' },
      {
        dur: 6,
      },
    ),
    ...boxed(
      8,
      [R, side[3], 440, 232],
      'conicalColumn',
      ['待办分布', 'Open tasks', 'Tugas terbuka'],
      { dataAlias: 'todoByFlow' },
      {
        backgroundColor: 'rgba(10,40,90,0.35)',
      },
    ),
    ...boxed(9, [C, 110, 960, 170], 'digitalFlop', ['今日概况', 'Today', 'Hari ini'], { dataAlias: 'totals' }),
    deco(1, [C, 292, 220, 50]),
    deco(7, [710, 290, 240, 56], { text: i18n(['审批运行', 'Live approvals', 'Persetujuan aktif']) }),
    deco(11, [960, 290, 220, 56], { text: i18n(['实时监控', 'Monitoring', 'Pemantauan']) }),
    deco(12, [1190, 288, 60, 60]),
    deco(3, [1260, 298, 120, 40]),
    deco(4, [1395, 288, 40, 60]),
    ...boxed(10, [C, 356, 475, 334], 'scrollRankingBoard', ['办理排行', 'Approver ranking', 'Peringkat penyetuju'], {
      dataAlias: 'doneByApprover',
    }),
    ...boxed(
      11,
      [965, 356, 475, 334],
      'waterLevelPond',
      ['流程办结率', 'Requests completed', 'Permohonan selesai'],
      { dataAlias: 'completionRate' },
      {
        titleWidth: 240,
      },
    ),
    ...boxed(
      12,
      [C, 700, 475, 368],
      'scrollBoard',
      ['最新待办', 'Newest open tasks', 'Tugas terbuka terbaru'],
      { dataAlias: 'recentTasks' },
      {
        color: ['#4fd2dd', '#235fa7'],
      },
    ),
    ...boxed(13, [965, 700, 475, 368], 'percentPond', ['办结进度', 'Completion progress', 'Kemajuan penyelesaian'], {
      dataAlias: 'completionRate',
    }),
  ];
  return {
    config: {
      width: 1920,
      height: 1080,
      backgroundType: 'image',
      backgroundImage: 'nebula',
      backgroundColor: '#061535',
      backgroundFile: null,
    },
    elements,
  };
}

export const APPROVAL_SCREEN_NAMES: Texts = ['审批运营数据大屏', 'Approval operations screen', 'Layar operasional persetujuan'];
