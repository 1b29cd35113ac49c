import { decodeBase64 } from '@/shared/base64';
import {
  SCREEN_DEFAULT_HEIGHT,
  SCREEN_DEFAULT_WIDTH,
  type ScreenConfig,
  type ScreenDesign,
  type ScreenElement,
  type ScreenLayout,
} from '@contract/screen';

/** Where the page found its layout (spec 02 §2: route parameter, query, route meta, or a session-stored layout by key). */
export type LayoutSource =
  { kind: 'alias'; alias: string; from: 'param' | 'query' | 'meta' } | { kind: 'session'; key: string } | { kind: 'none' };

export interface SourceInputs {
  param?: string | null;
  query?: URLSearchParams;
  /** the route meta's query (page properties) */
  meta?: Record<string, string | undefined>;
}

const filled = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/** The first of: route parameter alias, ?alias=, route meta alias, ?key= (a layout stored in sessionStorage). */
export function layoutSourceOf({ param, query, meta }: SourceInputs): LayoutSource {
  if (filled(param)) return { kind: 'alias', alias: param, from: 'param' };
  const q = query?.get('alias');
  if (filled(q)) return { kind: 'alias', alias: q, from: 'query' };
  if (filled(meta?.alias)) return { kind: 'alias', alias: meta.alias, from: 'meta' };
  const key = query?.get('key') ?? meta?.key;
  if (filled(key)) return { kind: 'session', key };
  return { kind: 'none' };
}

function withDefaults(config: Partial<ScreenConfig> | undefined): ScreenConfig {
  return {
    backgroundType: 'color',
    backgroundColor: '#061535',
    ...config,
    width: Number(config?.width) > 0 ? Number(config?.width) : SCREEN_DEFAULT_WIDTH,
    height: Number(config?.height) > 0 ? Number(config?.height) : SCREEN_DEFAULT_HEIGHT,
  };
}

const isElement = (e: unknown): e is ScreenElement =>
  typeof e === 'object' && e !== null && typeof (e as ScreenElement).alias === 'string' && typeof (e as ScreenElement).type === 'string';

/** A design from its JSON text; null when it is not one. Elements without a kind are dropped. */
export function parseDesign(json: string): ScreenDesign | null {
  try {
    const raw = JSON.parse(json) as Partial<ScreenDesign> & Partial<ScreenConfig>;
    if (typeof raw !== 'object' || raw === null) return null;
    const elements = Array.isArray(raw.elements) ? raw.elements.filter(isElement) : [];
    return {
      config: withDefaults(raw.config),
      elements: elements.map((e) => ({ ...e, options: { ...e.options, config: e.options?.config ?? {} } })),
    };
  } catch {
    return null;
  }
}

/** A layout's design: its Base64 designHtml decoded; the layout's own config wins over the design's. */
export function designOf(layout: Pick<ScreenLayout, 'designHtml' | 'config'>): ScreenDesign | null {
  let text: string;
  try {
    text = decodeBase64(layout.designHtml);
  } catch {
    return null;
  }
  const design = parseDesign(text);
  return design && { ...design, config: withDefaults({ ...design.config, ...layout.config }) };
}

/** A layout a designer left in sessionStorage under `key` (a layout object or its design JSON); null when missing or unreadable. */
export function sessionDesign(storage: Pick<Storage, 'getItem'>, key: string): ScreenDesign | null {
  const text = storage.getItem(key);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ScreenLayout>;
    if (typeof value?.designHtml === 'string')
      return designOf({ designHtml: value.designHtml, config: value.config ?? withDefaults(undefined) });
  } catch {
    return null;
  }
  return parseDesign(text);
}
