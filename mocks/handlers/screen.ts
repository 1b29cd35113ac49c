import {
  SCREEN_CALLS as S,
  SCREEN_CHART_KINDS,
  type ScreenData,
  type ScreenDesign,
  type ScreenElement,
  type ScreenLayout,
} from '@contract/screen';
import { encodeBase64 } from '@/shared/base64';
import { answer } from '../call';
import { fail } from '../envelope';

const NAMED: ScreenData = {
  columns: ['Flow', 'Open'],
  rows: [
    ['Leave', 5],
    ['Expense', 3],
    ['Purchase', 8],
  ],
};
const TABLE: ScreenData = {
  columns: ['Flow', 'Assignee', 'Waiting (h)'],
  rows: Array.from({ length: 8 }, (_, i) => [`Flow ${i + 1}`, `Person ${i + 1}`, i]),
};
const PERCENT: ScreenData = { columns: ['Name', 'Rate (%)'], rows: [['Completion rate', 64]] };

const dataFor = (kind: string): ScreenData =>
  kind === 'scrollBoard' ? TABLE : ['gauge', 'waterLevelPond', 'percentPond'].includes(kind) ? PERCENT : NAMED;

/** A design with every widget kind once (static data), in a 1920x1080 canvas. */
export function everyKindDesign(overrides: Partial<ScreenDesign['config']> = {}): ScreenDesign {
  const kinds: Array<[ScreenElement['type'], string]> = [
    ['text', 'text'],
    ['time', 'time'],
    ...Array.from({ length: 12 }, (_, i): [ScreenElement['type'], string] => ['decoration', `dv-decoration-${i + 1}`]),
    ...Array.from({ length: 13 }, (_, i): [ScreenElement['type'], string] => ['borderBox', `dv-border-box-${i + 1}`]),
    ...SCREEN_CHART_KINDS.map((k): [ScreenElement['type'], string] => ['chart', k]),
  ];
  return {
    config: { width: 1920, height: 1080, backgroundType: 'color', backgroundColor: '#061535', ...overrides },
    elements: kinds.map(([type, alias], i) => ({
      key: `${type}-${alias}`,
      type,
      alias,
      x: (i % 8) * 240,
      y: Math.floor(i / 8) * 216,
      width: 230,
      height: 200,
      options: {
        config: { title: type === 'chart' ? `Chart ${alias}` : undefined, text: type === 'text' ? 'Approval operations' : 'Live' },
        ...(type === 'chart' ? { data: dataFor(alias) } : {}),
      },
    })),
  };
}

export function screenLayout(design: ScreenDesign = everyKindDesign(), alias = 'approval_screen'): ScreenLayout {
  return {
    id: `screen_${alias}`,
    alias,
    name: 'Approval operations screen',
    config: design.config,
    elements: design.elements.map((e) => ({ key: e.key })),
    designHtml: encodeBase64(JSON.stringify(design)),
  };
}

/** Layouts by alias: the ones given answer, any other alias fails as the server does (404). */
export const screenLayoutHandler = (layouts: Record<string, ScreenLayout> = { approval_screen: screenLayout() }) =>
  answer(S.layoutByAlias, ({ query }) => layouts[query.get('alias') ?? ''] ?? fail(404, 'Large screen info not obtained'));

/** Workflow figures: the same named rows for every metric unless given. */
export const screenWorkflowDataHandler = (data: (metric: string) => ScreenData = () => NAMED) =>
  answer(S.workflowData, ({ query }) => data(query.get('metric') ?? ''));
