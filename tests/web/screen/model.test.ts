import { describe, expect, it } from 'vitest';
import { encodeBase64 } from '@/shared/base64';
import { fitCanvas } from '@/features/screen/model/scale';
import { designOf, layoutSourceOf, parseDesign, sessionDesign } from '@/features/screen/model/layoutSource';
import { namedValues, refreshIntervalMs, seriesOf, tooManyRows } from '@/features/screen/model/data';
import { backgroundPlan } from '@/features/screen/model/background';
import { chartOption, CONE_PATH, ECHART_KINDS } from '@/features/screen/widgets/chartOptions';
import { colorsOf } from '@/features/screen/widgets/types';
import { clockParts } from '@/features/screen/widgets/TextWidgets';
import { everyKindDesign, screenLayout } from '../../../mocks/handlers/screen';

describe('fitCanvas', () => {
  it.each([
    // window, canvas -> scale, left, top
    [1920, 1080, 1920, 1080, 1, 0, 0],
    [1280, 720, 1920, 1080, 2 / 3, 0, 0],
    [3840, 2160, 1920, 1080, 2, 0, 0],
    [1440, 900, 1920, 1080, 0.75, 0, (900 - 810) / 2],
    [1000, 1080, 1920, 1080, 1000 / 1920, 0, (1080 - 1080 * (1000 / 1920)) / 2],
    [2560, 1080, 1920, 1080, 1, 320, 0],
    [0, 720, 1920, 1080, 1, 0, 0],
    [1280, 720, 0, 1080, 1, 0, 0],
  ])('a %ix%i window fits a %ix%i canvas at scale %f', (ww, wh, cw, ch, scale, left, top) => {
    const fit = fitCanvas(ww, wh, cw, ch);
    expect(fit.scale).toBeCloseTo(scale, 6);
    expect(fit.left).toBeCloseTo(left, 6);
    expect(fit.top).toBeCloseTo(top, 6);
  });
});

describe('layoutSourceOf: route parameter, then query, then route meta, then a session key', () => {
  const q = (s: string) => new URLSearchParams(s);
  it.each([
    ['param wins', { param: 'p', query: q('alias=q&key=k'), meta: { alias: 'm' } }, { kind: 'alias', alias: 'p', from: 'param' }],
    ['then the query', { param: '', query: q('alias=q&key=k'), meta: { alias: 'm' } }, { kind: 'alias', alias: 'q', from: 'query' }],
    ['then the meta', { query: q('key=k'), meta: { alias: 'm' } }, { kind: 'alias', alias: 'm', from: 'meta' }],
    ['then the session key', { query: q('key=k') }, { kind: 'session', key: 'k' }],
    ['a blank alias counts as none', { param: ' ', query: q('alias='), meta: {} }, { kind: 'none' }],
    ['nothing at all', {}, { kind: 'none' }],
  ])('%s', (_, inputs, expected) => {
    expect(layoutSourceOf(inputs)).toEqual(expected);
  });
});

describe('designs', () => {
  it('decodes designHtml (Base64 JSON, UTF-8) and keeps the layout config', () => {
    const design = everyKindDesign();
    design.elements[0].options.config.text = '审批运营 Persetujuan';
    const decoded = designOf(screenLayout(design));
    expect(decoded?.elements).toHaveLength(40);
    expect(decoded?.elements[0].options.config.text).toBe('审批运营 Persetujuan');
    expect(decoded?.config).toMatchObject({ width: 1920, height: 1080 });
  });

  it('falls back to 1920x1080 and drops elements without a kind; rejects what is not JSON', () => {
    const parsed = parseDesign(
      JSON.stringify({ config: {}, elements: [{ key: 'a' }, { key: 'b', type: 'text', alias: 'text', options: {} }] }),
    );
    expect(parsed?.config).toMatchObject({ width: 1920, height: 1080, backgroundType: 'color' });
    expect(parsed?.elements.map((e) => e.key)).toEqual(['b']);
    expect(parsed?.elements[0].options.config).toEqual({});
    expect(parseDesign('not json')).toBeNull();
    expect(designOf({ designHtml: encodeBase64('{oops'), config: everyKindDesign().config })).toBeNull();
  });

  it('reads a session-stored layout (a layout with designHtml, or the design itself)', () => {
    const layout = screenLayout();
    const storage = new Map<string, string>([
      ['asLayout', JSON.stringify(layout)],
      ['asDesign', JSON.stringify(everyKindDesign())],
      ['broken', '{'],
    ]);
    const get = { getItem: (k: string) => storage.get(k) ?? null };
    expect(sessionDesign(get, 'asLayout')?.elements).toHaveLength(40);
    expect(sessionDesign(get, 'asDesign')?.elements).toHaveLength(40);
    expect(sessionDesign(get, 'broken')).toBeNull();
    expect(sessionDesign(get, 'missing')).toBeNull();
  });
});

