// The benchmark's designs: the 40 widget kinds of the large screen (every border box, decoration and
// chart once) with static data, and the empty canvas beside it. Plain JS so the server's tsconfig skips it.
const CHARTS = [
  'line',
  'bar',
  'pie',
  'radar',
  'gauge',
  'ring',
  'capsule',
  'conicalColumn',
  'scrollRankingBoard',
  'waterLevelPond',
  'percentPond',
  'digitalFlop',
  'scrollBoard',
];
export const ECHART_KINDS = ['line', 'bar', 'pie', 'radar', 'gauge', 'ring', 'conicalColumn'];

const named = {
  columns: ['Flow', 'Open', 'Done'],
  rows: Array.from({ length: 8 }, (_, i) => [`Flow ${i + 1}`, 5 + ((i * 7) % 13), 3 + i]),
};
const table = {
  columns: ['Flow', 'Assignee', 'Waiting (h)'],
  rows: Array.from({ length: 30 }, (_, i) => [`Flow ${i + 1}`, `Person ${i + 1}`, i]),
};
const percent = { columns: ['Name', 'Rate'], rows: [['Completion', 64]] };
const dataOf = (kind) => (kind === 'scrollBoard' ? table : ['gauge', 'waterLevelPond', 'percentPond'].includes(kind) ? percent : named);

export function benchDesign(withWidgets) {
  const kinds = [
    ['text', 'text'],
    ['time', 'time'],
    ...Array.from({ length: 12 }, (_, i) => ['decoration', `dv-decoration-${i + 1}`]),
    ...Array.from({ length: 13 }, (_, i) => ['borderBox', `dv-border-box-${i + 1}`]),
    ...CHARTS.map((k) => ['chart', k]),
  ];
  return {
    config: { width: 1920, height: 1080, backgroundType: 'image', backgroundImage: 'nebula', backgroundColor: '#061535' },
    elements: withWidgets
      ? kinds.map(([type, alias], i) => ({
          key: `${type}-${alias}`,
          type,
          alias,
          x: (i % 8) * 240,
          y: Math.floor(i / 8) * 216,
          width: 230,
          height: 206,
          options: {
            // the boards move a row every second while the frames are counted
            config: { title: type === 'chart' ? alias : undefined, text: 'Live', waitTime: 1, rowNum: 5 },
            ...(type === 'chart' ? { data: dataOf(alias) } : {}),
          },
        }))
      : [],
  };
}
