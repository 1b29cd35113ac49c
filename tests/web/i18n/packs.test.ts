/// <reference types="node" />
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packOf } from '@/shared/i18n/resources';
import zhCN from '@/shared/i18n/packs/zh-CN';
import zhCNMore from '@/shared/i18n/packs/zh-CN-more';
import enUS from '@/shared/i18n/packs/en-US';
import enUSMore from '@/shared/i18n/packs/en-US-more';
import id from '@/shared/i18n/packs/id';
import idMore from '@/shared/i18n/packs/id-more';

// Each language's texts come in two chunks (issue 18): the first screen's namespaces, and the others after it.
// Together they hold every namespace of locales/<lang>/ but the server's, each once, and the split is the same
// in every language.
const PACKS = { 'zh-CN': [zhCN, zhCNMore], 'en-US': [enUS, enUSMore], id: [id, idMore] } as const;

describe('the texts of a language, in two chunks', () => {
  it.each(Object.entries(PACKS))('%s: every namespace once', (language, [first, more]) => {
    const all = readdirSync(join(process.cwd(), 'locales', language))
      .filter((file) => file.endsWith('.json') && file !== 'server.json')
      .map((file) => file.replace(/\.json$/, ''))
      .sort();
    const firstNames = Object.keys(packOf(first));
    const moreNames = Object.keys(packOf(more));
    expect([...firstNames, ...moreNames].sort()).toEqual(all);
    expect(firstNames.filter((name) => moreNames.includes(name))).toEqual([]);
    // the sign-in and the shell's texts are on the first screen
    expect(firstNames).toEqual(expect.arrayContaining(['auth', 'common', 'errors', 'shell', 'dashboard']));
  });

  it('splits every language alike', () => {
    const split = Object.values(PACKS).map(([first]) => Object.keys(packOf(first)).sort());
    expect(split[1]).toEqual(split[0]);
    expect(split[2]).toEqual(split[0]);
  });
});
