import type { ReactNode } from 'react';

export interface DecoDraw {
  w: number;
  h: number;
  main: string;
  second: string;
  reverse: boolean;
  dur: number;
  motion: boolean;
  text: string;
  uid: string;
}
export type DecoShape = (d: DecoDraw) => ReactNode;

export const pts = (list: Array<[number, number]>) => list.map(([x, y]) => `${x},${y}`).join(' ');
export const anim = (d: DecoDraw, attributeName: string, values: string, begin = '0s') =>
  d.motion ? <animate attributeName={attributeName} values={values} dur={`${d.dur}s`} begin={begin} repeatCount="indefinite" /> : null;
/** A blink in discrete steps: repainted when it changes, not on every frame. */
export const blinkSteps = (d: DecoDraw, begin: string) =>
  d.motion ? (
    <animate attributeName="opacity" values="1;0.25;1" dur={`${d.dur}s`} begin={begin} calcMode="discrete" repeatCount="indefinite" />
  ) : null;
export const mirror = (d: DecoDraw) => (d.reverse ? `translate(${d.w} 0) scale(-1 1)` : undefined);