describe('data', () => {
  it.each([
    [undefined, null],
    [{ on: false, rate: 5, rule: 'minute' as const }, null],
    [{ on: true, rate: 5, rule: 'minute' as const }, 300_000],
    [{ on: true, rate: 2, rule: 'hour' as const }, 7_200_000],
  ])('refresh %j every %s ms', (refresh, ms) => {
    expect(refreshIntervalMs(refresh)).toBe(ms);
  });

  it('does not draw more than 999 rows', () => {
    const rows = (n: number) => ({ columns: ['a', 'b'], rows: Array.from({ length: n }, (_, i) => [`r${i}`, i]) });
    expect(tooManyRows(rows(999))).toBe(false);
    expect(tooManyRows(rows(1000))).toBe(true);
  });

  it('reads names, values and series from the columns', () => {
    const data = {
      columns: ['Day', 'Started', 'Completed'],
      rows: [
        ['11-24', 3, 1],
        ['11-25', '4', 'x'],
      ],
    };
    expect(namedValues(data)).toEqual([
      { name: '11-24', value: 3 },
      { name: '11-25', value: 4 },
    ]);
    expect(seriesOf(data)).toEqual({
      categories: ['11-24', '11-25'],
      series: [
        { name: 'Started', values: [3, 4] },
        { name: 'Completed', values: [1, 0] },
      ],
    });
  });
});

describe('widget settings', () => {
  it.each([
    [{}, ['#111', '#222']],
    [{ color: ['#abc', '#def'] }, ['#abc', '#def']],
    [{ color: ['#abc'] }, ['#abc', '#222']],
    [{ color: { apply: true, first: '#f00', second: '#0f0' } }, ['#f00', '#0f0']],
    [{ color: { apply: false, first: '#f00', second: '#0f0' } }, ['#111', '#222']],
  ])('colours of %j', (config, expected) => {
    expect(colorsOf(config, ['#111', '#222'])).toEqual(expected);
  });

  it.each([
    [{ backgroundType: 'color' as const, backgroundColor: '#123' }, 'style'],
    [{ backgroundType: 'image' as const, backgroundImage: 'grid' }, 'style'],
    [{ backgroundType: 'image' as const, backgroundImage: 'nope' }, 'error'],
    [{ backgroundType: 'file' as const, backgroundFile: { id: 'f1' } }, 'file'],
    [{ backgroundType: 'file' as const, backgroundFile: null }, 'error'],
  ])('background %j is a %s', (config, kind) => {
    expect(backgroundPlan({ width: 1920, height: 1080, ...config }).kind).toBe(kind);
  });

  it.each(ECHART_KINDS)('builds an echarts option for %s', (kind) => {
    const option = chartOption(
      kind,
      {
        columns: ['n', 'v'],
        rows: [
          ['a', 1],
          ['b', 2],
        ],
      },
      {},
    );
    const series = option.series as Array<{ type: string; symbol?: string }>;
    const expected = { ring: 'pie', conicalColumn: 'pictorialBar' }[kind as string] ?? kind;
    expect(series[0].type).toBe(expected);
    if (kind === 'conicalColumn') expect(series[0].symbol).toBe(CONE_PATH);
  });

  it.each([
    ['zh-CN', '星期三'],
    ['en-US', 'Wednesday'],
    ['id', 'Rabu'],
  ])('the clock writes the weekday in %s', (language, week) => {
    const parts = clockParts(new Date(2026, 10, 25, 9, 5, 7), language);
    expect(parts).toEqual({ date: '2026-11-25', week, time: '09:05:07' });
  });
});
