/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();

/** Every text value of a locale file with its dotted key. */
function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => texts(v, prefix ? `${prefix}.${k}` : k));
}
const localeTexts = (language: string): [string, string][] =>
  readdirSync(join(root, 'locales', language))
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) =>
      texts(JSON.parse(readFileSync(join(root, 'locales', language, f), 'utf8'))).map(([k, v]): [string, string] => [`${f}:${k}`, v]),
    );
// placeholders ({{email}}, {address}) are names, not words
const words = (text: string) => text.replace(/\{\{?[^}]*\}?\}/g, '');

// Issue 29 item 5
describe('wording', () => {
  it.each([
    ['en-US', 'Legend'],
    ['id', 'Legenda'],
    ['zh-CN', '图例'],
  ])('the flow chart legend (图例) is a legend in %s: %s', (language, word) => {
    const all = new Map(localeTexts(language));
    expect(all.get('flowchart.json:legend.title')).toBe(word);
    expect(all.get('approvalTools.json:preview.legend')).toBe(word);
    const legends = [...all].filter(([k]) => /legend\.(title|show|hide)$|preview\.legend$/.test(k)).map(([, v]) => v);
    for (const text of legends) expect(text).not.toMatch(/illustrat|ilustrasi|keterangan/i);
  });

  it('Indonesian names (e-)mail one way: surel, never surat or email', () => {
    const offending = localeTexts('id').filter(([, v]) => /\b(surat|e-?mail)\b/i.test(words(v)));
    expect(offending).toEqual([]);
  });

  it('the seeded Indonesian menu names mail the same way', () => {
    const seed = readFileSync(join(root, 'server/src/portal/menus/seed-menu.ts'), 'utf8');
    expect(seed).toMatch(/^ {2}mail: \['邮件', 'Mail', 'Surel'\],$/m);
    expect(seed).toMatch(/page\('mail', '\/personal\/mail'/);
    expect(seed).not.toMatch(/'Surat'/);
  });
});
