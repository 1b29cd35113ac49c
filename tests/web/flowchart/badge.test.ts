import { describe, expect, it, vi } from 'vitest';
import { MAX_AVATARS, buildApproverBadge, initials, isSafeImageUrl } from '@/features/flowchart/viewer/approverBadge';
import { OVERLAY_MIN_ZOOM, approverOverlays } from '@/features/flowchart/viewer/paint';
import { prepareChart } from '@/features/flowchart/model/chart';
import { readGraph } from '@/features/flowchart/model/diagram';
import { parseSample } from './sample';

const texts = { summary: (names: string[], mode: string) => `${mode}: ${names.join(', ')}` };
const people = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `u${i}`, name: `User ${i}` }));

describe('approver avatars under a node', () => {
  it.each([
    [1, 1, null],
    [4, 4, null],
    [5, 4, '+1'],
    [9, 4, '+5'],
  ])('%i approvers show %i avatars and %s', (count, shown, more) => {
    const el = buildApproverBadge(people(count), 'normal', texts);
    expect(el.querySelectorAll('.fc-avatar:not(.fc-more)')).toHaveLength(shown);
    expect(el.querySelector('.fc-more')?.textContent ?? null).toBe(more);
    expect(MAX_AVATARS).toBe(4);
  });

  it('names serial and parallel approvers in words', () => {
    const serial = buildApproverBadge(people(2), 'serial', texts);
    expect(serial.getAttribute('aria-label')).toBe('serial: User 0, User 1');
    expect(serial.querySelector('.fc-mode-serial')).not.toBeNull();
    expect(buildApproverBadge(people(2), 'parallel', texts).querySelector('.fc-mode-parallel')).not.toBeNull();
  });

  it('puts names in as text only', () => {
    const el = buildApproverBadge([{ id: 'x', name: '<img src=x onerror=alert(1)>' }], 'normal', texts);
    expect(el.querySelector('img')).toBeNull();
    expect(el.getAttribute('aria-label')).toBe('normal: <img src=x onerror=alert(1)>');
  });

  it('shows only safe avatar images', () => {
    expect(isSafeImageUrl('/system/file/v1/preview?fileId=1')).toBe(true);
    expect(isSafeImageUrl('data:image/png;base64,AAAA')).toBe(true);
    expect(isSafeImageUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeImageUrl('https://tracker.example.com/a.png')).toBe(false);
    const el = buildApproverBadge([{ id: 'a', name: 'A', avatar: 'javascript:alert(1)' }], 'normal', texts);
    expect(el.querySelector('img')).toBeNull();
    expect(el.textContent).toBe('A');
  });

  it.each([
    ['李娜', '娜'],
    ['欧阳娜娜', '娜'],
    ['Li Na', 'LN'],
    ['admin', 'AD'],
    ['  ', '?'],
  ])('initials of %s: %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('approver overlays', () => {
  const chart = async () =>
    prepareChart(
      {
        xml: '',
        nodes: [
          { id: 'start', status: 'end' },
          { id: 'approve', status: 'reject', approvers: people(2) },
          { id: 'gw', status: 'agree' },
          { id: 'notify', approvers: people(1) },
        ],
        predictedNodes: ['notify'],
      },
      readGraph((await parseSample()).elementsById),
    );
  const registry = {
    get: (id: string) =>
      ({ approve: { x: 220, y: 170, width: 60, height: 60 }, notify: { x: 475, y: 170, width: 90, height: 60 } })[id] ??
      (id === 'ghost' ? undefined : { x: 0, y: 0, width: 10, height: 10 }),
  };

  it('are built only when zoomed in enough, and only for nodes in view, once, centred and never scaled down', async () => {
    const overlays = { add: vi.fn(() => 'o') };
    const show = approverOverlays({ elementRegistry: registry, overlays }, await chart(), texts);
    const everything = { x: 0, y: 0, width: 2000, height: 2000 };
    show({ ...everything, scale: OVERLAY_MIN_ZOOM - 0.1 });
    expect(overlays.add).not.toHaveBeenCalled();
    // only the approve task is in this view
    show({ x: 150, y: 100, width: 200, height: 200, scale: 1 });
    expect(overlays.add).toHaveBeenCalledTimes(1);
    expect(overlays.add).toHaveBeenCalledWith(
      'approve',
      'fc-approvers',
      expect.objectContaining({ position: { bottom: -4, left: 30 }, show: { minZoom: 0.5 }, scale: { min: 1 } }),
    );
    show({ ...everything, scale: 1 });
    expect(overlays.add).toHaveBeenCalledTimes(2);
    expect(overlays.add).toHaveBeenLastCalledWith('notify', 'fc-approvers', expect.anything());
    show({ ...everything, scale: 1 });
    expect(overlays.add).toHaveBeenCalledTimes(2);
  });
});
