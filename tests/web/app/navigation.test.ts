import { describe, expect, it, vi } from 'vitest';
import type { NavigateFunction } from 'react-router-dom';
import zh from '../../../locales/zh-CN/shell.json';
import en from '../../../locales/en-US/shell.json';
import { safeNavigate } from '@/app/router/navigation';
import { ERROR_ROUTES, fixedRoutes } from '@/app/router/fixedRoutes';

describe('safeNavigate', () => {
  it('swallows a navigation that throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const navigate = (() => {
      throw new Error('blocked');
    }) as unknown as NavigateFunction;
    expect(() => safeNavigate(navigate, '/x')).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('swallows a navigation promise that rejects', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const navigate = (() => Promise.reject(new Error('aborted'))) as unknown as NavigateFunction;
    safeNavigate(navigate, '/x');
    await new Promise((r) => setTimeout(r, 0));
    expect(warn).toHaveBeenCalledWith('[router] navigation failed', expect.any(Error));
    warn.mockRestore();
  });
});

describe('fixed route titles', () => {
  const all = [...ERROR_ROUTES, ...fixedRoutes({ keepAlivePreviews: false })].flatMap((r) => [r, ...(r.children ?? [])]);
  const lookup = (dict: Record<string, unknown>, key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dict);

  it.each(all.map((r) => [r.path, r.meta.titleKey!]))('%s has a Chinese label in zh-CN (%s)', (_path, key) => {
    expect(lookup(zh, key)).toMatch(/[\u4e00-\u9fa5]/);
    expect(typeof lookup(en, key)).toBe('string');
  });
});
