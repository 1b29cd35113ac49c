import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { flowImage } from '../../../mocks/handlers/flowchart';
import type { ChartLook } from '@/features/flowchart/viewer/engine';
import { DARK_TONE_FILLS, TONE_COLOURS } from '@/features/flowchart/model/status';
import { FlowChartView } from '@/features/flowchart';
import { isDarkColour } from '@/shared/colour';
import { SAMPLE_BPMN } from './sample';
import { renderWithProviders } from './render';

// what the view asks of the engine is enough here: the drawing stays pending
const looks = vi.hoisted(() => [] as Array<ChartLook | undefined>);
vi.mock('@/features/flowchart/viewer/engine', () => ({
  renderChart: vi.fn((_c: unknown, _i: unknown, _t: unknown, _h: unknown, look?: ChartLook) => {
    looks.push(look);
    return new Promise(() => {});
  }),
}));

const swatchOf = (name: string) => screen.getByText(name).closest('li')?.querySelector('span') as HTMLElement;

describe('the flow chart in the dark theme', () => {
  it('tells dark backgrounds from light ones', () => {
    expect(isDarkColour('#141414')).toBe(true);
    expect(isDarkColour('#000')).toBe(true);
    expect(isDarkColour('#ffffff')).toBe(false);
    expect(isDarkColour('not a colour')).toBe(false);
  });

  it('draws the diagram in dark colours, on a dark canvas, with a dark legend', async () => {
    looks.length = 0;
    renderWithProviders(
      <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
        <FlowChartView image={flowImage(SAMPLE_BPMN)} />
      </ConfigProvider>,
    );
    await waitFor(() => expect(looks).toHaveLength(1));
    expect(looks[0]).toEqual({ dark: true });
    expect(screen.getByTestId('flowchart-canvas')).toHaveClass('fc-dark');
    expect(swatchOf('Agreed / countersigned and approved').style.background).toBe(hexToRgb(DARK_TONE_FILLS.success));
  });

  it('keeps the light drawing in the light theme', async () => {
    looks.length = 0;
    renderWithProviders(<FlowChartView image={flowImage(SAMPLE_BPMN)} />);
    await waitFor(() => expect(looks).toHaveLength(1));
    expect(looks[0]).toEqual({ dark: false });
    expect(screen.getByTestId('flowchart-canvas')).not.toHaveClass('fc-dark');
    expect(swatchOf('Agreed / countersigned and approved').style.background).toBe(hexToRgb(TONE_COLOURS.success.fill));
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
